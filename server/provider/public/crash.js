// Crash: choose a stake and, if you like, a cash-out target, Bet; the multiplier climbs along the curve while
// the page draws it; Cash out before it crashes. The server decides every multiplier from its own clock
// (crash.service.ts): the page draws the same curve and asks the server how the round stands.
import { CRASH_FLYER } from './art.js'
import { decimal, fill, h, stakePicker } from './ui.js'

const SVG_NS = 'http://www.w3.org/2000/svg'
const W = 320
const H = 200
const LEFT = 40
const BOTTOM = 22
/** Targets offered before the start, hundredths (null: by hand). */
const TARGETS = [null, 150, 200, 300, 500, 1000, 10_000]
/** How often the page asks the server whether the round ended while it flies. */
const POLL_MS = 400
const STEPS = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000]

const svgEl = (tag, attrs = {}) => {
  const el = document.createElementNS(SVG_NS, tag)
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v))
  return el
}

export function mountCrash(stage, controls, ctx) {
  const { t, lang, money, view, message } = ctx
  const rules = view.rules
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches
  const x = (hundredths) => decimal(hundredths / 100, lang)
  const curve = (ms) =>
    Math.min(rules.maxMultiplier, Math.floor(100 * Math.exp(rules.growthPerMs * Math.max(0, ms))))
  let round = null
  /** Date.now() at the round's t = 0, from the server's elapsed time in its last answer. */
  let zero = 0
  let busy = false
  let polling = false
  let frame = 0
  let poller = 0

  const grid = svgEl('g', { class: 'crash-grid' })
  const area = svgEl('polygon', { class: 'crash-area' })
  const line = svgEl('polyline', { class: 'crash-line' })
  const flyer = svgEl('g', { class: 'crash-flyer' })
  flyer.innerHTML = CRASH_FLYER
  const svg = svgEl('svg', {
    viewBox: `0 0 ${W} ${H}`,
    class: 'crash-chart',
    role: 'img',
    'aria-label': t.crashCurve,
  })
  svg.append(grid, area, line, flyer)
  const big = h('output', { class: 'crash-multiplier', 'data-testid': 'crash-multiplier' })
  stage.append(h('div', { class: 'crash-board' }, h('div', { class: 'crash-screen' }, svg, big)))

  const targetSelect = h(
    'select',
    { class: 'crash-target', id: 'crash-target', 'data-testid': 'crash-target' },
    ...TARGETS.map((m) =>
      h('option', { value: m === null ? '' : String(m), text: m === null ? t.crashNoTarget : `×${x(m)}` }),
    ),
  )
  const targetBox = h(
    'div',
    { class: 'stake' },
    h('label', { class: 'stake-label', for: 'crash-target', text: t.crashTarget }),
    targetSelect,
  )
  const picker = stakePicker(t, money.amount, rules.stakes, rules.stakes[2] ?? rules.stakes[0])
  const action = h('button', { class: 'btn primary spin', type: 'button', 'data-testid': 'crash-action' })
  controls.append(h('div', { class: 'dice-row' }, targetBox, picker.el, action))

  /** The curve up to `ms`, at most `m`; the axes grow with it. */
  function draw(ms, m) {
    const span = Math.max(8_000, ms * 1.15)
    const top = Math.max(200, m * 1.2)
    const px = (tm) => LEFT + (tm / span) * (W - LEFT - 10)
    const py = (mm) => H - BOTTOM - ((mm - 100) / (top - 100)) * (H - BOTTOM - 12)
    const step = STEPS.find((s) => (top - 100) / s <= 4) ?? 100_000
    grid.replaceChildren()
    for (let v = 100; v <= top; v += step) {
      const y = py(v).toFixed(1)
      grid.append(svgEl('line', { x1: LEFT, x2: W - 4, y1: y, y2: y }))
      const label = svgEl('text', { x: LEFT - 6, y: Number(y) + 4, 'text-anchor': 'end' })
      label.textContent = `×${x(v)}`
      grid.append(label)
    }
    const points = []
    for (let i = 0; i <= 60; i++) {
      const tm = (ms * i) / 60
      points.push([px(tm), py(Math.min(m, curve(tm)))])
    }
    const text = points.map(([a, b]) => `${a.toFixed(1)},${b.toFixed(1)}`).join(' ')
    line.setAttribute('points', text)
    area.setAttribute('points', `${LEFT},${H - BOTTOM} ${text} ${px(ms).toFixed(1)},${H - BOTTOM}`)
    const [fx, fy] = points[points.length - 1]
    const [bx, by] = points[Math.max(0, points.length - 4)]
    const angle = ms > 0 ? (Math.atan2(fy - by, fx - bx) * 180) / Math.PI : -20
    flyer.setAttribute(
      'transform',
      `translate(${fx.toFixed(1)} ${fy.toFixed(1)}) rotate(${angle.toFixed(1)})`,
    )
    big.textContent = `×${x(m)}`
  }

  function paint() {
    const open = round?.state === 'open'
    targetSelect.disabled = busy || open
    picker.setDisabled(busy || open)
    if (!open) action.textContent = t.startRound
  }

  const stop = () => {
    cancelAnimationFrame(frame)
    clearTimeout(frame)
    clearInterval(poller)
  }

  function tick() {
    if (round?.state !== 'open') return
    const ms = Date.now() - zero
    const m = curve(ms)
    draw(ms, m)
    action.textContent = fill(t.cashOut, { amount: money.amount(Math.floor((round.stake * m) / 100)) })
    if (round.target !== null && m >= round.target) ask()
    frame = reduced ? setTimeout(tick, 500) : requestAnimationFrame(tick)
  }

  /** How the round stands on the server: it ended when the curve passed its crash point or target. */
  async function ask() {
    if (polling || round?.state !== 'open') return
    polling = true
    try {
      show(await ctx.call('/crash/state', { round: round.roundId }))
    } catch {
      clearInterval(poller)
    } finally {
      polling = false
    }
  }

  function show(r) {
    // An answer that crossed a later one (a poll and the cash-out) never reopens an ended round.
    if (round?.roundId === r.roundId && round.state !== 'open') return
    const wasOpen = round?.roundId === r.roundId
    round = r
    stage.classList.remove('won', 'lost', 'celebrate')
    message.className = 'message plain'
    if (r.state === 'open') {
      zero = Date.now() - r.elapsedMs
      if (!wasOpen) {
        stop()
        poller = setInterval(ask, POLL_MS)
        tick()
      }
    } else {
      stop()
      const end = r.state === 'won' ? r.cashedAt : r.crash
      draw(r.elapsedMs, end)
      if (r.state === 'won') {
        stage.classList.add('won', 'celebrate')
        message.className = 'message big-win'
        message.textContent = fill(t.crashCashedAt, { m: x(r.cashedAt), amount: money.amount(r.win) })
      } else {
        stage.classList.add('lost')
        message.textContent = fill(t.crashCrashed, { m: x(r.crash) })
      }
    }
    paint()
    // A poll of a round still flying changes nothing the HUD or the lobby shows.
    if (r.state !== 'open' || !wasOpen) ctx.settled(r)
  }

  action.addEventListener('click', async () => {
    if (busy) return
    if (round?.state === 'open') {
      // Below x1.01 there is nothing to cash out yet (the server would refuse).
      if (curve(Date.now() - zero) < rules.minCashout) return
      busy = true
      try {
        show(await ctx.call('/crash/cashout', { round: round.roundId }))
      } catch {
        // The notice says why; the round flies on (or the next answer ends it).
      } finally {
        busy = false
        paint()
      }
      return
    }
    busy = true
    paint()
    const target = targetSelect.value === '' ? null : Number(targetSelect.value)
    try {
      const r = await ctx.call('/crash/start', { stake: picker.get(), target })
      show(r)
      message.textContent = t.crashFlying
    } catch {
      // The notice says why; nothing was staked.
    } finally {
      busy = false
      paint()
    }
  })

  draw(0, 100)
  if (view.round) {
    show(view.round)
    message.textContent = t.crashResumed
  } else {
    message.textContent = fill(t.rtp, { rtp: decimal(rules.rtp, lang) })
  }
  paint()
}
