import startPopups from 'virtual:locale-all/en/startPopups'
import { ensureAllStrings, i18n } from './index.ts'

/**
 * The strings the notice and home-guide popups draw. Every visitor's first visit shows them, so an
 * English visitor gets just this group (a module of its own, in the start-popups chunk: see
 * scripts/build/vite-locale-plugin.ts) instead of the whole string table; other languages load every
 * string before the first render anyway, so for them this is ensureAllStrings, which is then done.
 */
export async function ensureStartPopupStrings(): Promise<void> {
  if (i18n.language !== 'en') return ensureAllStrings()
  i18n.addResourceBundle('en', 'translation', startPopups, true, false)
}
