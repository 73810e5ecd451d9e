import { describe, expect, it } from 'vitest'
import { allowedEdits, buildNameIndex, editDistance, matchNames, normalise } from './name-match.ts'

// Names from the seeded catalogue (server/db/seed/defaults/catalog.ts), in its order, plus two accented.
const names = [
  'Copper Canyon Gold',
  'Moonlit Koi',
  'Samba Sunrise',
  'Velvet Blackjack',
  'Royal Ribbon Roulette',
  'Baccarat Lagoon',
  'Dragon & Tiger Duel',
  "Casino Hold'em Deluxe",
  'Reef Raiders',
  'Marigold Live Roulette',
  'Marigold Live Blackjack',
  'Marigold Live Baccarat',
  'Live Dice Duel',
  'Rio Carnival Cash',
  'Carnival Crowns',
  'Lucky 28',
  'Pick-3 Parade',
  'Café Fortune',
  'Pião Dourado',
]
const index = buildNameIndex(names, (n) => n)
const find = (q: string) => matchNames(index, q)

describe('normalise', () => {
  it('folds accents and case and collapses spaces', () => {
    expect(normalise('  CAFÉ   Fortune\t ')).toBe('cafe fortune')
    expect(normalise('Pião Dourado')).toBe('piao dourado')
    expect(normalise('Ruleta Española')).toBe('ruleta espanola')
  })
})

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps', () => {
    expect(editDistance('blackjak', 'blackjack')).toBe(1)
    expect(editDistance('roulete', 'roulette')).toBe(1)
    expect(editDistance('baccarta', 'baccarat')).toBe(1)
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(editDistance('', 'abc')).toBe(3)
    expect(editDistance('abcdef', 'abcdef')).toBe(0)
  })

  it('stops at the bound', () => {
    expect(editDistance('blackjack', 'roulette', 2)).toBe(3)
    expect(editDistance('a', 'abcdef', 1)).toBe(2)
  })

  it('allows 0 edits under 4 letters, 1 for 4-7, 2 for 8 and more', () => {
    expect([3, 4, 7, 8, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2])
  })
})

describe('matchNames', () => {
  it("finds the blackjack titles for 'blackjak'", () => {
    expect(find('blackjak')).toEqual(['Velvet Blackjack', 'Marigold Live Blackjack'])
    expect(find('blakcjak')).toEqual(['Velvet Blackjack', 'Marigold Live Blackjack'])
  })

  it("finds roulette for 'ROULETTE' and 'roulete'", () => {
    const roulette = ['Royal Ribbon Roulette', 'Marigold Live Roulette']
    expect(find('ROULETTE')).toEqual(roulette)
    expect(find('roulete')).toEqual(roulette)
    expect(find('live roulete')).toEqual(['Marigold Live Roulette'])
  })

  it('matches accented queries to plain names and plain queries to accented names', () => {
    expect(find('Bácarat')).toEqual(['Baccarat Lagoon', 'Marigold Live Baccarat'])
    expect(find('dragón')).toEqual(['Dragon & Tiger Duel'])
    expect(find('cassíno')).toEqual(["Casino Hold'em Deluxe"])
    expect(find('cafe')).toEqual(['Café Fortune'])
    expect(find('piao dorado')).toEqual(['Pião Dourado'])
    expect(find('PIÃO')).toEqual(['Pião Dourado'])
  })

  it('finds nothing for nonsense, and short words only exactly', () => {
    expect(find('zzzz')).toEqual([])
    expect(find('koj')).toEqual([])
    expect(find('blackjack zzzz')).toEqual([])
  })

  it('ranks prefix matches, then substrings, then typos, each in catalogue order', () => {
    // Word starts first (catalogue order), then the same letters inside a word.
    expect(find('carnival')).toEqual(['Rio Carnival Cash', 'Carnival Crowns'])
    expect(find('car')).toEqual([
      'Rio Carnival Cash',
      'Carnival Crowns',
      'Baccarat Lagoon',
      'Marigold Live Baccarat',
    ])
    // 'duel' is a word of two names; 'dual' is one edit from it.
    expect(find('dual')).toEqual(['Dragon & Tiger Duel', 'Live Dice Duel'])
    expect(find('live')).toEqual([
      'Marigold Live Roulette',
      'Marigold Live Blackjack',
      'Marigold Live Baccarat',
      'Live Dice Duel',
    ])
    expect(find('rou')).toEqual(['Royal Ribbon Roulette', 'Marigold Live Roulette'])
    // A substring inside a word ranks after word starts; a typo after both.
    expect(find('ack')).toEqual(['Velvet Blackjack', 'Marigold Live Blackjack'])
    expect(find('gold')).toEqual([
      'Copper Canyon Gold',
      'Marigold Live Roulette',
      'Marigold Live Blackjack',
      'Marigold Live Baccarat',
      "Casino Hold'em Deluxe",
    ])
    expect(find('golf')).toEqual(['Copper Canyon Gold'])
  })

  it('matches digits and punctuated names, and returns everything for an empty query', () => {
    expect(find('28')).toEqual(['Lucky 28'])
    expect(find('pick 3')).toEqual(['Pick-3 Parade'])
    expect(find("hold'em")).toEqual(["Casino Hold'em Deluxe"])
    expect(find('   ')).toEqual(names)
  })
})
