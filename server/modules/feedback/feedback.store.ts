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

/** The key itself, when it is a content hash (so it is safe in a path or a URL); else it throws. */
export const checkedKey = (key: string): string => {
  if (!KEY.test(key)) throw new Error(`not a content hash: ${key}`)
  return key
}

/** A local folder: `<dir>/<ab>/<hash>`, written to a temporary name then renamed, so a reader never sees half a file. */
export class LocalBlobStore implements BlobStore {
  constructor(private readonly dir: string) {}

  private path(key: string) {
    return join(this.dir, checkedKey(key).slice(0, 2), key)
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
    if (!this.blobs.has(checkedKey(key))) this.blobs.set(key, Buffer.from(data))
  }
  async get(key: string): Promise<Buffer | null> {
    return this.blobs.get(checkedKey(key)) ?? null
  }
}
