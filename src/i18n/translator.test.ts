import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import en from '../../locales/en.json'
import { i18n, useTranslation } from './index.ts'
import { Translator } from './translator.ts'

const make = () =>
  new Translator('en', {
    greet: 'Hello {{name}}',
    nested: { deep: { key: 'Deep' } },
    raw: '<b>{{ html }}</b> {{missing}}',
    item_one: '{{count}} item',
    item_other: '{{count}} items',
    onlyEnglish: 'English only',
  })

describe('Translator', () => {
  it('looks up dotted keys and interpolates without escaping', () => {
    const t = make().t
    expect(t('nested.deep.key')).toBe('Deep')
    expect(t('greet', { name: 'Ana' })).toBe('Hello Ana')
    expect(t('raw', { html: '<i>x</i>' })).toBe('<b><i>x</i></b> {{missing}}')
    expect(t('greet', { name: 0 })).toBe('Hello 0')
  })

  it('returns the key when nothing matches, including keys that name a subtree', () => {
    const t = make().t
    expect(t('no.such.key')).toBe('no.such.key')
    expect(t('nested.deep')).toBe('nested.deep')
    expect(t('greet.more')).toBe('greet.more')
  })

  it('reads the current language first, then the fallback', () => {
    const tr = make()
    tr.addBundle('es', { greet: 'Hola {{name}}' })
    tr.changeLanguage('es')
    expect(tr.t('greet', { name: 'Ana' })).toBe('Hola Ana')
    expect(tr.t('onlyEnglish')).toBe('English only')
    expect(tr.resolvedLanguage).toBe('es')
  })

  it('resolves to the fallback language while a bundle is missing', () => {
    const tr = make()
    tr.changeLanguage('pt-BR')
    expect(tr.language).toBe('pt-BR')
    expect(tr.resolvedLanguage).toBe('en')
    expect(tr.t('greet', { name: 'Ana' })).toBe('Hello Ana')
  })

  it('picks _one/_other by Intl.PluralRules when count is a number, else the plain key', () => {
    const tr = make()
    expect(tr.t('item', { count: 1 })).toBe('1 item')
    expect(tr.t('item', { count: 5 })).toBe('5 items')
    expect(tr.t('greet', { count: 2, name: 'x' })).toBe('Hello x')
  })

  it('adds single dotted messages without touching the rest of the bundle', () => {
    const tr = make()
    tr.addMessage('en', 'nested.other', 'Other')
    expect(tr.t('nested.other')).toBe('Other')
    expect(tr.t('nested.deep.key')).toBe('Deep')
  })

  it('notifies language listeners once per change until unsubscribed', () => {
    const tr = make()
    const listener = vi.fn()
    const off = tr.onLanguageChanged(listener)
    tr.changeLanguage('es')
    tr.changeLanguage('es')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledWith('es')
    off()
    tr.changeLanguage('en')
    expect(listener).toHaveBeenCalledTimes(1)
  })
})

describe('useTranslation', () => {
  it('translates with the app bundle and hands out a new t after a language change', () => {
    const { result } = renderHook(() => useTranslation())
    const first = result.current.t
    expect(first('tips.title')).toBe(en.tips.title)
    i18n.addBundle('es', { tips: { title: 'Consejos' } })
    act(() => i18n.changeLanguage('es'))
    expect(result.current.t).not.toBe(first)
    expect(result.current.t('tips.title')).toBe('Consejos')
    expect(result.current.i18n.language).toBe('es')
    act(() => i18n.changeLanguage('en'))
    expect(result.current.t('tips.title')).toBe(en.tips.title)
  })
})
