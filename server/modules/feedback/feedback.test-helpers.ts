import sharp from 'sharp'
import type { TestApp } from '../../test/harness.ts'

/** A small real picture in `format`, `seed` making its pixels (so its hash) differ. */
export async function picture(format: 'jpeg' | 'png' | 'webp', seed = 1, size = 64): Promise<Buffer> {
  const base = sharp({
    create: { width: size, height: size, channels: 3, background: { r: (seed * 37) % 256, g: 90, b: 160 } },
  })
  return base.toFormat(format).toBuffer()
}

/** A JPEG carrying EXIF with a GPS position and a camera owner, as a phone photo would. */
export function photoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: '#336699' } })
    .withExif({
      IFD0: { Copyright: 'OWNER-NAME-SECRET', Make: 'PhoneMaker' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 0/1',
      },
    })
    .jpeg()
    .toBuffer()
}

export async function upload(t: TestApp, token: string | null, bytes: Buffer, contentType = 'image/png') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/app/v1/uploadFeedbackImage',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: bytes,
  })
  return {
    status: res.statusCode,
    ...(res.json() as { code: number; msg: string; data: { id: string } | null }),
  }
}

export async function fetchImage(t: TestApp, token: string | null, id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/app/v1/feedbackImage/${id}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  return { status: res.statusCode, type: res.headers['content-type'], body: res.rawPayload }
}
