// Small DOM and formatting helpers shared by the game pages.

/** Creates an element: h('div', { class: 'x', text: 'y' }, child, ...). */
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag)
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined || v === null || v === false) continue
    if (k === 'class') el.className = v
    else if (k === 'text') el.textContent = v
    else if (k.startsWith('on')) el.addEventListener(k.slice(2), v)
    else el.setAttribute(k, v === true ? '' : String(v))
  }
  for (const c of children) if (c) el.append(c)
  return el
}

const cell = (tag, content) => (typeof content === 'string' ? h(tag, { text: content }) : h(tag, {}, content))

/**
 * A rules dialog's paytable: `head` the column headings, `rows` one array of cells each (text or a node).
 * With `rowHeads` a row's first cell is its heading (th).
 */
export function paytable(head, rows, { rowHeads = false, ...props } = {}) {
  return h(
    'table',
    { class: 'paytable', ...props },
    h('thead', {}, h('tr', {}, ...head.map((c) => cell('th', c)))),
    h(
      'tbody',
      {},
      ...rows.map((row) => h('tr', {}, ...row.map((c, i) => cell(rowHeads && i === 0 ? 'th' : 'td', c)))),
    ),
  )
}

/** A number with two decimals in the player's format (96,59 in pt-BR and es). */
export function decimal(value, lang) {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
}

/** A {{name}} template filled in. */
export function fill(text, values) {
  return text.replace(/\{\{(\w+)\}\}/g, (_, k) => String(values[k] ?? ''))
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export const clock = (ms) => {
  const s = Math.max(0, Math.floor(ms / 1000))
  const two = (n) => String(n).padStart(2, '0')
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`
}

/**
 * − stake + : steps through the offered stakes only, each shown by `amount` (minor units to text).
 * Returns the element and the current-stake getter.
 */
export function stakePicker(t, amount, stakes, initial) {
  let i = Math.max(0, stakes.indexOf(initial))
  const value = h('output', { class: 'stake-value', 'data-testid': 'stake' })
  const down = h('button', { class: 'step', type: 'button', 'aria-label': `${t.stake} −`, text: '−' })
  const up = h('button', { class: 'step', type: 'button', 'aria-label': `${t.stake} +`, text: '+' })
  const paint = () => {
    value.textContent = amount(stakes[i])
    down.disabled = i === 0
    up.disabled = i === stakes.length - 1
  }
  down.addEventListener('click', () => {
    i = Math.max(0, i - 1)
    paint()
  })
  up.addEventListener('click', () => {
    i = Math.min(stakes.length - 1, i + 1)
    paint()
  })
  paint()
  const el = h(
    'div',
    { class: 'stake' },
    h('span', { class: 'stake-label', text: t.stake }),
    h('div', { class: 'stake-row' }, down, value, up),
  )
  return {
    el,
    get: () => stakes[i],
    setDisabled(off) {
      down.disabled = off || i === 0
      up.disabled = off || i === stakes.length - 1
    },
  }
}

/**
 * A multi-step game's calls, one at a time: `busy` while one is out (the page painted so), then its answer
 * shown, or the page painted as it was when the call failed (ctx.call has shown a notice).
 */
export function playCalls(ctx, { paint, show }) {
  const calls = {
    busy: false,
    async play(path, body) {
      calls.busy = true
      paint()
      let reply = null
      try {
        reply = await ctx.call(path, body)
      } catch {
        // Nothing changed on the server's side that the page shows; the notice says what went wrong.
      } finally {
        calls.busy = false
      }
      if (reply) show(reply)
      else paint()
    },
  }
  return calls
}
