// Roulette's rules and paytable for the rules dialog (rules.js), shown before any stake.
import { fill, h, paytable } from './ui.js'

const PAYTABLE = [
  ['rouletteStraight', 1],
  ['rouletteSplit', 2],
  ['rouletteStreet', 3],
  ['rouletteZeroTrio', 3],
  ['rouletteCorner', 4],
  ['rouletteSixLine', 6],
  ['rouletteDozen', 12],
  ['rouletteColumn', 12],
  ['rouletteEvenMoney', 18],
]

export function rouletteRules(view, money) {
  const t = view.texts
  const r = view.rules
  const table = paytable(
    [t.rouletteKind, t.rouletteCovers, t.roulettePays],
    PAYTABLE.map(([key, covers]) => [t[key], String(covers), fill(t.rouletteToOne, { n: 36 / covers - 1 })]),
    { 'data-testid': 'roulette-paytable' },
  )
  return [
    h('p', { text: t.rouletteRules }),
    h('p', { text: t.rouletteRtp }),
    h('p', {
      text: fill(t.rouletteLimits, {
        chips: r.stakes.map((c) => money(c)).join(', '),
        bets: r.maxBets,
        max: money(r.maxTotal),
      }),
    }),
    table,
  ]
}
