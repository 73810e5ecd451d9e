import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contract/enums.ts'

/**
 * Which locale the player uses, without the translator: the HTTP client reads it for `accept-language`,
 * and this stays importable from code that must not pull the translation bundles.
 * Order (spec 1, no locale in paths): cookie `locale`, then the browser's languages, then English.
 */
export const LOCALE_COOKIE = 'locale'
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** Maps a BCP 47 tag to a supported locale: pt* -> pt-BR, es* -> es, en* -> en; else null. */
export function matchLocale(tag: string): Locale | null {
  const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase())
  if (exact) return exact
  const base = tag.toLowerCase().split(/[-_]/)[0]
  if (base === 'pt') return 'pt-BR'
  if (base === 'es') return 'es'
  if (base === 'en') return 'en'
  return null
}

export function readLocaleCookie(cookie: string = globalThis.document?.cookie ?? ''): Locale | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== LOCALE_COOKIE) continue
    const value = decodeURIComponent(rest.join('='))
    if (isLocale(value)) return value
  }
  return null
}

/** The Set-Cookie string: a year long, whole site, and sent on top-level navigations only. */
export const localeCookie = (locale: Locale): string =>
  `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; max-age=${LOCALE_COOKIE_MAX_AGE_S}; path=/; SameSite=Lax`

export function writeLocaleCookie(locale: Locale): void {
  if (!globalThis.document) return
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari; localeCookie builds and escapes the value.
  globalThis.document.cookie = localeCookie(locale)
}

export function detectLocale(): Locale {
  const fromCookie = readLocaleCookie()
  if (fromCookie) return fromCookie
  const nav = globalThis.navigator
  const tags = nav ? [...(nav.languages ?? []), nav.language].filter(Boolean) : []
  for (const tag of tags) {
    const match = matchLocale(tag)
    if (match) return match
  }
  return DEFAULT_LOCALE
}

// A tiny external store so React (useLocale) and plain modules (the HTTP client) share one value.
let current: Locale = detectLocale()
const listeners = new Set<() => void>()

export const getLocale = (): Locale => current

export function setCurrentLocale(locale: Locale): void {
  if (locale === current) return
  current = locale
  for (const listener of [...listeners]) listener()
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
