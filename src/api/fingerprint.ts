import { uuid } from '../../contract/uuid.ts'
import { readString, writeString } from './storage.ts'
import { StorageKey } from './storage-keys.ts'

let cached: string | null = null

/**
 * A random UUID kept per browser, sent as the `fingerprint` header. Deliberately not a device
 * fingerprint (DESIGN 4: privacy first, it is only an abuse signal and an anonymous idempotency scope).
 */
export function getFingerprint(): string {
  if (cached) return cached
  const stored = readString(StorageKey.fingerprint)
  cached = stored && stored.length <= 64 ? stored : uuid()
  if (cached !== stored) writeString(StorageKey.fingerprint, cached)
  return cached
}

/** Tests only: forget the in-memory copy so the next call re-reads storage. */
export function resetFingerprintCache(): void {
  cached = null
}
