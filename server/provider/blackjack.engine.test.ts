import { describe, expect, it } from 'vitest'
import {
  type act,
  allowed,
  BLACKJACK_RTP_PERCENT,
  type Card,
  isBlackjackStake,
  replay,
  settle,
  start,
  type Table,
  total,
} from './blackjack.engine.ts'
import { simulateReturn } from './blackjack.sim.ts'

/** Cards by rank in spades (0-12), hearts for a second copy where a test wants to tell them apart. */
const A = 0
const T = 9
const J = 10
const Q = 11
const K = 12
const n = (pips: number): Card => pips - 1
const hearts = (c: Card): Card => c + 13

/** A shoe dealt in order: player, dealer up, player, dealer hole, then the draws. */
const shoe = (...cards: Card[]) => cards

const play = (cards: Card[], ...actions: Parameters<typeof act>[2][]): Table => {
  const t = replay(cards, actions)
  if (!t) throw new Error('an action was refused')
  return t
}

describe('blackjack engine: hands', () => {
  it('counts aces 11 when that does not bust (soft), else 1', () => {
    expect(total([A, n(6)])).toEqual({ total: 17, soft: true })
    expect(total([A, n(6), n(9)])).toEqual({ total: 16, soft: false })
    expect(total([A, hearts(A)])).toEqual({ total: 12, soft: true })
    expect(total([A, hearts(A), n(9)])).toEqual({ total: 21, soft: true })
    expect(total([K, Q, n(2)])).toEqual({ total: 22, soft: false })
    expect(total([A, K])).toEqual({ total: 21, soft: true })
    expect(total([J, n(5), A, hearts(A)])).toEqual({ total: 17, soft: false })
  })

  it('deals player, dealer, player, dealer, and offers hit, stand, double, and split on a pair', () => {
    const t = start(shoe(n(8), n(6), hearts(n(8)), T))
    expect(t.hands[0]?.cards).toEqual([7, 20])
    expect(t.dealer).toEqual([5, 9])
    expect(t.over).toBe(false)
    expect(allowed(t)).toEqual(['hit', 'stand', 'double', 'split'])
    expect(allowed(start(shoe(K, n(6), Q, T)))).toEqual(['hit', 'stand', 'double', 'split'])
    expect(allowed(start(shoe(n(9), n(6), n(8), T)))).toEqual(['hit', 'stand', 'double'])
  })
})

describe('blackjack engine: the dealer and settlement', () => {
  it('the dealer stands on soft 17', () => {
    const t = play(shoe(T, A, n(9), n(6), n(5)), 'stand')
    expect(t.dealer).toEqual([0, 5])
    expect(t.over).toBe(true)
    expect(settle(t, 100)).toEqual({ results: ['win'], win: 200, staked: 100 })
  })

  it('the dealer draws on 16 and on soft 16, and stands on hard 17', () => {
    expect(play(shoe(T, T, n(9), n(6), n(5), n(2)), 'stand').dealer).toEqual([9, 5, 4])
    expect(play(shoe(T, A, n(9), n(5), n(5), n(2)), 'stand').dealer).toEqual([0, 4, 4])
    const t = play(shoe(T, T, n(9), n(7), n(5)), 'stand')
    expect(t.dealer).toEqual([9, 6])
    expect(settle(t, 100).results).toEqual(['win'])
  })

  it('blackjack pays 3:2 at once; a dealer blackjack takes the stake at once; two naturals push', () => {
    const mine = start(shoe(A, n(9), K, n(7)))
    expect(mine.over).toBe(true)
    expect(allowed(mine)).toEqual([])
    expect(settle(mine, 100)).toEqual({ results: ['blackjack'], win: 250, staked: 100 })
    expect(settle(mine, 20).win).toBe(50)
    const dealers = start(shoe(T, A, Q, K))
    expect(dealers.over).toBe(true)
    expect(settle(dealers, 100)).toEqual({ results: ['lose'], win: 0, staked: 100 })
    expect(settle(start(shoe(A, A, K, Q)), 100)).toEqual({ results: ['push'], win: 100, staked: 100 })
  })

  it('pushes equal totals, loses a bust without the dealer drawing', () => {
    expect(settle(play(shoe(T, K, Q, J), 'stand'), 100)).toEqual({ results: ['push'], win: 100, staked: 100 })
    const bust = play(shoe(T, n(6), n(6), T, K, n(5)), 'hit')
    expect(bust.hands[0]?.cards).toEqual([9, 5, 12])
    expect(bust.dealer).toEqual([5, 9])
    expect(bust.over).toBe(true)
    expect(settle(bust, 100)).toEqual({ results: ['lose'], win: 0, staked: 100 })
  })

  it('doubles on the first two cards only: one card, twice the stake', () => {
    const t = play(shoe(n(5), n(6), n(6), T, n(9), n(8)), 'double')
    expect(t.hands[0]).toEqual({ cards: [4, 5, 8], doubled: true, done: true })
    expect(t.dealer).toEqual([5, 9, 7])
    expect(settle(t, 100)).toEqual({ results: ['win'], win: 400, staked: 200 })
    expect(replay(shoe(n(2), n(6), n(3), T, n(4), n(5)), ['hit', 'double'])).toBeNull()
    const lost = play(shoe(n(5), T, n(6), n(9), n(2)), 'double')
    expect(settle(lost, 100)).toEqual({ results: ['lose'], win: 0, staked: 200 })
  })

  it('splits a pair once: each hand played in turn, double after split allowed', () => {
    const cards = shoe(n(8), n(6), hearts(n(8)), T, n(3), K, n(2), n(5), hearts(T))
    const split = play(cards, 'split')
    expect(split.hands).toEqual([
      { cards: [7, 2], doubled: false, done: false },
      { cards: [20], doubled: false, done: false },
    ])
    expect(allowed(split)).toEqual(['hit', 'stand', 'double'])
    const second = play(cards, 'split', 'double')
    expect(second.active).toBe(1)
    expect(second.hands[1]?.cards).toEqual([20, 1])
    const t = play(cards, 'split', 'double', 'hit', 'stand')
    expect(t.hands.map((h) => h.cards)).toEqual([
      [7, 2, 12],
      [20, 1, 4],
    ])
    expect(t.dealer).toEqual([5, 9, 22])
    expect(settle(t, 100)).toEqual({ results: ['win', 'win'], win: 600, staked: 300 })
    expect(replay(cards, ['split', 'split'])).toBeNull()
  })

  it('split aces take one card each; 21 on a split hand is not a blackjack', () => {
    const t = play(shoe(A, n(9), hearts(A), n(7), K, n(5), n(5)), 'split')
    expect(t.over).toBe(true)
    expect(t.hands.map((h) => h.cards)).toEqual([
      [0, 12],
      [13, 4],
    ])
    expect(t.dealer).toEqual([8, 6, 4])
    expect(settle(t, 100)).toEqual({ results: ['push', 'lose'], win: 100, staked: 200 })
  })

  it('offers only even stakes, so 3:2 pays whole minor units', () => {
    expect(isBlackjackStake(20)).toBe(true)
    expect(isBlackjackStake(25)).toBe(false)
    expect(replay(shoe(T, n(6), n(6), T), ['split'])).toBeNull()
  })
})

describe('blackjack engine: return to player', () => {
  it('returns the published 99.53% under basic strategy: 10^6 simulated rounds within 0.35% (3 standard errors)', () => {
    const r = simulateReturn(1_000_000, 1)
    // The seeded run, exactly: a change to the rules or the strategy changes these figures.
    expect(r).toEqual({ returned: 2247419, staked: 2254948, initial: 2000000 })
    const perStake = 1 + (r.returned - r.staked) / r.initial
    expect(Math.abs(perStake * 100 - 99.53)).toBeLessThan(0.35)
    expect(BLACKJACK_RTP_PERCENT).toBe(99.53)
  })
})
