import i18next from 'i18next'
import { useSyncExternalStore } from 'react'
import { DEFAULT_LOCALE, type Locale } from '../../contract/enums.ts'
import {
  a11y,
  common,
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
import { formatNumber } from './number-format.ts'

/**
 * The app's one translator (STYLE 3: i18next only through this module): one i18next instance, bound to
 * React by a thin `useSyncExternalStore` binding, behind the API the components use (`useTranslation()`
 * -> `{ t, i18n, ready }`, `changeLocale`, `i18nReady`, `ensureAllStrings`).
 *
 * Strings: one i18next namespace (`translation`) per language, holding the locale file's nested groups
 * (`lobby`, `auth`, `wallet`, ...) addressed by dotted keys (`t('auth.titles.login')`); `{{name}}`
 * placeholders, `{{count, number}}` formatted in the current language (number-format.ts), plurals
 * as i18next's `_zero` / `_one` / `_other` (and `_many`) suffixes chosen by `count` with the language's
 * Intl.PluralRules.
 *
 * Only the groups the shell and the lobby draw are bundled (the named imports above: Vite keeps just
 * those keys of en.json in the first-load chunk); the rest of English, and pt-BR or es, load with a
 * dynamic import when first needed and are added to the instance (`addResourceBundle`): before the first
 * render for a non-English player or a first page other than the lobby, and on navigation through the
 * router's root `beforeLoad` (`ensureAllStrings`). A key missing in pt-BR or es shows the English text
 * (`fallbackLng`); a key missing everywhere shows the key itself and is reported (`missingKeys`, and a
 * console warning in development and tests). Locale detection lives in locale.ts.
 */
type Messages = { [key: string]: string | Messages }
const NS = 'translation'

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  // A module of its own (scripts/build/vite-locale-plugin.ts), so the bundled import above stays core-only.
  en: () => import('virtual:locale-all/en'),
  'pt-BR': () => import('../../locales/pt-BR.json'),
  es: () => import('../../locales/es.json'),
}

const enCore: Messages = {
  a11y,
  common,
  lobby,
  locale: localeNames,
  nav,
  notFound,
  pwa,
  serverError,
  tips,
  titles,
}

const GENERIC_ERROR = 'errors.unknown'
const missing = new Set<string>()
/** A key was shown as itself since the strings last changed (only then can strings loaded later show). */
let shownMissing = false

/** Records a key no loaded table has (shown as the key itself); warns in development and tests. */
function reportMissing(key: string, language: string): void {
  shownMissing = true
  const entry = `${language}:${key}`
  if (missing.has(entry)) return
  missing.add(entry)
  if (import.meta.env.DEV) console.warn(`[i18n] missing string "${key}" (${language})`)
}

/** The keys asked for that no loaded table had, as `language:key`, in the order first asked. */
export const missingKeys = (): string[] => [...missing]

/** The instance (`i18n.t`, `i18n.language`, ...); components get it from `useTranslation()`. */
export const i18n = i18next.createInstance()
void i18n.init({
  resources: { [DEFAULT_LOCALE]: { [NS]: enCore } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  // pt-BR is looked up as pt-BR then en, never as a bare `pt` nobody ships.
  load: 'currentOnly',
  // Resources are given and there is no backend: init, and every changeLanguage, finish synchronously.
  initAsync: false,
  // Keys are `group.key`; a colon in a key is text, not a namespace.
  nsSeparator: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  saveMissing: true,
  missingKeyHandler: (_languages, _ns, key) => reportMissing(key, i18n.language),
  // `errors.<msg>` is the one key family the server names: a msg this build has no text for (a newer
  // server, a gateway's own reply) reads as the generic error, not as the raw key.
  parseMissingKeyHandler: (key) =>
    key.startsWith('errors.') && key !== GENERIC_ERROR ? i18n.t(GENERIC_ERROR) : key,
  // A group asked for as a string: the key, as for a missing one, never i18next's sentence about it.
  returnedObjectHandler: (key) => {
    reportMissing(key, i18n.language)
    return key
  },
})

// `{{x, number}}` without Intl for integers in our languages (number-format.ts says why).
i18n.services.formatter?.add('number', (value, language) =>
  typeof value === 'number' ? formatNumber(value, language ?? DEFAULT_LOCALE) : String(value),
)

/** A translated string; the key itself when no table has it, so gaps stay visible. */
export type TFunction = (key: string, values?: Record<string, unknown>) => string

export interface Translation {
  /** `t` for the current language; a new function after each language change or strings load. */
  t: TFunction
  /** The language the strings are in (`resolvedLanguage` too: Money and dates format with it). */
  i18n: { language: Locale; resolvedLanguage: Locale }
  ready: boolean
}

/**
 * What every `useTranslation()` returns until the language changes or strings load: one object shared
 * by all components (react-i18next built a wrapper of the instance per mounted component, 5-7 ms over
 * the lobby's ~100 users). A new `t` each time, so memos keyed on it recompute.
 * Its answers without values are kept until then: a page asks for the same few dozen strings 100-200
 * times on its first load (each card's badge, each re-render), and every i18next call resolves and
 * interpolates anew (a tenth of /game/search's JavaScript time).
 */
function translation(): Translation {
  const language = i18n.language as Locale
  const plain = new Map<string, string>()
  return {
    t: (key, values) => {
      if (values) return i18n.t(key, values) as string
      let text = plain.get(key)
      if (text === undefined) {
        text = i18n.t(key) as string
        plain.set(key, text)
      }
      return text
    },
    i18n: { language, resolvedLanguage: (i18n.resolvedLanguage as Locale | undefined) ?? language },
    ready: true,
  }
}

let current = translation()
const listeners = new Set<() => void>()

function renew(): void {
  shownMissing = false
  current = translation()
  for (const listener of listeners) listener()
}

// Every string of a language is added before it is switched to, so nothing waits. Strings added later
// (ensureAllStrings) re-render the subscribers only when a key was shown missing: they change nothing
// else on screen, and the signed-in lobby, which loads them after its first paint, drew every card again.
i18n.on('languageChanged', renew)
i18n.on('loaded', () => {
  if (shownMissing) renew()
})

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const snapshot = () => current

/** The hook every component uses: `const { t } = useTranslation()`; re-renders on language change. */
export function useTranslation(): Translation {
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}

/** Locales whose whole file is loaded (English starts with its core groups only). */
const loaded = new Set<Locale>()
const pending = new Map<Locale, Promise<void>>()

async function ensureBundle(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return
  let load = pending.get(locale)
  if (!load) {
    load = loaders[locale]().then((bundle) => {
      // Deep, so English's bundled groups stay where the file lacks them; silent, one event below;
      // no copy first (i18next's default deep-copies the whole table through JSON): nothing else holds it.
      i18n.addResourceBundle(locale, NS, bundle.default, true, true, { silent: true, skipCopy: true })
      loaded.add(locale)
      i18n.emit('loaded', { [locale]: [NS] })
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
  await ensureBundle(i18n.language as Locale)
}

function applyLanguage(locale: Locale): void {
  if (globalThis.document) document.documentElement.lang = locale
  setCurrentLocale(locale)
  if (i18n.language !== locale) void i18n.changeLanguage(locale)
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
