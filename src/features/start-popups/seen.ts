import { readString, writeString } from '../../api/storage.ts'
import { StorageKey } from '../../api/storage-keys.ts'
import type { ShownStore } from './runner.ts'

/** sessionStorage key: the start popups shown in this browser session (a JSON list of their keys). */
export const SHOWN_SESSION_KEY = 'll.startPopups'

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

function read(store: Storage | null): string[] {
  try {
    const value: unknown = JSON.parse(store?.getItem(SHOWN_SESSION_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : []
  } catch {
    return []
  }
}

/**
 * The popups shown this session. Without sessionStorage (blocked storage) they are kept in memory, so
 * the player still sees each at most once per page load rather than on every page change.
 */
export function sessionShownStore(store: Storage | null = session()): ShownStore {
  const memory = new Set(read(store))
  return {
    keys: () => new Set([...memory, ...read(store)]),
    add(key) {
      memory.add(key)
      try {
        store?.setItem(SHOWN_SESSION_KEY, JSON.stringify([...new Set([...read(store), key])]))
      } catch {
        // memory keeps it for this page load
      }
    },
  }
}

/** The home guide is shown once per browser, ever (spec 2 "home guide": the first visit). */
export const guideSeen = (): boolean => readString(StorageKey.homeGuide) === '1'
export const markGuideSeen = (): void => writeString(StorageKey.homeGuide, '1')
