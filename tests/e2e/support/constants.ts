import type { BrowserContext } from '@playwright/test'
import en from '../../../locales/en.json' with { type: 'json' }
import es from '../../../locales/es.json' with { type: 'json' }
import ptBR from '../../../locales/pt-BR.json' with { type: 'json' }

/** Where optional screenshots go (shootWidths): E2E_SHOTS_DIR, or none. */
export const SHOTS = process.env.E2E_SHOTS_DIR
/** Each locale's strings, so a spec can look for the text a page shows in that language. */
export const STRINGS = { en, 'pt-BR': ptBR, es } as const
export const LOCALES = ['en', 'pt-BR', 'es'] as const
/** The built-in provider's slot (gameType 1): the game the specs spin to make valid bets. */
export const SLOT_GAME_TYPE = 1

/** The app's language from the next page load on, as its locale switch stores it (a cookie). */
export const setLocale = (context: BrowserContext, baseURL: string | undefined, locale: string) =>
  context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }])
