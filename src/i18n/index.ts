import { useSyncExternalStore } from 'react'
import rosetta from 'rosetta'
import { DEFAULT_LOCALE, type Locale } from '../../contract/enums.ts'
import {
  a11y,
  common,
  errors,
  install,
  lobby,
  locale as localeNames,
  nav,
  notFound,
  pwa,
  serverError,
  tips,
  titles,
} from '../../locales/en.json'
import { getLocale, setCurrentLocale, writeLocaleCookie } from './locale.ts'

/**
 * The app's one translator (STYLE: the i18n library only through this module): rosetta, ~300 B gzip,
 * in place of i18next (~15 KiB of the 130 KiB first-load budget, DESIGN 7; see docs/ARCHITECTURE.md).
 * The locale files use what rosetta reads: nested objects addressed by dotted keys and `{{name}}`
 * placeholders; no plurals, contexts or formatters.
 *
 * Only the namespaces the shell and the lobby draw are bundled (the named imports above: Vite keeps just
 * those keys of en.json in the first-load chunk). The whole English file, and pt-BR or es, load with a
 * dynamic import when first needed: before the first render for a non-English player or a first page
 * other than the lobby, and on navigation through the router's root `beforeLoad` (`ensureAllStrings`).
 * pt-BR and es are merged over English, so a key missing in them shows the English text.
 * Locale detection lives in locale.ts.
 */
type Messages = { [key: string]: string | Messages }
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  // A module of its own (scripts/build/vite-locale-plugin.ts), so the bundled import above stays core-only.
  en: () => import('virtual:locale-all/en'),
  'pt-BR': () => import('../../locales/pt-BR.json'),
  es: () => import('../../locales/es.json'),
}

const enCore: Messages = {
  a11y,
  common,
  errors,
  install,
  lobby,
  locale: localeNames,
  nav,
  notFound,
  pwa,
  serverError,
  tips,
  titles,
}
let en: Messages = enCore
const engine = rosetta<Messages>({ en })
engine.locale(DEFAULT_LOCALE)

/** A translated string; the key itself when no table has it (as i18next did), so gaps stay visible. */
export type TFunction = (key: string, values?: Record<string, unknown>) => string

const translate: TFunction = (key, values) => {
  const text: unknown = engine.t(key, values)
  return typeof text === 'string' && text !== '' ? text : key
}

/** Deep-merges `over` onto a copy of `base`: English under a locale, so its gaps fall back. */
function merge(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base }
  for (const [key, value] of Object.entries(over)) {
    const below = out[key]
    out[key] = typeof value === 'object' && typeof below === 'object' ? merge(below, value) : value
  }
  return out
}

/** Locales whose whole file is loaded (English starts with its core namespaces only). */
const loaded = new Set<Locale>()

export const i18n = {
  /** The language `t` translates into. */
  get language(): Locale {
    return engine.locale() as Locale
  },
  /** Same as `language` (every language is complete after the English merge); Money formats with it. */
  get resolvedLanguage(): Locale {
    return engine.locale() as Locale
  },
  t: translate,
  hasBundle: (locale: Locale): boolean => loaded.has(locale),
}

export interface Translation {
  /** `t` for the current language; a new function after each language change. */
  t: TFunction
  i18n: typeof i18n
  ready: true
}

/*
 * The React binding: components re-render when the language changes (a new `t` each time, so memoised
 * text recomputes); strings are always loaded before a switch, so a store subscription is all it takes.
 */
const snapshot = (): Translation => ({ t: (key, values) => translate(key, values), i18n, ready: true })
let translation = snapshot()
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
const getTranslation = () => translation

/** The hook every component uses: `const { t } = useTranslation()` (react-i18next's shape). */
export function useTranslation(): Translation {
  return useSyncExternalStore(subscribe, getTranslation, getTranslation)
}

function notify(): void {
  translation = snapshot()
  for (const listener of [...listeners]) listener()
}

const pending = new Map<Locale, Promise<void>>()

async function ensureBundle(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return
  let load = pending.get(locale)
  if (!load) {
    load = loaders[locale]().then((bundle) => {
      if (locale === DEFAULT_LOCALE) {
        en = bundle.default
        engine.set(locale, en)
      } else {
        engine.set(locale, merge(en, bundle.default))
      }
      loaded.add(locale)
    })
    load.catch(() => pending.delete(locale))
    pending.set(locale, load)
  }
  await load
}

/**
 * Loads every string of the current language (pages other than the lobby need them). Resolves at once
 * when they are there; components that rendered before re-render with the new strings.
 */
export async function ensureAllStrings(): Promise<void> {
  const locale = engine.locale() as Locale
  if (loaded.has(locale)) return
  await ensureBundle(locale)
  if (engine.locale() === locale) notify()
}

function applyLanguage(locale: Locale): void {
  if (globalThis.document) document.documentElement.lang = locale
  setCurrentLocale(locale)
  if (engine.locale() === locale) return
  engine.locale(locale)
  notify()
}

/**
 * Resolves once the detected locale's strings are loaded; main.tsx awaits it before the first render
 * so non-English players never see an English flash.
 */
export const i18nReady: Promise<void> = (async () => {
  const locale = getLocale()
  try {
    // The lobby needs only the bundled core in English; any other first page needs every string.
    const lobby = globalThis.location?.pathname === '/'
    if (locale !== DEFAULT_LOCALE || !lobby) await ensureBundle(locale)
    applyLanguage(locale)
  } catch (error) {
    // A failed chunk load (offline first visit) leaves English on screen rather than no app.
    console.warn(`[i18n] could not load ${locale}`, error)
    applyLanguage(DEFAULT_LOCALE)
  }
})()

/**
 * Switches language: loads its strings, remembers the choice in the `locale` cookie for 365 days, sets
 * <html lang> and notifies subscribers (locale-keyed queries refetch because their keys change).
 */
export async function changeLocale(locale: Locale): Promise<void> {
  await ensureBundle(locale)
  writeLocaleCookie(locale)
  applyLanguage(locale)
}

export { detectLocale, getLocale, isLocale, matchLocale } from './locale.ts'
export { useLocale } from './use-locale.ts'
