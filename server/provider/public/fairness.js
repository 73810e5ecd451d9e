// The Fairness panel: the seed pair now (hash shown before play, client seed, next nonce), seed rotation,
// and the player's latest rounds, each verified here in the browser once its server seed is revealed
// (fair.js, the code that drew it; docs/FAIRNESS.md).
import { FLOATS_NEEDED, fairFloats, fairOutcome, webHmac, webSha256Hex } from './fair.js'
import { REDS } from './roulette.wheel.js'
import { decimal, fill, h } from './ui.js'

/**
 * The recorded outcome a round's verification compares with: the roll, the pocket, the cards dealt, the crash
 * point, or the sorted mines.
 */
const recorded = (r) =>
  r.engine === 'dice'
    ? r.outcome.roll
    : r.engine === 'roulette'
      ? r.outcome.pocket
      : r.engine === 'blackjack'
        ? r.outcome.cards
        : r.engine === 'crash'
          ? r.outcome.crash
          : r.outcome.layout

async function verify(r) {
  if ((await webSha256Hex(r.serverSeed)) !== r.serverHash) return false
  const floats = await fairFloats(webHmac, r.serverSeed, r.clientSeed, r.nonce, FLOATS_NEEDED[r.engine])
  let outcome = fairOutcome(r.engine, floats, r.outcome.mines)
  // Blackjack: the cards dealt are the top of the round's shoe.
  if (r.engine === 'blackjack') outcome = outcome.slice(0, (r.outcome.cards ?? []).length)
  return JSON.stringify(outcome) === JSON.stringify(recorded(r))
}

const CARD_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
const CARD_SUITS = ['♠', '♥', '♦', '♣']
const cardText = (c) => `${CARD_RANKS[c % 13]}${CARD_SUITS[Math.floor(c / 13)]}`

export function fairnessDialog(view, post) {
  const t = view.texts
  const lang = view.lang
  const dialog = h('dialog', { class: 'rules fair', 'aria-labelledby': 'fair-title' })
  const hashEl = h('code', { class: 'seed', 'data-testid': 'server-hash' })
  const nonceEl = h('output', { class: 'hud-value', 'data-testid': 'next-nonce' })
  const seedInput = h('input', {
    id: 'client-seed',
    class: 'seed-input',
    type: 'text',
    maxlength: '64',
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-describedby': 'client-seed-help',
  })
  const status = h('p', { class: 'fine', role: 'status', 'aria-live': 'polite' })
  const list = h('div', { class: 'fair-rounds' })
  const rotate = h('button', { class: 'btn', type: 'button', text: t.rotate, 'data-testid': 'rotate' })

  const showPair = (fair) => {
    hashEl.textContent = fair.serverHash
    nonceEl.textContent = String(fair.nextNonce)
    seedInput.value = fair.clientSeed
  }

  const pocketColour = (n) =>
    n === 0 ? t.rouletteGreen : REDS.includes(n) ? t.rouletteRedWord : t.rouletteBlackWord
  const resultText = (r) =>
    r.engine === 'dice'
      ? decimal(r.outcome.roll / 100, lang)
      : r.engine === 'roulette'
        ? `${r.outcome.pocket} ${pocketColour(r.outcome.pocket)}`
        : r.engine === 'blackjack'
          ? (r.outcome.cards ?? []).map(cardText).join(' ')
          : r.engine === 'crash'
            ? fill(t.crashPoint, { m: decimal(r.outcome.crash / 100, lang) })
            : `${t.minesCount} ${r.outcome.mines}: ${(r.outcome.layout ?? []).join(', ')}`

  const showRounds = (rounds) => {
    if (rounds.length === 0) {
      list.replaceChildren(h('p', { class: 'fine', text: t.noRounds }))
      return
    }
    list.replaceChildren(
      ...rounds.map((r) => {
        const verdict = h('span', { class: 'verdict', role: 'status' })
        const check = r.serverSeed
          ? h('button', {
              class: 'btn',
              type: 'button',
              text: t.verify,
              'data-testid': 'verify',
              onclick: async () => {
                const ok = await verify(r)
                verdict.textContent = ok ? t.verified : t.notVerified
                verdict.className = ok ? 'verdict ok' : 'verdict bad'
              },
            })
          : h('span', { class: 'fine', text: t.sealed })
        return h(
          'section',
          { class: 'fair-round', 'data-testid': 'fair-round' },
          h(
            'dl',
            {},
            h('dt', { text: t.result }),
            h('dd', { text: resultText(r) }),
            h('dt', { text: t.nonce }),
            h('dd', { text: String(r.nonce) }),
            h('dt', { text: t.clientSeed }),
            h('dd', {}, h('code', { class: 'seed', text: r.clientSeed })),
            h('dt', { text: t.serverHash }),
            h('dd', {}, h('code', { class: 'seed', text: r.serverHash })),
            r.serverSeed ? h('dt', { text: t.serverSeed }) : null,
            r.serverSeed ? h('dd', {}, h('code', { class: 'seed', text: r.serverSeed })) : null,
          ),
          h('div', { class: 'fair-check' }, check, verdict),
        )
      }),
    )
  }

  const load = async (path, body = {}) => {
    try {
      const reply = await post(path, { session: view.session, ...body })
      showPair(reply.fair)
      showRounds(reply.rounds)
      status.textContent = ''
      return true
    } catch (err) {
      status.textContent = t[err.code] ?? t.generic
      return false
    }
  }

  rotate.addEventListener('click', async () => {
    rotate.disabled = true
    await load('/fair/rotate', { clientSeed: seedInput.value.trim() })
    rotate.disabled = false
  })

  showPair(view.fair)
  list.replaceChildren(h('p', { class: 'fine', text: t.loading }))
  dialog.append(
    h(
      'div',
      { class: 'rules-body' },
      h('h2', { id: 'fair-title', text: t.fairness }),
      h('p', { class: 'fine', text: t.fairIntro }),
      h('h3', { text: t.serverHash }),
      hashEl,
      h('p', {}, h('span', { class: 'hud-label', text: `${t.nextNonce}: ` }), nonceEl),
      h('label', { class: 'hud-label', for: 'client-seed', text: t.clientSeed }),
      h('div', { class: 'seed-row' }, seedInput, rotate),
      h('p', { id: 'client-seed-help', class: 'fine', text: t.clientSeedHelp }),
      status,
      h('h3', { text: t.pastRounds }),
      list,
    ),
    h(
      'div',
      { class: 'rules-foot' },
      h('button', { class: 'btn', type: 'button', text: t.close, onclick: () => dialog.close() }),
    ),
  )
  return {
    dialog,
    open() {
      dialog.showModal()
      load('/fair')
    },
  }
}
