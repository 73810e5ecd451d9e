import { describe, expect, it } from 'vitest'
import { hasUnprintable, withoutUnprintable } from './display-name.ts'

const ZWJ = '\u200D'
const technologist = `👩${ZWJ}💻`
const family = `👨${ZWJ}👩${ZWJ}👧`
const scotland = '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'
const thumbsToned = '👍🏽'
const heartOnFire = `❤\uFE0F${ZWJ}🔥`
const toned = `🧑🏽${ZWJ}🚀`

describe('shown names', () => {
  it('take emoji written with joiners, variation selectors, skin tones and flag tags', () => {
    for (const name of [
      `Ana ${technologist}`,
      family,
      scotland,
      thumbsToned,
      heartOnFire,
      toned,
      'Zoë',
      'José María',
    ]) {
      expect(hasUnprintable(name), JSON.stringify(name)).toBe(false)
    }
  })

  it('refuse joiners outside an emoji, zero-width and bidi characters, controls and separators', () => {
    for (const name of [
      `a${ZWJ}b`,
      `${ZWJ}👩`,
      `👩${ZWJ}`,
      `👩${ZWJ}a`,
      'ab\u200B',
      'admin\u202Eevil',
      'line\u2028break',
      'tab\there',
      'a\u{E0067}\u{E007F}',
      '🏴\u{E0067}',
    ]) {
      expect(hasUnprintable(name), JSON.stringify(name)).toBe(true)
    }
  })

  it('strip what a shown name may not hold and keep its emoji whole', () => {
    expect(withoutUnprintable(`A\u202Eli ${technologist}\u200B`)).toBe(`Ali ${technologist}`)
    expect(withoutUnprintable(`x${ZWJ}y ${scotland}`)).toBe(`xy ${scotland}`)
    expect(withoutUnprintable('plain')).toBe('plain')
  })
})
