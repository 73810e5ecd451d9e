import { sha256Hex, signV4, uriEncode } from './feedback.sigv4.ts'
import { type BlobStore, checkedKey } from './feedback.store.ts'

export interface S3StoreOptions {
  /** `https://s3.eu-west-1.amazonaws.com`, `https://<account>.r2.cloudflarestorage.com`, `http://minio:9000` */
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** `path`: `<endpoint>/<bucket>/<key>`; `virtual`: `<bucket>.<endpoint host>/<key>`. */
  style: 'path' | 'virtual'
  /** Per request, body included. */
  timeoutMs?: number
  fetch?: typeof globalThis.fetch
  /** The wall clock, never the app's (movable) clock: the store refuses a signature 15 minutes off. */
  now?: () => Date
}

/** A store request that did not do its job: which one, and why, in words an operator can act on. */
export class BlobStoreError extends Error {
  override readonly name = 'BlobStoreError'
  constructor(
    message: string,
    /** The store's HTTP status; null when no answer came. Not `statusCode`: it is not the client's fault. */
    readonly status: number | null,
  ) {
    super(message)
  }
}

const DEFAULT_TIMEOUT_MS = 10_000

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO...): objects named by their content hash. */
export class S3BlobStore implements BlobStore {
  private readonly fetch: typeof globalThis.fetch
  private readonly now: () => Date
  private readonly timeoutMs: number

  constructor(private readonly opts: S3StoreOptions) {
    this.fetch = opts.fetch ?? globalThis.fetch
    this.now = opts.now ?? (() => new Date())
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS
  }

  /** Whether the object exists (HEAD). */
  async has(key: string): Promise<boolean> {
    const res = await this.send('HEAD', key)
    if (res.status === 404) return false
    await this.expectOk('HEAD', key, res)
    return true
  }

  /** Content-addressed, so an object already there holds these bytes: asking first saves the upload. */
  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    if (await this.has(key)) return
    const res = await this.send('PUT', key, data, { 'content-type': contentType })
    await this.expectOk('PUT', key, res)
  }

  async get(key: string): Promise<Buffer | null> {
    const res = await this.send('GET', key)
    if (res.status === 404) {
      const { code, message } = s3Error(await this.text('GET', key, res))
      if (code !== 'NoSuchBucket') return null
      throw new BlobStoreError(this.describe('GET', key, `404 ${code}: ${message}`), 404)
    }
    await this.expectOk('GET', key, res)
    return Buffer.from(await this.body('GET', key, res))
  }

  private url(key: string): URL {
    const base = new URL(this.opts.endpoint)
    const object = uriEncode(checkedKey(key))
    if (this.opts.style === 'virtual') {
      base.hostname = `${this.opts.bucket}.${base.hostname}`
      return new URL(`/${object}`, base)
    }
    return new URL(`/${this.opts.bucket}/${object}`, base)
  }

  private async send(
    method: 'HEAD' | 'GET' | 'PUT',
    key: string,
    body?: Buffer,
    extra: Record<string, string> = {},
  ): Promise<Response> {
    const url = this.url(key)
    const payloadHash = sha256Hex(body ?? '')
    const { headers } = signV4(
      { ...this.opts, service: 's3' },
      { method, url, headers: { ...extra, 'x-amz-content-sha256': payloadHash }, payloadHash },
      this.now(),
    )
    // fetch sets Host itself, from the URL: the same value that was signed.
    delete headers.host
    try {
      return await this.fetch(url, {
        method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch (err) {
      throw this.unreachable(method, key, err)
    }
  }

  private async expectOk(method: string, key: string, res: Response): Promise<void> {
    if (res.ok) return
    const { code, message } = s3Error(method === 'HEAD' ? '' : await this.text(method, key, res))
    const said = code ? ` ${code}: ${message}` : ''
    const why =
      res.status === 401 || res.status === 403
        ? 'access denied: check FEEDBACK_S3_ACCESS_KEY_ID, FEEDBACK_S3_SECRET_ACCESS_KEY, FEEDBACK_S3_REGION and the bucket policy'
        : res.status === 404
          ? `bucket "${this.opts.bucket}" not found: check FEEDBACK_S3_BUCKET, FEEDBACK_S3_ENDPOINT and FEEDBACK_S3_STYLE`
          : res.status >= 500
            ? 'the store failed; the request may succeed later'
            : 'the store refused the request'
    throw new BlobStoreError(this.describe(method, key, `${res.status}${said} (${why})`), res.status)
  }

  private async text(method: string, key: string, res: Response): Promise<string> {
    return Buffer.from(await this.body(method, key, res)).toString('utf8')
  }

  /** The body, read under the same timeout as the request. */
  private async body(method: string, key: string, res: Response): Promise<ArrayBuffer> {
    try {
      return await res.arrayBuffer()
    } catch (err) {
      throw this.unreachable(method, key, err)
    }
  }

  private unreachable(method: string, key: string, err: unknown): BlobStoreError {
    const e = err as { name?: string; cause?: { code?: string }; message?: string }
    const why =
      e.name === 'TimeoutError'
        ? `no answer within ${this.timeoutMs} ms`
        : `cannot reach ${new URL(this.opts.endpoint).host} (${e.cause?.code ?? e.message ?? String(err)})`
    return new BlobStoreError(this.describe(method, key, why), null)
  }

  private describe(method: string, key: string, what: string): string {
    return `S3 ${method} ${this.opts.bucket}/${key}: ${what}`
  }
}

/** `<Error><Code>…</Code><Message>…</Message></Error>`, S3's error body; empty when there is none. */
function s3Error(xml: string): { code: string; message: string } {
  const tag = (name: string) => xml.match(new RegExp(`<${name}>([^<]{0,300})</${name}>`))?.[1] ?? ''
  return { code: tag('Code'), message: tag('Message') }
}
