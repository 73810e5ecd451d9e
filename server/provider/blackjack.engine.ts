/**
 * Blackjack against the dealer, dealt from the round's shoe (public/fair.js blackjackShoeOf: 6 decks shuffled
 * by the fair draw, so the whole deal is fixed when the bet is placed). Rules: the dealer stands on all 17s
 * (soft 17 too) and peeks for blackjack when showing an ace or a ten-value card (a dealer blackjack ends the
 * round at once and takes only the original stake); blackjack pays 3:2; double on any first two cards,
 * after a split too (one more card, then the hand stands); one split of a pair (two cards of the same
 * value, so any two ten-value cards), each hand played in turn; split aces take one card each and stand, and
 * a 21 on a split hand is not a blackjack; no insurance, no surrender.
 *
 * A round's state is the shoe plus the player's decisions (`replay`), so the server stores only the
 * decisions while the round is open and the dealer's hole card exists nowhere but in the secret shoe.
 */
export const BLACKJACK_STAKES = [20, 40, 100, 200, 400, 1000, 2000, 5000] as const
/**
 * The return of basic strategy under these rules (6 decks, S17, DAS, one split, no insurance), measured by
 * 4 x 10^7 simulated rounds (house edge 0.47%, standard error 0.02%); blackjack.engine.test.ts checks it again.
 */
export const BLACKJACK_RTP_PERCENT = 99.53

export const isBlackjackStake = (stake: number): boolean =>
  (BLACKJACK_STAKES as readonly number[]).includes(stake)

/** A card is 0-51: suit x 13 + rank, rank 0 = ace, 1-9 = two to ten, 10-12 = jack, queen, king. */
export type Card = number
export type Action = 'hit' | 'stand' | 'double' | 'split'
export const ACTIONS: readonly Action[] = ['hit', 'stand', 'double', 'split']

export const rankOf = (card: Card): number => card % 13
/** Ace 1 (counted 11 by `total` when it fits), two to ten their number, faces 10. */
export const cardValue = (card: Card): number => Math.min(rankOf(card) + 1, 10)

/** The best total of a hand and whether an ace counts 11 in it (soft). */
export function total(cards: readonly Card[]): { total: number; soft: boolean } {
  let sum = 0
  let aces = 0
  for (const c of cards) {
    sum += cardValue(c)
    if (rankOf(c) === 0) aces++
  }
  return aces > 0 && sum + 10 <= 21 ? { total: sum + 10, soft: true } : { total: sum, soft: false }
}

export const isNatural = (cards: readonly Card[]): boolean => cards.length === 2 && total(cards).total === 21

export interface Hand {
  cards: Card[]
  doubled: boolean
  /** Split aces stand after their one card; a doubled hand after its one card. */
  done: boolean
}

export type HandResult = 'blackjack' | 'win' | 'push' | 'lose'

export interface Table {
  hands: Hand[]
  /** The hand the player acts on while the round is open. */
  active: number
  dealer: Card[]
  /** The next card's place in the shoe. */
  next: number
  over: boolean
}

export interface Settlement {
  results: HandResult[]
  /** What the round returns, stakes included, minor units. */
  win: number
  /** Everything staked: the bet, plus a double or a split. */
  staked: number
}

const deal = (t: Table, shoe: readonly Card[]): Card => {
  const card = shoe[t.next]
  if (card === undefined) throw new Error('shoe exhausted')
  t.next++
  return card
}

const clone = (t: Table): Table => ({
  ...t,
  hands: t.hands.map((h) => ({ ...h, cards: [...h.cards] })),
  dealer: [...t.dealer],
})

/** The first four cards: player, dealer (up), player, dealer (hole). A natural either side ends the round. */
export function start(shoe: readonly Card[]): Table {
  const t: Table = { hands: [], active: 0, dealer: [], next: 0, over: false }
  const player = [deal(t, shoe)]
  t.dealer.push(deal(t, shoe))
  player.push(deal(t, shoe))
  t.dealer.push(deal(t, shoe))
  t.hands.push({ cards: player, doubled: false, done: false })
  if (isNatural(player) || isNatural(t.dealer)) t.over = true
  return t
}

/** The actions the active hand allows now (none once the round is over). */
export function allowed(t: Table): Action[] {
  if (t.over) return []
  const hand = t.hands[t.active]
  if (!hand) return []
  const out: Action[] = ['hit', 'stand']
  if (hand.cards.length === 2) {
    out.push('double')
    const [a, b] = hand.cards as [Card, Card]
    if (t.hands.length === 1 && cardValue(a) === cardValue(b)) out.push('split')
  }
  return out
}

/** The dealer draws to 17 or more, standing on soft 17; only when a player hand is still standing. */
function dealerPlays(t: Table, shoe: readonly Card[]) {
  if (t.hands.every((h) => total(h.cards).total > 21)) return
  while (total(t.dealer).total < 17) t.dealer.push(deal(t, shoe))
}

/** Moves to the next hand that needs a decision (dealing a split hand its second card), or ends the round. */
function advance(t: Table, shoe: readonly Card[]) {
  for (;;) {
    const hand = t.hands[t.active]
    if (!hand) break
    if (hand.cards.length === 1) hand.cards.push(deal(t, shoe))
    if (!hand.done && total(hand.cards).total < 21) return
    hand.done = true
    t.active++
  }
  t.active = t.hands.length - 1
  dealerPlays(t, shoe)
  t.over = true
}

/** One decision on the active hand; null when the action is not allowed now. */
export function act(table: Table, shoe: readonly Card[], action: Action): Table | null {
  if (!allowed(table).includes(action)) return null
  const t = clone(table)
  const hand = t.hands[t.active] as Hand
  if (action === 'stand') hand.done = true
  else if (action === 'hit') hand.cards.push(deal(t, shoe))
  else if (action === 'double') {
    hand.doubled = true
    hand.cards.push(deal(t, shoe))
    hand.done = true
  } else {
    const [a, b] = hand.cards as [Card, Card]
    const aces = rankOf(a) === 0
    t.hands = [
      { cards: [a, deal(t, shoe)], doubled: false, done: aces },
      { cards: [b], doubled: false, done: aces },
    ]
  }
  advance(t, shoe)
  return t
}

/** The table after the decisions taken so far; null when one of them was not allowed. */
export function replay(shoe: readonly Card[], actions: readonly Action[]): Table | null {
  let t: Table | null = start(shoe)
  for (const a of actions) {
    if (!t) return null
    t = act(t, shoe, a)
  }
  return t
}

/** Each hand against the dealer, and what the round pays for `stake` (stakes are even: 3:2 is whole). */
export function settle(t: Table, stake: number): Settlement {
  const dealer = total(t.dealer).total
  const dealerNatural = isNatural(t.dealer)
  const split = t.hands.length > 1
  const results: HandResult[] = []
  let win = 0
  let staked = 0
  for (const hand of t.hands) {
    const bet = hand.doubled ? 2 * stake : stake
    staked += bet
    const player = total(hand.cards).total
    const natural = !split && isNatural(hand.cards)
    let result: HandResult
    if (natural && !dealerNatural) result = 'blackjack'
    else if (dealerNatural) result = natural ? 'push' : 'lose'
    else if (player > 21) result = 'lose'
    else if (dealer > 21 || player > dealer) result = 'win'
    else result = player === dealer ? 'push' : 'lose'
    results.push(result)
    if (result === 'blackjack') win += (bet * 5) / 2
    else if (result === 'win') win += 2 * bet
    else if (result === 'push') win += bet
  }
  return { results, win, staked }
}

/** What the round has staked so far: a double or a split adds one more stake. */
export const stakedOf = (t: Table, stake: number): number =>
  t.hands.reduce((sum, h) => sum + (h.doubled ? 2 : 1) * stake, 0)
