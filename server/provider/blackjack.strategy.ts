import { type Action, allowed, cardValue, type Table, total } from './blackjack.engine.ts'

/**
 * Basic strategy for 6 decks, dealer stands on soft 17, double after split, no surrender: the play the
 * published RTP assumes (blackjack.engine.test.ts simulates it). Not offered to players.
 */
export function basicStrategy(t: Table): Action {
  const hand = t.hands[t.active]
  const up = t.dealer[0]
  if (!hand || up === undefined) return 'stand'
  const can = allowed(t)
  const d = cardValue(up) === 1 ? 11 : cardValue(up)
  const [a, b] = hand.cards
  if (can.includes('split') && a !== undefined && b !== undefined) {
    const p = cardValue(a)
    const split =
      p === 1 ||
      p === 8 ||
      ((p === 2 || p === 3 || p === 7) && d <= 7) ||
      (p === 4 && (d === 5 || d === 6)) ||
      (p === 6 && d <= 6) ||
      (p === 9 && d !== 7 && d <= 9)
    if (split) return 'split'
  }
  const { total: n, soft } = total(hand.cards)
  const double = can.includes('double')
  if (soft) {
    if (n >= 19) return 'stand'
    if (n === 18) return d >= 3 && d <= 6 ? (double ? 'double' : 'stand') : d <= 8 ? 'stand' : 'hit'
    const from = n === 17 ? 3 : n >= 15 ? 4 : 5
    return d >= from && d <= 6 && double ? 'double' : 'hit'
  }
  if (n >= 17) return 'stand'
  if (n >= 13) return d <= 6 ? 'stand' : 'hit'
  if (n === 12) return d >= 4 && d <= 6 ? 'stand' : 'hit'
  if (n === 11) return double && d <= 10 ? 'double' : 'hit'
  if (n === 10) return double && d <= 9 ? 'double' : 'hit'
  if (n === 9) return double && d >= 3 && d <= 6 ? 'double' : 'hit'
  return 'hit'
}
