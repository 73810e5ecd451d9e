// Provably fair outcomes (docs/FAIRNESS.md), one module for the server and the game page's Fairness panel,
// so the page verifies a past round with exactly the code that drew it. Pure: the HMAC is passed in (Node's
// crypto on the server, Web Crypto in the page).
//
// floats(serverSeed, clientSeed, nonce): HMAC-SHA256 keyed by the server seed over
// "<clientSeed>:<nonce>:<cursor>" for cursor 0, 1, 2...; each 32-byte digest gives 8 floats in [0, 1), each
// from 4 bytes read as base-256 digits after the point.

export const FLOATS_PER_DIGEST = 8
export const DICE_OUTCOMES = 10_000
export const MINES_CELLS = 25

export const fairMessage = (clientSeed, nonce, cursor) => `${clientSeed}:${nonce}:${cursor}`

export function bytesToFloats(bytes) {
  const out = []
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    out.push(bytes[i] / 256 + bytes[i + 1] / 256 ** 2 + bytes[i + 2] / 256 ** 3 + bytes[i + 3] / 256 ** 4)
  }
  return out
}

export async function fairFloats(hmac, serverSeed, clientSeed, nonce, count) {
  const out = []
  for (let cursor = 0; out.length < count; cursor++) {
    out.push(...bytesToFloats(await hmac(serverSeed, fairMessage(clientSeed, nonce, cursor))))
  }
  return out.slice(0, count)
}

/** Dice: the roll 0-9999 (shown 00.00-99.99) from the first float. */
export const diceRollOf = (floats) => Math.floor(floats[0] * DICE_OUTCOMES)

/**
 * Mines: the 25 cells (0 = top left, row by row) in the order 24 floats draw them without replacement
 * (float i picks among the 25 - i cells left, in ascending order); a round with m mines has them on the
 * first m cells of this order, so the order does not depend on the mines count.
 */
export function minesOrderOf(floats) {
  const left = Array.from({ length: MINES_CELLS }, (_, i) => i)
  const order = []
  for (let i = 0; i < MINES_CELLS - 1; i++) {
    order.push(left.splice(Math.floor(floats[i] * (MINES_CELLS - i)), 1)[0])
  }
  order.push(left[0])
  return order
}

/** European roulette: the pocket 0-36 from the first float. */
export const ROULETTE_POCKETS = 37
export const rouletteOf = (floats) => Math.floor(floats[0] * ROULETTE_POCKETS)

/**
 * Blackjack: a shoe of 6 decks, 312 cards, each a number 0-51 (suit x 13 + rank, rank 0 = ace ... 12 = king;
 * suits spades, hearts, diamonds, clubs), starting in order (deck after deck, 0-51 each) and shuffled by
 * Fisher-Yates from the top: float i swaps card i with card i + floor(float x (312 - i)). The round deals
 * from the top of the shoe, so the whole deal is fixed when the bet is placed.
 */
export const BLACKJACK_DECKS = 6
export const BLACKJACK_SHOE = BLACKJACK_DECKS * 52
export function blackjackShoeOf(floats) {
  const shoe = Array.from({ length: BLACKJACK_SHOE }, (_, i) => i % 52)
  for (let i = 0; i < BLACKJACK_SHOE - 1; i++) {
    const j = i + Math.floor(floats[i] * (BLACKJACK_SHOE - i))
    const card = shoe[j]
    shoe[j] = shoe[i]
    shoe[i] = card
  }
  return shoe
}

/**
 * Crash: the crash point in hundredths (100 = x1.00) from the first float u = n / 2^32 (n the 4 bytes as
 * an integer): floor(97 x 2^32 / (2^32 - n)), at least 100; in whole numbers, so the page and the server
 * agree on every boundary. P(crash point >= x) = floor(97 x 2^32 / x) / 2^32: the 97% RTP.
 */
export const CRASH_RTP_PERCENT = 97
const CRASH_SPACE = 2n ** 32n
export function crashPointOf(floats) {
  const n = BigInt(Math.round(floats[0] * 2 ** 32))
  const point = (BigInt(CRASH_RTP_PERCENT) * CRASH_SPACE) / (CRASH_SPACE - n)
  return Number(point < 100n ? 100n : point)
}

/** How many floats each engine's outcome uses. */
export const FLOATS_NEEDED = {
  dice: 1,
  mines: MINES_CELLS - 1,
  roulette: 1,
  blackjack: BLACKJACK_SHOE - 1,
  crash: 1,
}

/**
 * The outcome of a round of `engine` from its floats: the roll, the pocket, the shoe, the crash point or the
 * mines' cells (sorted).
 */
export function fairOutcome(engine, floats, mines) {
  if (engine === 'dice') return diceRollOf(floats)
  if (engine === 'roulette') return rouletteOf(floats)
  if (engine === 'blackjack') return blackjackShoeOf(floats)
  if (engine === 'crash') return crashPointOf(floats)
  return minesOrderOf(floats)
    .slice(0, mines)
    .sort((a, b) => a - b)
}

const hex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** HMAC-SHA256 with Web Crypto (the page). */
export async function webHmac(key, message) {
  const enc = new TextEncoder()
  const k = await crypto.subtle.importKey('raw', enc.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  return new Uint8Array(await crypto.subtle.sign('HMAC', k, enc.encode(message)))
}

/** SHA-256 of a text, lowercase hex, with Web Crypto (the page checks a revealed seed against its hash). */
export async function webSha256Hex(text) {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))))
}
