// The slot's reels. The server draws the stops; this only animates the grid it was given. A game cycle
// lasts at least 2.5 s (the server refuses a faster spin too); there is no quick stop, turbo or auto-play.
import { SYMBOL_IDS, symbolSvg } from './art.js'
import { decimal, fill, h, sleep, stakePicker } from './ui.js'

const MIN_CYCLE_MS = 2500
const FIRST_STOP_MS = 1300
const STOP_GAP_MS = 300
const FILLER = 14

const randomSymbol = () => SYMBOL_IDS[Math.floor(Math.random() * SYMBOL_IDS.length)]

function cell(theme, symbol) {
  return h('div', { class: 'cell' }, symbolSvg(theme, symbol))
}

export function mountSlot(stage, controls, ctx) {
  const { t, lang, money, theme, view, message } = ctx
  const rules = view.rules
  const strips = rules.strips
  const reels = strips.map((strip) => {
    const inner = h('div', { class: 'reel-inner' })
    const start = Math.floor(Math.random() * strip.length)
    for (let row = 0; row < 3; row++) inner.append(cell(theme, strip[(start + row) % strip.length]))
    return { el: h('div', { class: 'reel' }, inner), inner }
  })
  const lines = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
  lines.setAttribute('class', 'lines')
  lines.setAttribute('viewBox', '0 0 500 300')
  lines.setAttribute('preserveAspectRatio', 'none')
  lines.setAttribute('aria-hidden', 'true')
  const frame = h('div', { class: 'reels', 'data-testid': 'reels' }, ...reels.map((r) => r.el), lines)
  stage.append(h('div', { class: 'cabinet' }, frame))

  const picker = stakePicker(t, money.amount, rules.stakes, rules.stakes[2] ?? rules.stakes[0])
  const spinBtn = h(
    'button',
    { class: 'btn primary spin', type: 'button', 'data-testid': 'spin' },
    h('span', { text: t.spin }),
  )
  controls.append(picker.el, spinBtn)
  message.textContent = fill(t.rtp, { rtp: decimal(rules.rtp, lang) })

  const clearWins = () => {
    lines.replaceChildren()
    frame.classList.remove('celebrate')
    for (const c of frame.querySelectorAll('.cell.hit, .cell.plain')) c.classList.remove('hit', 'plain')
  }

  const startSpin = () => {
    for (const r of reels) {
      const fill = [...Array(FILLER)].map(() => cell(theme, randomSymbol()))
      r.inner.replaceChildren(...r.inner.children, ...fill)
      r.inner.classList.remove('stopping')
      r.inner.classList.add('spinning')
    }
  }

  const stopReel = (r, symbols) => {
    const finals = symbols.map((s) => cell(theme, s))
    const blur = [...Array(FILLER)].map(() => cell(theme, randomSymbol()))
    r.inner.classList.remove('spinning')
    r.inner.replaceChildren(...finals, ...blur)
    r.inner.classList.remove('stopping')
    r.inner.style.setProperty('--from', `${-(FILLER / (FILLER + 3)) * 100}%`)
    void r.inner.offsetHeight
    r.inner.classList.add('stopping')
  }

  const showWins = (result, celebrate) => {
    const ns = 'http://www.w3.org/2000/svg'
    for (const w of result.outcome.wins) {
      const rows = rules.paylines[w.line]
      const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ')
      const line = document.createElementNS(ns, 'polyline')
      line.setAttribute('points', points)
      line.setAttribute('class', celebrate ? 'win-line' : 'win-line plain')
      lines.append(line)
      for (let reel = 0; reel < w.count; reel++) {
        const c = reels[reel]?.inner.children[rows[reel]]
        c?.classList.add(celebrate ? 'hit' : 'plain')
      }
    }
    if (celebrate) frame.classList.add('celebrate')
  }

  spinBtn.addEventListener('click', async () => {
    if (spinBtn.disabled) return
    const stake = picker.get()
    spinBtn.disabled = true
    picker.setDisabled(true)
    clearWins()
    message.textContent = ''
    message.className = 'message'
    const began = performance.now()
    startSpin()
    let result
    try {
      result = await ctx.play({ stake })
    } catch {
      // Put the old symbols back still: no round happened.
      for (const r of reels) {
        r.inner.classList.remove('spinning')
        r.inner.replaceChildren(...[...r.inner.children].slice(0, 3))
      }
      spinBtn.disabled = false
      picker.setDisabled(false)
      return
    }
    for (let i = 0; i < reels.length; i++) {
      const due = began + FIRST_STOP_MS + i * STOP_GAP_MS
      await sleep(Math.max(0, due - performance.now()))
      stopReel(reels[i], result.outcome.grid[i])
    }
    await sleep(Math.max(0, began + MIN_CYCLE_MS + 150 - performance.now()))
    const win = result.win
    if (win > stake) {
      showWins(result, true)
      message.textContent = fill(t.youWin, { amount: money.amount(win) })
      message.className = 'message big-win'
    } else if (win > 0) {
      // A return at or below the stake is not a win: shown plainly, without celebration.
      showWins(result, false)
      message.textContent = fill(t.returned, { amount: money.amount(win), stake: money.amount(stake) })
      message.className = 'message plain'
    } else {
      message.textContent = t.noWin
      message.className = 'message plain'
    }
    ctx.settled(result)
    spinBtn.disabled = false
    picker.setDisabled(false)
  })
}
