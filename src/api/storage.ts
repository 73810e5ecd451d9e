import {
  StorageKey as Keys,
  STORAGE_SCHEMA_VERSION,
  type StorageKey,
  VERSIONED_KEYS,
} from './storage-keys.ts'

/**
 * localStorage can be missing (some Android WebViews), throw (Safari private mode, disabled storage) or
 * be full. The app must still run, so every access goes through these guards and degrades to memory-less.
 */
export function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export function readString(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeString(key: StorageKey, value: string): void {
  try {
    storage()?.setItem(key, value)
  } catch (error) {
    console.warn(`[storage] could not write ${key}`, error)
  }
}

export function removeKey(key: StorageKey): void {
  try {
    storage()?.removeItem(key)
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readString(key)
  if (raw === null) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    removeKey(key)
    return null
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  // Re-stamp the schema if something cleared storage since load, or the next load would drop this value.
  if (VERSIONED_KEYS.includes(key) && readString(Keys.schema) === null) {
    writeString(Keys.schema, String(STORAGE_SCHEMA_VERSION))
  }
  writeString(key, JSON.stringify(value))
}

/** Drops values written under another schema version. Idempotent; runs before any store reads. */
export function migrateStorage(): void {
  const stored = readString(Keys.schema)
  if (stored === String(STORAGE_SCHEMA_VERSION)) return
  for (const key of VERSIONED_KEYS) removeKey(key)
  writeString(Keys.schema, String(STORAGE_SCHEMA_VERSION))
}
