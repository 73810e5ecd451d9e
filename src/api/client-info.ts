import { CHANNEL, CLIENT_VERSION, Platform } from '../../contract/enums.ts'
import type { ClientFields, RequestContext } from '../../contract/request.ts'
import { getLocale } from '../i18n/locale.ts'
import { getFingerprint } from './fingerprint.ts'
import { getToken } from './session.ts'
import { readString, writeString } from './storage.ts'
import { StorageKey } from './storage-keys.ts'

/** Which site build this is; operators run several skins against one server. */
export const APP_ID: string = import.meta.env.VITE_APP_ID ?? 'lucky-lobby'

/** Identifies the deployed build; `__APP_BUILD__` is a Vite define, absent under vitest. */
export const BUILD_ID: string = typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev'

const MAX_REFERRER = 2048 // contract clientFields.clientReferrer max

/**
 * document.referrer of the FIRST visit (attribution for the invite/agent programme): captured once and
 * kept, so later in-app navigations and returns from payment pages do not overwrite it.
 */
export function clientReferrer(): string {
  const stored = readString(StorageKey.referrer)
  if (stored !== null) return stored
  const first = (globalThis.document?.referrer ?? '').slice(0, MAX_REFERRER)
  writeString(StorageKey.referrer, first)
  return first
}

/** 1 desktop (fine pointer and a wide viewport), else 0 mobile: the server tailors launch URLs by it. */
export function platform(): 0 | 1 {
  const mq = globalThis.matchMedia?.('(pointer: fine) and (min-width: 1024px)')
  return mq?.matches ? Platform.desktop : Platform.mobile
}

export type { ClientFields, RequestContext }

/** The fields spec 7 adds to every request body. */
export function clientFields(): ClientFields {
  return {
    appId: APP_ID,
    channel: CHANNEL,
    clientReferrer: clientReferrer(),
    platform: platform(),
    appVersion: CLIENT_VERSION,
  }
}

/**
 * Everything a request needs from the page, read now: the body fields and the fingerprint, locale and
 * token headers. apiCall dresses its calls with it (contract/request.ts); the telemetry worker is handed
 * it, since a worker can read neither storage nor the document.
 */
export function requestContext(): RequestContext {
  return { fields: clientFields(), fingerprint: getFingerprint(), locale: getLocale(), token: getToken() }
}
