import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { FEEDBACK_IMAGE_MAX_BYTES } from '../../../contract/calls/feedback.ts'
import { ErrorCode, ErrorMsg } from '../../../contract/errors.ts'
import { AppError } from '../../http/errors.ts'

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp'

/** Decoded pixels above this are refused before decoding (a small file can expand to gigabytes). */
export const MAX_INPUT_PIXELS = 40_000_000
/** The longest side kept: screenshots stay legible, phone photos shrink. */
export const MAX_SIDE = 2560

const startsWith = (b: Uint8Array, bytes: readonly number[], at = 0) =>
  b.length >= at + bytes.length && bytes.every((v, i) => b[at + i] === v)
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

/**
 * The image type by its first bytes (never by a file name or a declared content type), or null.
 * JPEG: FF D8 FF; PNG: the 8-byte signature; WebP: "RIFF" <size> "WEBP".
 */
export function sniffImage(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  return null
}

const SHARP_FORMAT = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const

export interface CleanImage {
  /** Hex SHA-256 of `data`: the image's id and its storage key. */
  hash: string
  mime: ImageMime
  data: Buffer
  width: number
  height: number
}

export const imageError = (code: 2101 | 2102 | 2103) => {
  switch (code) {
    case ErrorCode.feedbackImageType:
      return new AppError(code, ErrorMsg.feedbackImageType, 415)
    case ErrorCode.feedbackImageTooLarge:
      return new AppError(code, ErrorMsg.feedbackImageTooLarge, 413)
    default:
      return new AppError(code, ErrorMsg.feedbackImageInvalid, 422)
  }
}

/**
 * Checks an upload and re-encodes it: the type by magic bytes, the size, then a full decode by libvips
 * (which must agree on the type) and a fresh encode of the pixels only. The output carries no EXIF (so no
 * GPS location), XMP, IPTC or comments, nothing appended after the image, and the orientation applied to
 * the pixels. Throws 2101 (not an accepted type), 2102 (too large) or 2103 (does not decode).
 */
export async function cleanImage(bytes: Uint8Array): Promise<CleanImage> {
  if (bytes.length > FEEDBACK_IMAGE_MAX_BYTES) throw imageError(ErrorCode.feedbackImageTooLarge)
  const mime = sniffImage(bytes)
  if (!mime) throw imageError(ErrorCode.feedbackImageType)
  const format = SHARP_FORMAT[mime]
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    const meta = await input.metadata()
    if (meta.format !== format) throw imageError(ErrorCode.feedbackImageType)
    const pipeline = input
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 85 })
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
    const hash = createHash('sha256').update(data).digest('hex')
    return { hash, mime, data, width: info.width, height: info.height }
  } catch (err) {
    if (err instanceof AppError) throw err
    throw imageError(ErrorCode.feedbackImageInvalid)
  }
}
