// Blackjack: choose a stake, Deal, then Hit, Stand, Double or Split (buttons, or the keys H S D P) until every
// hand is done; the dealer's hole card stays face down until the server ends the round. The server holds the
// shoe; the page draws what each answer says.
import { cardSvg } from './art.js'
import { decimal, fill, h, playCalls, stakePicker } from './ui.js'

const ACTIONS = ['hit', 'stand', 'double', 'split']
const LABEL = { hit: 'bjHit', stand: 'bjStand', double: 'bjDouble', split: 'bjSplit' }
const KEYS = { h: 'hit', s: 'stand', d: 'double', p: 'split' }
const RESULT = {
  blackjack: 'bjResultBlackjack',
  win: 'bjResultWin',
  push: 'bjResultPush',
  lose: 'bjResultLose',
}

export function mountBlackjack(stage, controls, ctx) {
  const { t, lang, money, view, message } = ctx
  const rules = view.rules
  const ranks = t.bjRanks.split(',')
  const suits = t.bjSuits.split(',')
  const cardName = (c) => fill(t.bjCard, { rank: ranks[c % 13], suit: suits[Math.floor(c / 13)] })
  let round = null
  const calls = playCalls(ctx, { paint, show })

  const dealerTotal = h('span', { class: 'bj-total', 'data-testid': 'dealer-total' })
  const dealerCards = h('div', { class: 'bj-cards', role: 'list', 'data-testid': 'dealer-cards' })
  const dealerRow = h(
    'section',
    { class: 'bj-row dealer', 'aria-label': t.bjDealer },
    h('p', { class: 'bj-label' }, h('span', { text: t.bjDealer }), dealerTotal),
    dealerCards,
  )
  const hands = h('div', { class: 'bj-hands', 'data-testid': 'player-hands' })
  stage.append(h('div', { class: 'bj-table' }, dealerRow, hands))

  const picker = stakePicker(t, money.amount, rules.stakes, rules.stakes[2] ?? rules.stakes[0])
  const deal = h('button', {
    class: 'btn primary spin',
    type: 'button',
    'data-testid': 'bj-deal',
    text: t.bjDeal,
  })
  const buttons = Object.fromEntries(
    ACTIONS.map((a) => [
      a,
      h('button', {
        class: `btn bj-act ${a}`,
        type: 'button',
        'data-testid': `bj-${a}`,
        'aria-keyshortcuts': Object.keys(KEYS)
          .find((k) => KEYS[k] === a)
          ?.toUpperCase(),
        text: t[LABEL[a]],
        onclick: () => act(a),
      }),
    ]),
  )
  const actions = h(
    'div',
    { class: 'bj-actions', role: 'group', 'aria-label': t.bjKeys },
    ...Object.values(buttons),
  )
  const betRow = h('div', { class: 'dice-row' }, picker.el, deal)
  controls.append(betRow, actions)

  const cardEl = (c) =>
    h('div', { class: 'bj-card', role: 'listitem', 'aria-label': cardName(c) }, cardSvg(c))
  const hiddenEl = () =>
    h('div', { class: 'bj-card hidden', role: 'listitem', 'aria-label': t.bjHidden }, cardSvg(null))
  const totalText = (hand) =>
    fill(t.bjTotal, {
      total:
        hand.total > 21
          ? `${hand.total} · ${t.bjBust}`
          : hand.soft
            ? `${hand.total} ${t.bjSoft}`
            : hand.total,
    })

  function paint() {
    const open = round?.state === 'open'
    dealerCards.replaceChildren()
    hands.replaceChildren()
    if (round) {
      for (const c of round.dealer) dealerCards.append(cardEl(c))
      if (open) dealerCards.append(hiddenEl())
      dealerTotal.textContent = totalText({ total: round.dealerTotal, soft: false })
      round.hands.forEach((hand, i) => {
        const active = open && i === round.active
        const cards = h('div', { class: 'bj-cards', role: 'list' }, ...hand.cards.map(cardEl))
        const label = round.hands.length > 1 ? fill(t.bjHand, { n: i + 1 }) : t.bjYou
        hands.append(
          h(
            'section',
            {
              class: `bj-row hand${active ? ' active' : ''}${hand.result ? ` ${hand.result}` : ''}`,
              'aria-label': label,
              'aria-current': active ? 'true' : undefined,
              'data-testid': 'bj-hand',
            },
            h(
              'p',
              { class: 'bj-label' },
              h('span', { text: hand.doubled ? `${label} ×2` : label }),
              h('span', { class: 'bj-total', text: totalText(hand) }),
              hand.result ? h('span', { class: 'bj-result', text: t[RESULT[hand.result]] }) : null,
            ),
            cards,
          ),
        )
      })
    } else {
      dealerTotal.textContent = ''
      dealerCards.append(hiddenEl(), hiddenEl())
      hands.append(
        h(
          'section',
          { class: 'bj-row hand', 'aria-label': t.bjYou },
          h('p', { class: 'bj-label', text: t.bjYou }),
        ),
      )
    }
    const allowed = open ? round.allowed : []
    for (const a of ACTIONS) {
      buttons[a].disabled = !allowed.includes(a)
    }
    actions.hidden = !open
    betRow.hidden = open
    deal.disabled = calls.busy
    picker.setDisabled(calls.busy || open)
  }

  function show(r) {
    round = r
    message.className = 'message plain'
    stage.classList.remove('won', 'lost', 'celebrate')
    if (r.state === 'over') {
      // Only a return above everything staked is a win; a partial return is said plainly, a loss quietly.
      if (r.win > r.staked) {
        stage.classList.add('won', 'celebrate')
        message.className = 'message big-win'
        message.textContent = fill(t.youWin, { amount: money.amount(r.win) })
      } else if (r.win > 0) {
        message.textContent = fill(t.returned, { amount: money.amount(r.win), stake: money.amount(r.staked) })
      } else {
        stage.classList.add('lost')
        message.textContent = t.noWin
      }
    } else {
      message.textContent = ''
    }
    const hadFocus = controls.contains(document.activeElement)
    paint()
    ctx.settled(r)
    if (!hadFocus) return
    if (r.state === 'open') (ACTIONS.map((a) => buttons[a]).find((b) => !b.disabled) ?? buttons.stand).focus()
    else deal.focus()
  }

  async function act(action) {
    if (calls.busy || round?.state !== 'open' || !round.allowed.includes(action)) return
    await calls.play('/blackjack/act', { round: round.roundId, action, step: round.step })
  }

  deal.addEventListener('click', async () => {
    if (calls.busy || round?.state === 'open') return
    await calls.play('/blackjack/start', { stake: picker.get() })
  })

  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || document.querySelector('dialog[open]')) return
    const action = KEYS[e.key.toLowerCase()]
    if (!action || round?.state !== 'open') return
    e.preventDefault()
    act(action)
  })

  if (view.round) {
    round = view.round
    message.textContent = t.bjResumed
    message.className = 'message plain'
  } else {
    message.textContent = fill(t.rtp, { rtp: decimal(rules.rtp, lang) })
  }
  paint()
}
