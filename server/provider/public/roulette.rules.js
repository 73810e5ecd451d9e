// Roulette's rules and paytable for the rules dialog (rules.js), shown before any stake.
import { fill, h } from './ui.js'

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
  const table = h(
    'table',
    { class: 'paytable', 'data-testid': 'roulette-paytable' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { text: t.rouletteKind }),
        h('th', { text: t.rouletteCovers }),
        h('th', { text: t.roulettePays }),
      ),
    ),
    h(
      'tbody',
      {},
      ...PAYTABLE.map(([key, covers]) =>
        h(
          'tr',
          {},
          h('td', { text: t[key] }),
          h('td', { text: String(covers) }),
          h('td', { text: fill(t.rouletteToOne, { n: 36 / covers - 1 }) }),
        ),
      ),
    ),
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
