// The rules, paytable and RTP: one tap away from the header at all times, before any stake.
import { symbolSvg } from './art.js'
import { rouletteRules } from './roulette.rules.js'
import { decimal, fill, h, paytable } from './ui.js'

function paylineDiagram(rows, index) {
  const grid = h('div', { class: 'pl-grid', 'aria-label': String(index + 1) })
  for (let row = 0; row < 3; row++) {
    for (let reel = 0; reel < 5; reel++) {
      grid.append(h('span', { class: rows[reel] === row ? 'pl-cell on' : 'pl-cell' }))
    }
  }
  return h('figure', { class: 'pl' }, grid, h('figcaption', { text: String(index + 1) }))
}

function slotRules(view, theme) {
  const { t } = { t: view.texts }
  const r = view.rules
  const table = paytable(
    [t.symbol, '3', '4', '5'],
    r.symbols.map((s) => [symbolSvg(theme, s), ...r.paytable[s].map((m) => `×${m}`)]),
  )
  return [
    h('p', { text: t.slotRules }),
    h('p', { class: 'wild-rule' }, symbolSvg(theme, 'W'), document.createTextNode(t.wildRule)),
    h('p', { text: t.cycleRule }),
    h('h3', { text: `${t.lineBet} ×` }),
    table,
    h('h3', { text: t.paylines }),
    h('div', { class: 'paylines' }, ...r.paylines.map(paylineDiagram)),
  ]
}

function diceRules(view) {
  const lang = view.lang
  const t = view.texts
  const r = view.rules
  const table = paytable(
    [t.payout, t.chance, t.target.replace('{{target}}', '')],
    r.multipliers.map((m) => [
      `×${decimal(m.multiplier / 100, lang)}`,
      `${decimal(m.target / 100, lang)}%`,
      decimal(m.target / 100, lang),
    ]),
  )
  return [h('p', { text: t.diceRules }), table]
}

function minesRules(view) {
  const lang = view.lang
  const t = view.texts
  const r = view.rules
  const counts = [1, 3, 5, 10, 24].filter((m) => m >= r.minMines && m <= r.maxMines)
  const picks = [1, 2, 3, 5, 8]
  const table = paytable(
    [`${t.safeTiles} / ${t.minesCount}`, ...counts.map((m) => String(m))],
    picks.map((k) => [
      String(k),
      ...counts.map((m) => {
        const v = r.paytable[m - 1]?.[k - 1]
        return v ? `×${decimal(v / 100, lang)}` : '–'
      }),
    ]),
    { rowHeads: true },
  )
  return [h('p', { text: t.minesRules }), h('p', { text: t.minesRtp }), table]
}

function crashRules(view) {
  const lang = view.lang
  const t = view.texts
  const r = view.rules
  const table = paytable(
    [t.crashReaches, t.chance, t.payout],
    r.paytable.map((row) => [
      `×${decimal(row.target / 100, lang)}`,
      `${decimal(row.chance / 10_000, lang)}%`,
      `×${decimal(row.target / 100, lang)}`,
    ]),
    { rowHeads: true },
  )
  return [h('p', { text: t.crashRules }), h('p', { text: t.crashRtp }), table]
}

function blackjackRules(view) {
  const t = view.texts
  const rows = [
    [t.bjPayBlackjack, '3:2'],
    [t.bjPayWin, '1:1'],
    [t.bjPayPush, '–'],
  ]
  const table = paytable([t.bjHand.replace('{{n}}', ''), t.bjPays], rows)
  return [
    h('p', { text: t.bjRules }),
    h('p', { text: t.bjShoe }),
    table,
    h('p', { class: 'fine', text: fill(t.bjRtp, { rtp: decimal(view.rules.rtp, view.lang) }) }),
    h('p', { class: 'fine', text: t.bjKeys }),
  ]
}

export function rulesDialog(view, theme, money) {
  const t = view.texts
  const dialog = h('dialog', { class: 'rules', 'aria-labelledby': 'rules-title' })
  const closeBtn = h('button', { class: 'btn', type: 'button', text: t.close, onclick: () => dialog.close() })
  dialog.append(
    h(
      'div',
      // Focusable: on a phone the rules scroll, and the keyboard must be able to scroll them.
      { class: 'rules-body', tabindex: '0' },
      h('h2', { id: 'rules-title', text: t.rules }),
      h('p', {
        class: 'rtp',
        'data-testid': 'rtp',
        text: fill(t.rtp, { rtp: decimal(view.rules.rtp, view.lang) }),
      }),
      h('p', { class: 'fine', text: t.rtpNote }),
      ...(view.engine === 'slot'
        ? slotRules(view, theme)
        : view.engine === 'mines'
          ? minesRules(view)
          : view.engine === 'roulette'
            ? rouletteRules(view, money)
            : view.engine === 'blackjack'
              ? blackjackRules(view)
              : view.engine === 'crash'
                ? crashRules(view)
                : diceRules(view)),
    ),
    h('div', { class: 'rules-foot' }, closeBtn),
  )
  return dialog
}
