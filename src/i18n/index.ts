import { useSyncExternalStore } from 'react'
import { DEFAULT_LOCALE, type Locale } from '../../contract/enums.ts'
import en from '../../locales/en.json'
import { getLocale, setCurrentLocale, writeLocaleCookie } from './locale.ts'
import { type Messages, type TFunction, Translator } from './translator.ts'

/**
 * Translation setup. English is bundled eagerly (it is the fallback, so it must always be there);
 * pt-BR and es load lazily with a dynamic import the first time they are needed, keeping them off the
 * first-load JS budget for everyone else. Locale detection lives in locale.ts (cookie, browser, English).
 */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
  'pt-BR': () => import('../../locales/pt-BR.json'),
  es: () => import('../../locales/es.json'),
}

export const i18n = new Translator(DEFAULT_LOCALE, en)

export type { Messages, TFunction } from './translator.ts'

export interface Translation {
  /** `t` for the current language; a new function after each language change. */
  t: TFunction
  i18n: Translator
  ready: true
}

// React binding: components re-render when the language changes. English is bundled and other
// bundles load before the switch, so strings are always ready.
const translationSnapshot = (): Translation => ({
  t: (key, values) => i18n.t(key, values),
  i18n,
  ready: true,
})
let translation = translationSnapshot()
const translationListeners = new Set<() => void>()
i18n.onLanguageChanged(() => {
  translation = translationSnapshot()
  for (const listener of [...translationListeners]) listener()
})
const subscribeTranslation = (listener: () => void) => {
  translationListeners.add(listener)
  return () => {
    translationListeners.delete(listener)
  }
}
const getTranslation = () => translation

/** The hook every component uses: `const { t } = useTranslation()` (react-i18next's shape). */
export function useTranslation(): Translation {
  return useSyncExternalStore(subscribeTranslation, getTranslation, getTranslation)
}

async function ensureBundle(locale: Locale): Promise<void> {
  if (locale === 'en' || i18n.hasBundle(locale)) return
  const bundle = await loaders[locale]()
  i18n.addBundle(locale, bundle.default)
}

function applyLanguage(locale: Locale): void {
  if (globalThis.document) document.documentElement.lang = locale
  setCurrentLocale(locale)
  i18n.changeLanguage(locale)
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
