import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Where feedback images live: outside the database, under their content hash, so the same picture is
 * stored once and a key names exactly one content. Who may read a key is the database's business
 * (feedback_uploads), never the store's: nothing here is served by URL.
 */
export interface BlobStore {
  /** Stores `data` under `key` (a hex SHA-256); storing a key that exists changes nothing. */
  put(key: string, data: Buffer, contentType: string): Promise<void>
  /** The bytes under `key`, or null. */
  get(key: string): Promise<Buffer | null>
}

const KEY = /^[0-9a-f]{64}$/

const checked = (key: string) => {
  if (!KEY.test(key)) throw new Error(`not a content hash: ${key}`)
  return key
}

/** A local folder: `<dir>/<ab>/<hash>`, written to a temporary name then renamed, so a reader never sees half a file. */
export class LocalBlobStore implements BlobStore {
  constructor(private readonly dir: string) {}

  private path(key: string) {
    return join(this.dir, checked(key).slice(0, 2), key)
  }

  async put(key: string, data: Buffer, _contentType?: string): Promise<void> {
    const path = this.path(key)
    await mkdir(join(this.dir, key.slice(0, 2)), { recursive: true })
    const tmp = `${path}.${process.pid}.${Date.now()}.tmp`
    await writeFile(tmp, data, { flag: 'wx' })
    await rename(tmp, path)
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key))
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw err
    }
  }
}

/** Keeps blobs in memory: the tests' store, and a stand-in where nothing may touch the disk. */
export class MemoryBlobStore implements BlobStore {
  readonly blobs = new Map<string, Buffer>()
  async put(key: string, data: Buffer): Promise<void> {
    if (!this.blobs.has(checked(key))) this.blobs.set(key, Buffer.from(data))
  }
  async get(key: string): Promise<Buffer | null> {
    return this.blobs.get(checked(key)) ?? null
  }
}

export interface FeedbackStoreConfig {
  kind: 'local' | 's3'
  dir: string
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string }
}

/**
 * The configured store. 's3' (an S3-compatible bucket for production, several server processes) is
 * configured but has no adapter yet (docs/ARCHITECTURE.md "Feedback"): refusing to start is better than
 * keeping images on one machine's disk behind a load balancer.
 */
export function createBlobStore(cfg: FeedbackStoreConfig): BlobStore {
  if (cfg.kind === 'local') return new LocalBlobStore(cfg.dir)
  throw new Error(
    'FEEDBACK_STORE=s3 has no adapter yet; use FEEDBACK_STORE=local (docs/ARCHITECTURE.md, Feedback)',
  )
}
