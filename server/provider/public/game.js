// The built-in provider's game page: opens the session, shows balance, session net and time at all times,
// the rules (and, for the fair engines, the Fairness panel) one tap away, and hands play to the engine's
// view (slot.js, dice.js, mines.js, blackjack.js or crash.js).
//
// To the app that frames it, the page sends one message after each round:
//   parent.postMessage({ type: 'lucky-lobby:balance', balance }, origin)   (balance in minor units)
import {
  applyPalette,
  BLACKJACK_THEMES,
  CRASH_THEMES,
  DICE_THEMES,
  MINES_THEMES,
  ROULETTE_THEMES,
  SLOT_THEMES,
} from './art.js'
import { mountBlackjack } from './blackjack.js'
import { mountCrash } from './crash.js'
import { mountDice } from './dice.js'
import { fairnessDialog } from './fairness.js'
import { mountMines } from './mines.js'
import { formatMoney } from './money.js'
import { mountRoulette } from './roulette.js'
import { rulesDialog } from './rules.js'
import { mountSlot } from './slot.js'
import { clock, h } from './ui.js'

const API = '/provider/play/v1'
const app = document.getElementById('app')
const token = new URLSearchParams(location.search).get('token') ?? ''
const storeKey = `builtin-provider:${token.slice(0, 24)}`

class PlayFailure extends Error {
  constructor(code, data = {}) {
    super(code)
    this.code = code
    this.data = data
  }
}

async function post(path, body) {
  let res
  try {
    res = await fetch(API + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    throw new PlayFailure('network')
  }
  const json = await res.json().catch(() => ({}))
  if (!res.ok) throw new PlayFailure(json.error ?? 'generic', json)
  return json
}

function notice(t, code, actions) {
  const panel = h(
    'div',
    { class: 'notice', role: 'alertdialog', 'aria-modal': 'true' },
    h('p', { class: 'notice-text', text: t[code] ?? t.generic }),
    h('div', { class: 'notice-actions' }, ...actions),
  )
  const veil = h('div', { class: 'veil' }, panel)
  document.body.append(veil)
  panel.querySelector('button, a')?.focus()
  return () => veil.remove()
}

const lobbyLink = (t) => h('a', { class: 'btn ghost', href: '/', target: '_top', text: t.backToLobby })

function fatal(t, code) {
  app.classList.remove('boot')
  app.removeAttribute('aria-busy')
  notice(t, code, [
    code === 'network'
      ? h('button', { class: 'btn', text: t.retry, onclick: () => location.reload() })
      : null,
    lobbyLink(t),
  ])
}

async function boot() {
  const saved = sessionStorage.getItem(storeKey)
  let view
  try {
    view = await post(
      '/open',
      saved ? { session: saved, lang: navigator.language } : { token, lang: navigator.language },
    )
  } catch (err) {
    const t = err.data?.texts ?? {}
    return fatal(
      t,
      err.code === 'sessionExpired'
        ? 'sessionExpired'
        : err.code === 'network'
          ? 'network'
          : 'sessionExpired',
    )
  }
  sessionStorage.setItem(storeKey, view.session)
  if (token) history.replaceState(null, '', location.pathname)
  start(view)
}

function start(view) {
  const t = view.texts
  const lang = view.lang
  document.documentElement.lang = lang
  document.title = view.gameName || document.title
  const themes = {
    slot: SLOT_THEMES,
    mines: MINES_THEMES,
    roulette: ROULETTE_THEMES,
    blackjack: BLACKJACK_THEMES,
    crash: CRASH_THEMES,
  }
  const theme = (themes[view.engine] ?? DICE_THEMES)[view.theme] ?? BLACKJACK_THEMES.harbor
  applyPalette(theme)
  document.body.classList.add(`engine-${view.engine}`)

  // The session's currency; the balance floored, stakes, wins and the net exact (money.js).
  const money = {
    balance: (minor) => formatMoney(minor, lang, view.currency, 'balance'),
    amount: (minor) => formatMoney(minor, lang, view.currency, 'amount'),
  }
  const state = { balance: view.balance, net: view.net, busy: false }
  const clockOffset = Date.now() - view.serverNow

  const balanceEl = h('output', { class: 'hud-value', 'data-testid': 'balance' })
  const netEl = h('output', { class: 'hud-value', 'data-testid': 'net' })
  const timeEl = h('output', { class: 'hud-value', 'data-testid': 'time' })
  const paint = () => {
    balanceEl.textContent = money.balance(state.balance)
    netEl.textContent = `${state.net > 0 ? '+' : ''}${money.amount(state.net)}`
    netEl.classList.toggle('up', state.net > 0)
    netEl.classList.toggle('down', state.net < 0)
  }
  const tick = () => {
    timeEl.textContent = clock(Date.now() - clockOffset - view.startedAt)
  }
  setInterval(tick, 1000)
  tick()
  paint()

  const dialog = rulesDialog(view, theme, money.amount)
  const fairness = view.fair ? fairnessDialog(view, (path, body) => post(path, body)) : null
  const header = h(
    'header',
    { class: 'top' },
    h('h1', { class: 'title', text: view.gameName }),
    view.demo ? h('span', { class: 'demo', text: t.demo }) : null,
    h('button', {
      class: 'btn rules-btn',
      type: 'button',
      'aria-haspopup': 'dialog',
      text: t.rules,
      onclick: () => dialog.showModal(),
    }),
    fairness
      ? h('button', {
          class: 'btn rules-btn',
          type: 'button',
          'aria-haspopup': 'dialog',
          text: t.fairness,
          onclick: () => fairness.open(),
        })
      : null,
  )
  const hud = h(
    'footer',
    { class: 'hud' },
    h('div', { class: 'hud-item' }, h('span', { class: 'hud-label', text: t.balance }), balanceEl),
    h('div', { class: 'hud-item' }, h('span', { class: 'hud-label', text: t.net }), netEl),
    h('div', { class: 'hud-item' }, h('span', { class: 'hud-label', text: t.time }), timeEl),
  )
  const stage = h('section', { class: 'stage' })
  const message = h('p', { class: 'message', role: 'status', 'aria-live': 'polite' })
  const controls = h('section', { class: 'controls' })
  app.classList.remove('boot')
  app.removeAttribute('aria-busy')
  app.replaceChildren(header, stage, message, controls, hud)
  app.append(dialog)
  if (fairness) app.append(fairness.dialog)

  const tellParent = () => {
    if (window.parent !== window) {
      window.parent.postMessage({ type: 'lucky-lobby:balance', balance: state.balance }, location.origin)
    }
  }

  const ctx = {
    view,
    t,
    lang,
    money,
    theme,
    message,
    /** One round on the server; errors become a notice with a way out and reject with the code. */
    play(body) {
      return ctx.call('/play', body)
    },
    /** One request of the session to the page's API, with play()'s handling of the answer. */
    async call(path, body) {
      try {
        const r = await post(path, { session: view.session, ...body })
        state.net = r.net
        if (r.balance !== null) state.balance = r.balance
        return r
      } catch (err) {
        if (typeof err.data?.balance === 'number') state.balance = err.data.balance
        paint()
        const code = err.code ?? 'generic'
        const close = notice(t, code, [
          code === 'sessionExpired'
            ? null
            : h('button', { class: 'btn', type: 'button', text: t.ok, onclick: () => close() }),
          code === 'sessionExpired' || code === 'insufficientFunds' ? lobbyLink(t) : null,
        ])
        throw err
      }
    },
    /** After the round's presentation: the HUD and the app learn the new balance. */
    settled(r) {
      paint()
      tellParent()
      if (r.pending) {
        const close = notice(t, 'winPending', [
          h('button', { class: 'btn', type: 'button', text: t.ok, onclick: () => close() }),
        ])
      }
    },
  }
  if (view.engine === 'slot') mountSlot(stage, controls, ctx)
  else if (view.engine === 'mines') mountMines(stage, controls, ctx)
  else if (view.engine === 'roulette') mountRoulette(stage, controls, ctx)
  else if (view.engine === 'blackjack') mountBlackjack(stage, controls, ctx)
  else if (view.engine === 'crash') mountCrash(stage, controls, ctx)
  else mountDice(stage, controls, ctx)
}

boot()
