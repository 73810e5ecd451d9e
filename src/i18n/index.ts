import i18next, { type i18n as I18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contract/enums.ts'
import en from '../../locales/en.json'
import { getLocale, setCurrentLocale, writeLocaleCookie } from './locale.ts'

/**
 * i18next setup. English is bundled eagerly (it is the fallback, so it must always be there); pt-BR and
 * es load lazily with a dynamic import the first time they are needed, keeping them off the first-load
 * JS budget for everyone else. Locale detection lives in locale.ts (cookie, browser, English).
 */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Resource[string] }>> = {
  'pt-BR': () => import('../../locales/pt-BR.json') as Promise<{ default: Resource[string] }>,
  es: () => import('../../locales/es.json') as Promise<{ default: Resource[string] }>,
}

export const NAMESPACE = 'translation'

export const i18n: I18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  resources: { en: { [NAMESPACE]: en } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // Languages like pt-BR are used as-is; never fall back to a bare 'pt' bundle that does not exist.
  load: 'currentOnly',
  interpolation: { escapeValue: false }, // React escapes already.
  initAsync: false,
  react: { useSuspense: false },
})

async function ensureBundle(locale: Locale): Promise<void> {
  if (locale === 'en' || i18n.hasResourceBundle(locale, NAMESPACE)) return
  const bundle = await loaders[locale]()
  i18n.addResourceBundle(locale, NAMESPACE, bundle.default, true, true)
}

function applyLanguage(locale: Locale): Promise<unknown> {
  if (globalThis.document) document.documentElement.lang = locale
  setCurrentLocale(locale)
  return i18n.changeLanguage(locale)
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
