import { describe, expect, it } from 'vitest'
import { GAME_TEXTS, pickGameLang } from './i18n.ts'

describe('game page texts', () => {
  it('has every key, non-empty, in en, pt-BR and es, with the same placeholders', () => {
    const keys = Object.keys(GAME_TEXTS.en).sort()
    for (const lang of ['pt-BR', 'es'] as const) {
      expect(Object.keys(GAME_TEXTS[lang]).sort()).toEqual(keys)
      for (const k of keys) {
        const text = GAME_TEXTS[lang][k as keyof (typeof GAME_TEXTS)['en']]
        expect(text.trim(), `${lang}.${k}`).not.toBe('')
        const holes = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort()
        expect(holes(text), `${lang}.${k}`).toEqual(
          holes(GAME_TEXTS.en[k as keyof (typeof GAME_TEXTS)['en']]),
        )
      }
    }
    // Real translations, not English copies (OK, and nonce, the term of art, may match).
    const same = keys.filter((k) => GAME_TEXTS.es[k as 'ok'] === GAME_TEXTS.en[k as 'ok'])
    expect(same).toEqual(['nonce', 'ok'])
  })

  it('picks the session language', () => {
    expect(pickGameLang('pt-BR')).toBe('pt-BR')
    expect(pickGameLang('pt')).toBe('pt-BR')
    expect(pickGameLang('es-MX')).toBe('es')
    expect(pickGameLang(undefined)).toBe('en')
  })
})
