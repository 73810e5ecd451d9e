// Mines: choose the mines count and stake, Bet, pick tiles (a gem raises the multiplier, a mine ends the
// round), cash out after any gem. The server holds the mines; the page shows what each answer says.
import { tileSvg } from './art.js'
import { decimal, fill, h, playCalls, stakePicker } from './ui.js'

const SIZE = 5

export function mountMines(stage, controls, ctx) {
  const { t, lang, money, view, message } = ctx
  const rules = view.rules
  const x = (hundredths) => decimal(hundredths / 100, lang)
  let round = null
  const calls = playCalls(ctx, { paint, show })
  let focusAt = 0

  const info = h('p', { class: 'mines-info', 'data-testid': 'mines-info' })
  const tiles = Array.from({ length: rules.cells }, (_, i) =>
    h('button', {
      class: 'tile',
      type: 'button',
      tabindex: i === 0 ? '0' : '-1',
      'data-cell': String(i),
      'aria-label': fill(t.tile, { n: i + 1 }),
      onclick: () => pick(i),
      onfocus: () => {
        focusAt = i
      },
    }),
  )
  const field = h('div', { class: 'mines-field', role: 'group', 'aria-label': t.field }, ...tiles)
  field.addEventListener('keydown', (e) => {
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -SIZE, ArrowDown: SIZE }
    const step = moves[e.key]
    if (step === undefined) return
    e.preventDefault()
    const next = focusAt + step
    if (next < 0 || next >= tiles.length) return
    if (Math.abs(step) === 1 && Math.floor(next / SIZE) !== Math.floor(focusAt / SIZE)) return
    tiles[focusAt].tabIndex = -1
    tiles[next].tabIndex = 0
    tiles[next].focus()
  })
  stage.append(h('div', { class: 'mines-board' }, info, h('div', { class: 'mines-fit' }, field)))

  const countSelect = h(
    'select',
    { class: 'mines-count', id: 'mines-count', 'data-testid': 'mines-count' },
    ...Array.from({ length: rules.maxMines - rules.minMines + 1 }, (_, i) => {
      const n = rules.minMines + i
      return h('option', { value: String(n), text: String(n), selected: n === 3 })
    }),
  )
  const countBox = h(
    'div',
    { class: 'stake' },
    h('label', { class: 'stake-label', for: 'mines-count', text: t.minesCount }),
    countSelect,
  )
  const picker = stakePicker(t, money.amount, rules.stakes, rules.stakes[2] ?? rules.stakes[0])
  const action = h('button', { class: 'btn primary spin', type: 'button', 'data-testid': 'mines-action' })
  controls.append(h('div', { class: 'dice-row' }, countBox, picker.el, action))
  countSelect.addEventListener('change', paintInfo)

  function paintInfo() {
    const count = round ? round.mines : Number(countSelect.value)
    const found = round ? round.picks.filter((c) => !(round.layout ?? []).includes(c)).length : 0
    const first = rules.paytable[count - 1]?.[0]
    const parts = [`${t.safeTiles}: ${found}`]
    if (round && found > 0) parts.push(fill(t.multiplierNow, { m: x(round.multiplier) }))
    const next = round ? round.next : first
    if (next) parts.push(fill(t.nextTile, { m: x(next) }))
    info.textContent = parts.join(' · ')
  }

  function paint() {
    const open = round?.state === 'open'
    const layout = round?.layout ?? []
    tiles.forEach((tile, i) => {
      const picked = round?.picks.includes(i) ?? false
      const mine = layout.includes(i)
      const shown = picked || (round && !open)
      tile.replaceChildren()
      tile.className = 'tile'
      tile.setAttribute('aria-label', fill(t.tile, { n: i + 1 }))
      if (shown && (mine || picked)) {
        tile.append(tileSvg(mine ? 'mine' : 'gem'))
        tile.classList.add(mine ? 'is-mine' : 'is-gem', picked ? 'picked' : 'faded')
        tile.setAttribute('aria-label', fill(mine ? t.tileMine : t.tileGem, { n: i + 1 }))
      } else if (shown) {
        tile.append(tileSvg('gem'))
        tile.classList.add('is-gem', 'faded')
        tile.setAttribute('aria-label', fill(t.tileGem, { n: i + 1 }))
      }
      // Not disabled while a request is out (a focused button that turns disabled drops the focus).
      tile.disabled = !open || picked
    })
    // Roving focus: the field's one tab stop is on a tile that can be picked.
    if (open && tiles[focusAt].disabled) {
      const free = tiles.findIndex((tile) => !tile.disabled)
      if (free >= 0) focusAt = free
    }
    tiles.forEach((tile, i) => {
      tile.tabIndex = i === focusAt ? 0 : -1
    })
    countSelect.disabled = calls.busy || open
    picker.setDisabled(calls.busy || open)
    if (open) {
      action.textContent = fill(t.cashOut, { amount: money.amount(round.win) })
      action.disabled = round.picks.length === 0
    } else {
      action.textContent = t.startRound
      action.disabled = false
    }
    paintInfo()
  }

  function show(r) {
    round = r
    message.className = 'message plain'
    stage.classList.remove('won', 'lost', 'celebrate')
    if (r.state === 'lost') {
      stage.classList.add('lost')
      message.textContent = t.hitMine
    } else if (r.state === 'won') {
      stage.classList.add('won', 'celebrate')
      message.textContent = fill(t.cashedOut, { amount: money.amount(r.win) })
      message.className = 'message big-win'
    } else {
      message.textContent = ''
    }
    const hadFocus = field.contains(document.activeElement) || document.activeElement === action
    paint()
    ctx.settled(r)
    if (!hadFocus) return
    if (r.state === 'open') tiles[focusAt].focus()
    else action.focus()
  }

  async function pick(cell) {
    if (calls.busy || round?.state !== 'open') return
    await calls.play('/mines/pick', { round: round.roundId, cell })
  }

  action.addEventListener('click', async () => {
    if (calls.busy) return
    if (round?.state === 'open') await calls.play('/mines/cashout', { round: round.roundId })
    else await calls.play('/mines/start', { stake: picker.get(), mines: Number(countSelect.value) })
  })

  if (view.round) {
    round = view.round
    message.textContent = t.roundResumed
    message.className = 'message plain'
  } else {
    message.textContent = fill(t.rtp, { rtp: decimal(rules.rtp, lang) })
  }
  paint()
}
