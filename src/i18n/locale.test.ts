import { afterEach, describe, expect, it } from 'vitest'
import { detectLocale, localeCookie, matchLocale, readLocaleCookie } from './locale.ts'

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true })
  Object.defineProperty(navigator, 'language', { value: languages[0] ?? '', configurable: true })
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: resetting jsdom's cookie jar between tests.
  document.cookie = 'locale=; max-age=0; path=/'
  setBrowserLanguages(['en-US'])
})

describe('matchLocale', () => {
  it.each([
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['es-MX', 'es'],
    ['es', 'es'],
    ['en-GB', 'en'],
    ['fr-FR', null],
  ])('%s -> %s', (tag, expected) => {
    expect(matchLocale(tag)).toBe(expected)
  })
})

describe('detectLocale', () => {
  it('prefers the locale cookie over the browser', () => {
    setBrowserLanguages(['pt-BR'])
    // biome-ignore lint/suspicious/noDocumentCookie: arranging the cookie the app reads.
    document.cookie = 'locale=es; path=/'
    expect(detectLocale()).toBe('es')
  })

  it('falls back to the first supported browser language', () => {
    setBrowserLanguages(['fr-FR', 'pt-PT', 'es'])
    expect(detectLocale()).toBe('pt-BR')
  })

  it('ignores an unsupported cookie value', () => {
    setBrowserLanguages(['es-AR'])
    // biome-ignore lint/suspicious/noDocumentCookie: arranging the cookie the app reads.
    document.cookie = 'locale=de; path=/'
    expect(detectLocale()).toBe('es')
  })

  it('defaults to English', () => {
    setBrowserLanguages(['de-DE', 'fr'])
    expect(detectLocale()).toBe('en')
  })
})

describe('locale cookie', () => {
  it('lasts 365 days on the whole site with SameSite=Lax', () => {
    expect(localeCookie('pt-BR')).toBe('locale=pt-BR; max-age=31536000; path=/; SameSite=Lax')
  })

  it('is read among other cookies', () => {
    expect(readLocaleCookie('a=1; locale=pt-BR; b=2')).toBe('pt-BR')
    expect(readLocaleCookie('a=1')).toBeNull()
  })
})
