import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import pt from '../../locales/pt-BR.json'
import { changeLocale, getLocale, i18n, i18nReady, useLocale } from './index.ts'

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
    expect(i18n.hasResourceBundle('pt-BR', 'translation')).toBe(true)
    expect(i18n.t('tips.title')).toBe(pt.tips.title)
  })

  it('re-renders useLocale subscribers', async () => {
    const { result } = renderHook(() => useLocale())
    expect(result.current).toBe('en')
    await changeLocale('es')
    await waitFor(() => expect(result.current).toBe('es'))
  })

  it('falls back to English for keys missing in a locale', async () => {
    i18n.addResource('en', 'translation', 'test.onlyEnglish', 'English only')
    await changeLocale('es')
    expect(i18n.t('test.onlyEnglish')).toBe('English only')
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
