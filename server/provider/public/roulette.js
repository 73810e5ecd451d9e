// European roulette: choose a chip and a bet type, place chips on the table (numbers 0-36 in 12 rows of 3,
// the outside bets beside and below), Spin. The server takes the total, draws the pocket and settles every
// bet; the wheel then turns to that pocket.
import { betName, betsFor, KINDS, keyOf, OUTSIDE, paysOf } from './roulette.table.js'
import { colourOf, wheel } from './roulette.wheel.js'
import { fill, h } from './ui.js'

const HISTORY = 8

export function mountRoulette(stage, controls, ctx) {
  const { t, money, view, message } = ctx
  const rules = view.rules
  const bets = new Map()
  /** Each placed chip, for Undo: the bet's key and the chip's amount. */
  const placed = []
  const last = []
  let chip = rules.stakes[1] ?? rules.stakes[0]
  let kind = 'straight'
  let busy = false
  let focusAt = 1

  const colourWord = (n) =>
    ({ green: t.rouletteGreen, red: t.rouletteRedWord, black: t.rouletteBlackWord })[colourOf(n)]
  // The chips' amount on a cell: a narrow cell may break it at its space ('1 BRL', 'R$ 1'), which the
  // formatted amount holds as a no-break space.
  const stackText = (amount) => money.amount(amount).replaceAll('\u00a0', ' ')
  const total = () => [...bets.values()].reduce((sum, b) => sum + b.amount, 0)
  const labelOf = (on) => {
    const label = fill(t.rouletteBetLabel, { bet: betName(t, on, colourWord), pays: paysOf(on) })
    const bet = bets.get(keyOf(on))
    return bet ? fill(t.rouletteBetOn, { label, amount: money.amount(bet.amount) }) : label
  }

  // The wheel and the latest numbers.
  const spinner = wheel(t.rouletteWheel)
  const resultEl = h('output', { class: 'roulette-result', 'data-testid': 'roulette-result' })
  const lastEl = h('ol', { class: 'roulette-last', 'aria-label': t.rouletteLast })
  const wheelBox = h(
    'div',
    { class: 'wheel-box' },
    spinner.el,
    h('div', { class: 'wheel-side' }, resultEl, lastEl),
  )

  // The table: numbers, then the outside bets, each a real button.
  const numberCells = Array.from({ length: 37 }, (_, n) =>
    h('button', {
      class: `rt-cell rt-num rt-${colourOf(n)}`,
      type: 'button',
      tabindex: n === focusAt ? '0' : '-1',
      'data-n': String(n),
      onclick: () => placeOn(betsFor(kind, n)),
      onfocus: () => {
        focusAt = n
      },
    }),
  )
  for (const [n, cell] of numberCells.entries()) {
    cell.style.setProperty(
      'grid-area',
      n === 0 ? '1 / 3 / 2 / 6' : `${Math.ceil(n / 3) + 1} / ${((n - 1) % 3) + 3}`,
    )
  }
  const outsideCells = OUTSIDE.map((o) => {
    const cell = h('button', {
      class: `rt-cell rt-out rt-out-${o.on}`,
      type: 'button',
      'data-bet': o.on,
      onclick: () => placeOn(o.on),
    })
    cell.style.setProperty('grid-area', o.area)
    return { ...o, cell }
  })
  const grid = h(
    'div',
    { class: 'rt-grid', role: 'group', 'aria-label': t.rouletteTable },
    ...numberCells,
    ...outsideCells.map((o) => o.cell),
  )
  grid.addEventListener('keydown', (e) => {
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 }
    const step = moves[e.key]
    if (step === undefined || !numberCells.includes(document.activeElement)) return
    e.preventDefault()
    let next = focusAt === 0 ? (step > 0 ? 2 : 0) : focusAt + step
    if (focusAt !== 0 && next < 1) next = step === -3 ? 0 : focusAt
    if (Math.abs(step) === 1 && focusAt !== 0 && Math.ceil(next / 3) !== Math.ceil(focusAt / 3)) return
    if (next > 36) return
    numberCells[focusAt].tabIndex = -1
    numberCells[next].tabIndex = 0
    numberCells[next].focus()
  })
  const listEl = h('ul', { class: 'rt-list', 'aria-label': t.rouletteYourBets })
  stage.append(h('div', { class: 'roulette' }, wheelBox, h('div', { class: 'rt-table' }, grid, listEl)))

  // Controls: chip, bet type, undo, clear, spin.
  const chipButtons = rules.stakes.map((amount) =>
    h('button', {
      class: 'chip rt-chip',
      type: 'button',
      'aria-pressed': 'false',
      text: money.amount(amount),
      onclick: () => {
        chip = amount
        paint()
      },
    }),
  )
  const kindSelect = h(
    'select',
    { id: 'rt-kind', class: 'rt-kind', 'data-testid': 'bet-kind' },
    ...KINDS.map((k) => h('option', { value: k.id, text: t[k.text] })),
  )
  kindSelect.addEventListener('change', () => {
    kind = kindSelect.value
    paint()
  })
  // Icons on phones' narrow row; the name is the text.
  const iconButton = (label, icon, onclick) =>
    h('button', {
      class: 'btn rt-icon',
      type: 'button',
      'aria-label': label,
      title: label,
      text: icon,
      onclick,
    })
  const undoBtn = iconButton(t.rouletteUndo, '↶', undo)
  const clearBtn = iconButton(t.rouletteClear, '✕', clear)
  const spinBtn = h('button', {
    class: 'btn primary spin rt-spin',
    type: 'button',
    'data-testid': 'spin-button',
  })
  spinBtn.addEventListener('click', spin)
  controls.append(
    h('div', { class: 'chips rt-chips', role: 'group', 'aria-label': t.rouletteChip }, ...chipButtons),
    h(
      'div',
      { class: 'rt-actions' },
      h(
        'div',
        { class: 'stake' },
        h('label', { class: 'stake-label', for: 'rt-kind', text: t.rouletteKind }),
        kindSelect,
      ),
      undoBtn,
      clearBtn,
      spinBtn,
    ),
  )

  function placeOn(on) {
    if (busy || on === null) return
    const key = keyOf(on)
    const full = (!bets.has(key) && bets.size >= rules.maxBets) || total() + chip > rules.maxTotal
    if (full) {
      message.className = 'message plain'
      message.textContent = fill(t.rouletteFull, { bets: rules.maxBets, max: money.amount(rules.maxTotal) })
      return
    }
    bets.set(key, { on, amount: (bets.get(key)?.amount ?? 0) + chip })
    placed.push({ key, amount: chip })
    message.className = 'message'
    message.textContent = fill(t.rouletteTotal, { amount: money.amount(total()) })
    paint()
  }

  function undo() {
    const chipBack = placed.pop()
    if (!chipBack || busy) return
    const bet = bets.get(chipBack.key)
    if (bet && bet.amount > chipBack.amount) bet.amount -= chipBack.amount
    else bets.delete(chipBack.key)
    paint()
  }

  function clear() {
    if (busy) return
    bets.clear()
    placed.length = 0
    paint()
  }

  function paint() {
    const covered = new Set()
    for (const b of bets.values())
      if (Array.isArray(b.on) && b.on.length > 1) for (const n of b.on) covered.add(n)
    for (const [n, cell] of numberCells.entries()) {
      const on = betsFor(kind, n)
      const straight = bets.get(keyOf([n]))
      cell.replaceChildren(h('span', { class: 'rt-label', text: String(n) }))
      if (straight) cell.append(h('span', { class: 'rt-stack', text: stackText(straight.amount) }))
      cell.classList.toggle('covered', covered.has(n))
      cell.classList.toggle('na', on === null)
      cell.setAttribute('aria-disabled', String(on === null || busy))
      cell.setAttribute('aria-label', on === null ? fill(t.rouletteNotHere, { n }) : labelOf(on))
    }
    for (const o of outsideCells) {
      const bet = bets.get(o.on)
      o.cell.replaceChildren(h('span', { class: 'rt-label', text: o.face(t) }))
      if (bet) o.cell.append(h('span', { class: 'rt-stack', text: stackText(bet.amount) }))
      o.cell.setAttribute('aria-label', o.faceFirst ? `${o.face(t)}, ${labelOf(o.on)}` : labelOf(o.on))
      o.cell.setAttribute('aria-disabled', String(busy))
    }
    listEl.replaceChildren(
      ...[...bets.values()].map((b) =>
        h('li', { text: `${betName(t, b.on, colourWord)}: ${money.amount(b.amount)}` }),
      ),
    )
    chipButtons.forEach((c, i) => {
      c.setAttribute('aria-pressed', String(rules.stakes[i] === chip))
      c.disabled = busy
    })
    kindSelect.disabled = busy
    undoBtn.disabled = busy || placed.length === 0
    clearBtn.disabled = busy || bets.size === 0
    spinBtn.textContent = fill(t.rouletteSpin, { amount: bets.size > 0 ? money.amount(total()) : '' }).trim()
    spinBtn.disabled = busy || bets.size === 0
  }

  function showResult(pocket) {
    resultEl.className = `roulette-result rt-${colourOf(pocket)}`
    resultEl.textContent = String(pocket)
    last.unshift(pocket)
    last.length = Math.min(last.length, HISTORY)
    lastEl.replaceChildren(
      ...last.map((n) =>
        h('li', { class: `rt-${colourOf(n)}`, text: String(n), 'aria-label': `${n} ${colourWord(n)}` }),
      ),
    )
  }

  async function spin() {
    if (busy || bets.size === 0) return
    busy = true
    const stake = total()
    message.className = 'message'
    message.textContent = ''
    stage.classList.remove('won', 'lost', 'celebrate')
    paint()
    let result
    try {
      result = await ctx.call('/roulette/spin', { bets: [...bets.values()] })
    } catch {
      busy = false
      paint()
      return
    }
    wheelBox.scrollIntoView({ block: 'nearest' })
    await spinner.spinTo(result.outcome.pocket)
    const pocket = result.outcome.pocket
    showResult(pocket)
    const landed = fill(t.rouletteLanded, { result: `${pocket} ${colourWord(pocket)}` })
    if (result.win > stake) {
      stage.classList.add('won', 'celebrate')
      message.className = 'message big-win'
      message.textContent = `${landed} · ${fill(t.youWin, { amount: money.amount(result.win) })}`
    } else {
      stage.classList.add('lost')
      message.className = 'message plain'
      message.textContent =
        result.win > 0
          ? `${landed} · ${fill(t.returned, { amount: money.amount(result.win), stake: money.amount(stake) })}`
          : `${landed} · ${t.noWin}`
    }
    ctx.settled(result)
    busy = false
    paint()
  }

  message.textContent = t.rouletteNoBets
  paint()
}
