import { useSyncExternalStore } from 'react'
import rosetta from 'rosetta'
import { DEFAULT_LOCALE, type Locale } from '../../contract/enums.ts'
import en from '../../locales/en.json'
import { getLocale, setCurrentLocale, writeLocaleCookie } from './locale.ts'

/**
 * The app's one translator (STYLE: the i18n library only through this module): rosetta, ~300 B gzip,
 * in place of i18next (~15 KiB of the 130 KiB first-load budget, DESIGN 7; see docs/ARCHITECTURE.md).
 * The locale files use what rosetta reads: nested objects addressed by dotted keys and `{{name}}`
 * placeholders; no plurals, contexts or formatters. English is bundled eagerly (it is the fallback);
 * pt-BR and es load lazily with a dynamic import the first time they are needed and are merged over
 * English, so a key missing in them shows the English text. Locale detection lives in locale.ts.
 */
type Messages = { [key: string]: string | Messages }
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
  'pt-BR': () => import('../../locales/pt-BR.json'),
  es: () => import('../../locales/es.json'),
}

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

const loaded = new Set<Locale>([DEFAULT_LOCALE])

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

async function ensureBundle(locale: Locale): Promise<void> {
  if (locale === 'en' || loaded.has(locale)) return
  const bundle = await loaders[locale]()
  engine.set(locale, merge(en, bundle.default))
  loaded.add(locale)
}

function applyLanguage(locale: Locale): void {
  if (globalThis.document) document.documentElement.lang = locale
  setCurrentLocale(locale)
  if (engine.locale() === locale) return
  engine.locale(locale)
  translation = snapshot()
  for (const listener of [...listeners]) listener()
}

/**
 * Resolves once the detected locale's strings are loaded; main.tsx awaits it before the first render
 * so non-English players never see an English flash.
 */
export const i18nReady: Promise<void> = (async () => {
  const locale = getLocale()
  try {
    await ensureBundle(locale)
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
