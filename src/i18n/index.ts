import { createInstance, type TFunction } from 'i18next'
import { useSyncExternalStore } from 'react'
import { DEFAULT_LOCALE, type Locale } from '../../contract/enums.ts'
import en from '../../locales/en.json'
import { getLocale, setCurrentLocale, writeLocaleCookie } from './locale.ts'

/**
 * The app's one i18next instance (STYLE: i18next only through this module). English is bundled eagerly
 * (it is the fallback, so it must always be there); pt-BR and es load lazily with a dynamic import the
 * first time they are needed, keeping them off everyone else's first load. Locale detection lives in
 * locale.ts (cookie, browser, English).
 */
type Messages = typeof en
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
  'pt-BR': () => import('../../locales/pt-BR.json'),
  es: () => import('../../locales/es.json'),
}

export const i18n = createInstance()
void i18n.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  resources: { en: { translation: en } },
  // React escapes what it renders; i18next must not escape a second time.
  interpolation: { escapeValue: false },
  initAsync: false,
})

export type { TFunction }

export interface Translation {
  /** `t` for the current language; a new function after each language change. */
  t: TFunction
  i18n: typeof i18n
  ready: true
}

/*
 * The React binding: components re-render when the language changes. react-i18next would do the same
 * with Suspense, HOCs and <Trans>, none of which the app uses, for ~5 KiB gzip of the first-load budget
 * (DESIGN 7); strings are always loaded before a switch, so a store subscription is all it takes.
 */
const snapshot = (): Translation => ({ t: i18n.t.bind(i18n) as TFunction, i18n, ready: true })
let translation = snapshot()
const listeners = new Set<() => void>()
i18n.on('languageChanged', () => {
  translation = snapshot()
  for (const listener of [...listeners]) listener()
})
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
  if (locale === 'en' || i18n.hasResourceBundle(locale, 'translation')) return
  const bundle = await loaders[locale]()
  i18n.addResourceBundle(locale, 'translation', bundle.default)
}

async function applyLanguage(locale: Locale): Promise<void> {
  if (globalThis.document) document.documentElement.lang = locale
  setCurrentLocale(locale)
  await i18n.changeLanguage(locale)
}

/**
 * Resolves once the detected locale's strings are loaded; main.tsx awaits it before the first render
 * so non-English players never see an English flash.
 */
export const i18nReady: Promise<void> = (async () => {
  const locale = getLocale()
  try {
    await ensureBundle(locale)
    await applyLanguage(locale)
  } catch (error) {
    // A failed chunk load (offline first visit) leaves English on screen rather than no app.
    console.warn(`[i18n] could not load ${locale}`, error)
    await applyLanguage(DEFAULT_LOCALE)
  }
})()

/**
 * Switches language: loads its strings, remembers the choice in the `locale` cookie for 365 days, sets
 * <html lang> and notifies subscribers (locale-keyed queries refetch because their keys change).
 */
export async function changeLocale(locale: Locale): Promise<void> {
  await ensureBundle(locale)
  writeLocaleCookie(locale)
  await applyLanguage(locale)
}

export { detectLocale, getLocale, isLocale, matchLocale } from './locale.ts'
export { useLocale } from './use-locale.ts'
