import { randomUUID } from 'node:crypto'
import * as bj from './blackjack.engine.ts'
import { blackjackShoeFor } from './fair.ts'
import { PlayError } from './provider.errors.ts'
import { type FairRoundRow, FairRounds, type RoundTail } from './provider.fair-rounds.ts'
import type { ProviderDeps, ProviderService } from './provider.service.ts'

/**
 * Blackjack rounds (provider.fair-rounds.ts): start = the bet, and the deal from the round's shoe (fixed by
 * the seed pair and nonce); each decision (hit, stand, double, split) is a compare-and-set on the list of
 * decisions, which with the shoe is the whole state, so the dealer's hole card and the rest of the shoe are
 * stored nowhere and shown only once the round ended. A decision names the step it answers (how many
 * decisions the page saw): a replay of an applied decision answers the round as it stands.
 *
 * A double or a split is a further bet of the stake, taken before the compare-and-set in a transaction of
 * the request's own (`<round>:x<step>:<random>`): a request whose compare-and-set did not apply (a racing
 * decision, or the same one sent twice, won) rolls its bet back (demo play: gives it back), so the round is
 * charged once. Never reusing a transaction id matters: the wallet answers a repeated one with its stored
 * reply, even after a rollback, which would be a double not paid for. A further bet or rollback the wallet
 * never answered is kept 'rollback_pending' and sent again like a first bet's (ProviderService.bet).
 */
interface BlackjackOutcome {
  actions: bj.Action[]
  /** Once ended: the cards dealt, in shoe order (the Fairness panel checks them against the shoe). */
  cards?: number[]
}
type RoundRow = FairRoundRow<BlackjackOutcome>

export interface HandView {
  cards: number[]
  total: number
  soft: boolean
  doubled: boolean
  /** Once the round ended. */
  result?: bj.HandResult
}

export interface BlackjackView {
  roundId: string
  state: 'open' | 'over'
  stake: number
  hands: HandView[]
  active: number
  /** While open only the up card; all of them once the round ended. */
  dealer: number[]
  dealerTotal: number
  allowed: bj.Action[]
  /** How many decisions were taken: the step the next one answers. */
  step: number
  /** Everything staked so far (a double or a split adds the stake). */
  staked: number
  /** What the ended round paid (stakes included); 0 while open. */
  win: number
  nonce: number
}

export type BlackjackReply = BlackjackView & RoundTail

export class BlackjackRounds {
  private readonly rounds: FairRounds<BlackjackOutcome>

  constructor(deps: ProviderDeps, provider: ProviderService) {
    this.rounds = new FairRounds(deps, provider, 'blackjack', 'blackjack_badRound')
  }

  async openRound(key: string, owner: string): Promise<BlackjackView | null> {
    const r = await this.rounds.open(key, owner)
    return r ? viewOf(r, await tableOf(r)) : null
  }

  async start(key: string, owner: string, stake: number): Promise<BlackjackReply> {
    if (!bj.isBlackjackStake(stake)) throw new PlayError('badStake')
    const { round, balance } = await this.rounds.start(key, stake, { actions: [] })
    const table = await tableOf(round)
    // A natural either side ends the round at once.
    if (table.over) return this.finish(key, owner, round, table, stake, round.outcome)
    return { ...viewOf(round, table), ...(await this.rounds.tail(round, balance)) }
  }

  async act(key: string, owner: string, roundId: string, action: bj.Action, step: number) {
    const r = await this.rounds.load(key, owner, roundId)
    const taken = r.outcome.actions
    if (r.status !== 'open' || step < taken.length) {
      if (step < taken.length && taken[step] !== action && r.status === 'open') {
        throw new PlayError('blackjack_staleStep')
      }
      return this.reply(r)
    }
    if (step > taken.length) throw new PlayError('blackjack_staleStep')
    const shoe = await shoeOf(r)
    const before = bj.replay(shoe, taken)
    const after = before && bj.act(before, shoe, action)
    if (!before || !after) throw new PlayError('blackjack_notAllowed')
    // The round's stake column holds all it staked so far; one hand's stake is the unit.
    const unit = Number(r.stake) / bj.stakedOf(before, 1)
    const extra = bj.stakedOf(after, unit) - bj.stakedOf(before, unit)
    const tx = `${r.id}:x${step}:${randomUUID().slice(0, 8)}`
    if (extra > 0) await this.rounds.bet(r, extra, tx)
    const outcome = { actions: [...taken, action] }
    const bet = { tx, extra }
    if (after.over) return this.finish(key, owner, r, after, unit, outcome, bet)
    if (!(await this.rounds.swap(r, 'actions', outcome, 'open', 0, extra))) {
      await this.undo(r, bet)
    }
    return this.reply(await this.rounds.load(key, owner, r.id))
  }

  /** Ends the round if this request won the compare-and-set: pays what it returns, then endRound. */
  private async finish(
    key: string,
    owner: string,
    r: RoundRow,
    table: bj.Table,
    unit: number,
    outcome: BlackjackOutcome,
    bet?: ExtraBet,
  ): Promise<BlackjackReply> {
    const { win } = bj.settle(table, unit)
    const ended = { ...outcome, cards: (await shoeOf(r)).slice(0, table.next) }
    if (!(await this.rounds.swap(r, 'actions', ended, 'settling', win, bet?.extra ?? 0))) {
      if (bet) await this.undo(r, bet)
      return this.reply(await this.rounds.load(key, owner, r.id))
    }
    const balance = await this.rounds.pay(r, win)
    return this.reply(await this.rounds.load(key, owner, r.id), balance)
  }

  /** This request's further bet is undone: its compare-and-set did not apply. */
  private async undo(r: RoundRow, bet: ExtraBet) {
    if (bet.extra === 0) return
    if (r.demo) await this.rounds.purse(r).win(r.id, bet.extra)
    else await this.rounds.rollback(r, bet.extra, bet.tx)
  }

  private async reply(r: RoundRow, known?: number | null): Promise<BlackjackReply> {
    return { ...viewOf(r, await tableOf(r)), ...(await this.rounds.tail(r, known)) }
  }
}

interface ExtraBet {
  tx: string
  extra: number
}

const shoeOf = (r: RoundRow) =>
  blackjackShoeFor({ serverSeed: r.server_seed, clientSeed: r.client_seed, nonce: Number(r.nonce) })

async function tableOf(r: RoundRow): Promise<bj.Table> {
  const table = bj.replay(await shoeOf(r), r.outcome.actions)
  if (!table) throw new PlayError('generic')
  return table
}

function viewOf(r: RoundRow, t: bj.Table): BlackjackView {
  const open = r.status === 'open'
  const unit = Number(r.stake) / bj.stakedOf(t, 1)
  const results = open ? undefined : bj.settle(t, unit).results
  const dealer = open ? t.dealer.slice(0, 1) : t.dealer
  return {
    roundId: r.id,
    state: open ? 'open' : 'over',
    stake: unit,
    hands: t.hands.map((h, i) => ({
      cards: h.cards,
      ...bj.total(h.cards),
      doubled: h.doubled,
      ...(results ? { result: results[i] } : {}),
    })),
    active: t.active,
    dealer,
    dealerTotal: bj.total(dealer).total,
    allowed: open ? bj.allowed(t) : [],
    step: r.outcome.actions.length,
    staked: Number(r.stake),
    win: open ? 0 : Number(r.win),
    nonce: Number(r.nonce),
  }
}
