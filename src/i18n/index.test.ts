import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '../../locales/en.json'
import es from '../../locales/es.json'
import pt from '../../locales/pt-BR.json'
import {
  changeLocale,
  ensureAllStrings,
  getLocale,
  i18n,
  i18nReady,
  missingKeys,
  useLocale,
  useTranslation,
} from './index.ts'

afterEach(async () => {
  vi.restoreAllMocks()
  await changeLocale('en')
})

describe('changeLocale', () => {
  it('sets the cookie for 365 days, <html lang>, the translator and the locale store', async () => {
    await i18nReady
    const setCookie = vi.spyOn(document, 'cookie', 'set')
    await changeLocale('pt-BR')
    expect(setCookie).toHaveBeenCalledWith('locale=pt-BR; max-age=31536000; path=/; SameSite=Lax')
    expect(document.cookie).toContain('locale=pt-BR')
    expect(document.documentElement.lang).toBe('pt-BR')
    expect(i18n.language).toBe('pt-BR')
    expect(i18n.resolvedLanguage).toBe('pt-BR')
    expect(getLocale()).toBe('pt-BR')
  })

  it('loads the lazily imported bundle before switching', async () => {
    await changeLocale('pt-BR')
    expect(i18n.hasResourceBundle('pt-BR', 'translation')).toBe(true)
    expect(i18n.t('tips.title')).toBe(pt.tips.title)
  })

  it('re-renders useLocale subscribers', async () => {
    const { result } = renderHook(() => useLocale())
    expect(result.current).toBe('en')
    await changeLocale('es')
    await waitFor(() => expect(result.current).toBe('es'))
  })

  it('interpolates {{placeholders}} without escaping (React escapes)', async () => {
    await changeLocale('pt-BR')
    expect(i18n.t('auth.placeholders.code', { count: 6 })).toBe(
      pt.auth.placeholders.code.replace('{{count}}', '6'),
    )
    expect(i18n.t('games.play', { name: 'Tom & <Jerry>' })).toBe(
      pt.games.play.replace('{{name}}', 'Tom & <Jerry>'),
    )
  })

  it('gives useTranslation subscribers a new t that speaks the new language', async () => {
    const { result } = renderHook(() => useTranslation())
    const before = result.current.t
    expect(before('tips.title')).toBe(en.tips.title)
    await changeLocale('es')
    await waitFor(() => expect(result.current.t).not.toBe(before))
    expect(result.current.t('tips.title')).toBe(es.tips.title)
    expect(result.current.i18n.resolvedLanguage).toBe('es')
    expect(result.current.ready).toBe(true)
  })
})

describe('plurals and numbers', () => {
  const count = (n: number) => i18n.t('games.search.count', { count: n })
  const limit = (n: number) => i18n.t('cards.limitText', { count: n })

  it('picks _zero, _one or _other by count in English, numbers grouped the English way', () => {
    expect(count(0)).toBe('0 games')
    expect(count(1)).toBe('1 game')
    expect(count(2)).toBe('2 games')
    expect(count(1234)).toBe('1,234 games')
    expect(limit(1)).toBe('You can keep up to 1 card.')
    expect(limit(5)).toBe('You can keep up to 5 cards.')
  })

  it('follows the Portuguese rules (0 and 1 are singular) and number format', async () => {
    await changeLocale('pt-BR')
    expect(count(0)).toBe('0 jogos') // the explicit _zero form
    expect(count(1)).toBe('1 jogo')
    expect(count(2)).toBe('2 jogos')
    expect(count(1234)).toBe('1.234 jogos')
    // Without a _zero form, pt-BR's plural rule puts 0 with 1, where English puts it with 2.
    expect(limit(0)).toBe('Você pode ter até 0 cartão.')
    expect(limit(3)).toBe('Você pode ter até 3 cartões.')
    // Counts a player sees at zero (a new player's points, spins spent) have their _zero form.
    expect(i18n.t('points.count', { count: 0 })).toBe('0 pontos')
    expect(i18n.t('points.count', { count: 1 })).toBe('1 ponto')
    expect(i18n.t('inviteSpin.spinsLeft', { count: 0 })).toBe('0 giros restantes')
  })

  it('follows the Spanish rules and number format', async () => {
    await changeLocale('es')
    expect(count(1)).toBe('1 juego')
    expect(count(2)).toBe('2 juegos')
    expect(count(12345)).toBe('12.345 juegos')
    expect(limit(0)).toBe('Puedes tener hasta 0 tarjetas.')
    expect(limit(1)).toBe('Puedes tener hasta 1 tarjeta.')
  })

  it('formats whole numbers without Intl.NumberFormat (its first use loads ICU data on the cold path)', async () => {
    // A fresh instance: i18next caches its formatters, so an earlier test's would hide a call.
    vi.resetModules()
    const fresh = await import('./index.ts')
    await fresh.changeLocale('pt-BR')
    const made = vi.spyOn(Intl, 'NumberFormat')
    expect(fresh.i18n.t('games.search.count', { count: 1234 })).toBe('1.234 jogos')
    expect(made).not.toHaveBeenCalled()
    made.mockRestore()
  })

  it('reaches components through useTranslation in the current language', async () => {
    await changeLocale('pt-BR')
    const { result } = renderHook(() => useTranslation())
    expect(result.current.t('games.search.count', { count: 1 })).toBe('1 jogo')
    expect(result.current.t('games.search.count', { count: 25000 })).toBe('25.000 jogos')
  })
})

describe('missing strings', () => {
  it('shows an unknown key as written, and reports it with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(i18n.t('no.such.key')).toBe('no.such.key')
    expect(missingKeys()).toContain('en:no.such.key')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"no.such.key"'))
  })

  it('shows a group asked for as a string as its key, never "[object Object]", and reports it', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(i18n.t('tips')).toBe('tips')
    expect(missingKeys()).toContain('en:tips')
  })

  it("shows an error message this build has no text for as the generic one, never as 'errors.<msg>'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await ensureAllStrings()
    expect(i18n.t('errors.unavailable')).toBe(en.errors.unknown)
    expect(i18n.t('errors.network')).toBe(en.errors.network)
  })

  it('does not report keys that resolve, through the base key or a plural form', () => {
    const before = missingKeys().length
    i18n.t('tips.title')
    i18n.t('auth.placeholders.code', { count: 6 })
    i18n.t('games.search.count', { count: 3 })
    expect(missingKeys()).toHaveLength(before)
  })
})

describe('fallback', () => {
  afterEach(() => {
    vi.doUnmock('../../locales/es.json')
  })

  it('shows English for keys missing in a lazily loaded locale', async () => {
    const { title: _dropped, ...tips } = es.tips
    vi.doMock('../../locales/es.json', () => ({ default: { ...es, tips } }))
    vi.resetModules()
    const fresh = await import('./index.ts')
    await fresh.changeLocale('es')
    expect(fresh.i18n.t('tips.title')).toBe(en.tips.title)
    expect(fresh.i18n.t('tips.timeout')).toBe(es.tips.timeout)
    expect(fresh.missingKeys()).toEqual([])
    await fresh.changeLocale('en')
  })
})

describe('startup', () => {
  it('starts in the locale from the cookie, strings loaded, and sets <html lang>', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: arranging the cookie the app reads at boot.
    document.cookie = 'locale=es; path=/'
    vi.resetModules()
    const fresh = await import('./index.ts')
    await fresh.i18nReady
    expect(fresh.i18n.language).toBe('es')
    expect(fresh.getLocale()).toBe('es')
    expect(document.documentElement.lang).toBe('es')
    // No English flash: what the first render asks for is already Spanish.
    expect(fresh.i18n.t('lobby.all')).toBe(es.lobby.all)
    expect(fresh.i18n.t('games.search.count', { count: 2 })).toBe('2 juegos')
  })
})
