import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '../../locales/en.json'
import es from '../../locales/es.json'
import pt from '../../locales/pt-BR.json'
import { changeLocale, getLocale, i18n, i18nReady, useLocale, useTranslation } from './index.ts'

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
    expect(getLocale()).toBe('pt-BR')
  })

  it('loads the lazily imported bundle before switching', async () => {
    await changeLocale('pt-BR')
    expect(i18n.hasBundle('pt-BR')).toBe(true)
    expect(i18n.t('tips.title')).toBe(pt.tips.title)
  })

  it('re-renders useLocale subscribers', async () => {
    const { result } = renderHook(() => useLocale())
    expect(result.current).toBe('en')
    await changeLocale('es')
    await waitFor(() => expect(result.current).toBe('es'))
  })

  it('interpolates {{placeholders}} and returns an unknown key as written', async () => {
    await changeLocale('pt-BR')
    expect(i18n.t('auth.placeholders.code', { count: 6 })).toBe(
      pt.auth.placeholders.code.replace('{{count}}', '6'),
    )
    expect(i18n.t('no.such.key')).toBe('no.such.key')
    // A namespace is not a string: the key again, never "[object Object]".
    expect(i18n.t('tips')).toBe('tips')
  })

  it('gives useTranslation subscribers a new t that speaks the new language', async () => {
    const { result } = renderHook(() => useTranslation())
    const before = result.current.t
    expect(before('tips.title')).toBe(en.tips.title)
    await changeLocale('es')
    await waitFor(() => expect(result.current.t).not.toBe(before))
    expect(result.current.t('tips.title')).toBe(es.tips.title)
    expect(result.current.i18n.resolvedLanguage).toBe('es')
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
    await fresh.changeLocale('en')
  })
})

describe('startup', () => {
  it('starts in the locale from the cookie and sets <html lang>', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: arranging the cookie the app reads at boot.
    document.cookie = 'locale=es; path=/'
    vi.resetModules()
    const fresh = await import('./index.ts')
    await fresh.i18nReady
    expect(fresh.i18n.language).toBe('es')
    expect(fresh.getLocale()).toBe('es')
    expect(document.documentElement.lang).toBe('es')
  })
})
