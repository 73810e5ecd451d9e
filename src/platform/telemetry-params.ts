/**
 * Ad and referrer parameters appended to every event (spec 7): utm_* and click ids, and the referral and
 * affiliate codes that landing pages, ad SDKs and affiliate networks leave in cookies or localStorage.
 * Read-only: we never write these keys. (The first visit's document.referrer travels as clientReferrer.)
 */
const CLICK_IDS = new Set([
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'ttclid',
  'msclkid',
  'yclid',
  'twclid',
  'li_fat_id',
])
const REFERRER_KEYS = new Set([
  'ref',
  'referrer',
  'referral',
  'ref_code',
  'referral_code',
  'invite_code',
  'invitecode',
  'aff_id',
  'affid',
  'affiliate_id',
])
const MAX_PARAMS = 20
const MAX_VALUE = 256

export function isAdParam(name: string): boolean {
  const key = name.toLowerCase()
  return key.startsWith('utm_') || CLICK_IDS.has(key) || REFERRER_KEYS.has(key) || /(^|_)click_?id$/.test(key)
}

function fromCookies(cookie: string): [string, string][] {
  const out: [string, string][] = []
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    try {
      out.push([name, decodeURIComponent(part.slice(eq + 1).trim())])
    } catch {
      out.push([name, part.slice(eq + 1).trim()])
    }
  }
  return out
}

function fromStorage(storage: Storage | null): [string, string][] {
  if (!storage) return []
  const out: [string, string][] = []
  for (let i = 0; i < storage.length; i++) {
    const name = storage.key(i)
    if (name === null || !isAdParam(name)) continue
    out.push([name, storage.getItem(name) ?? ''])
  }
  return out
}

function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null // disabled storage (Safari private mode, sandboxed frames) throws on access
  }
}

/** Cookies first, then localStorage (the later write of a landing page wins); empty values dropped. */
export function readAdParams(
  cookie: string = globalThis.document?.cookie ?? '',
  storage: Storage | null = safeLocalStorage(),
): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [name, value] of [...fromCookies(cookie), ...fromStorage(storage)]) {
    if (!isAdParam(name) || value === '') continue
    if (!(name in params) && Object.keys(params).length >= MAX_PARAMS) continue
    params[name] = value.slice(0, MAX_VALUE)
  }
  return params
}
