import { S3BlobStore, type S3StoreOptions } from './feedback.s3-store.ts'
import { type BlobStore, LocalBlobStore } from './feedback.store.ts'

export interface FeedbackStoreConfig {
  kind: 'local' | 's3'
  dir: string
  s3: S3StoreOptions
}

/** The store FEEDBACK_STORE names: a folder (one server), or an S3-compatible bucket (several). */
export function createBlobStore(cfg: FeedbackStoreConfig): BlobStore {
  return cfg.kind === 's3' ? new S3BlobStore(cfg.s3) : new LocalBlobStore(cfg.dir)
}
