import { minesFor } from './fair.ts'
import * as mines from './mines.engine.ts'
import { PlayError } from './provider.errors.ts'
import { type FairRoundRow, FairRounds, type RoundTail } from './provider.fair-rounds.ts'
import type { ProviderDeps, ProviderService } from './provider.service.ts'

/**
 * Mines rounds: several requests per round (provider.fair-rounds.ts). start: the bet, then the round opens
 * on the player's seed pair (its mines fixed by the pair and nonce). pick: a safe cell raises the
 * multiplier, a mine ends the round (win 0, endRound). cashout: the win, endRound. Every change to an open
 * round is a compare-and-set on its picks, so of a cash-out and a pick racing (or two cash-outs, or a
 * replay) exactly one applies; the others answer the round as it then stands.
 */
interface MinesOutcome {
  mines: number
  picks: number[]
  layout?: number[]
}
type RoundRow = FairRoundRow<MinesOutcome>

export interface MinesView {
  roundId: string
  state: 'open' | 'lost' | 'won'
  stake: number
  mines: number
  picks: number[]
  /** Only once the round ended. */
  layout?: number[]
  /** Shown multipliers (hundredths): now, and after one more safe cell (null when none is left). */
  multiplier: number
  next: number | null
  /** What cashing out now pays, or what the ended round paid. */
  win: number
  nonce: number
}

export type MinesReply = MinesView & RoundTail

export class MinesRounds {
  private readonly rounds: FairRounds<MinesOutcome>

  constructor(deps: ProviderDeps, provider: ProviderService) {
    this.rounds = new FairRounds(deps, provider, 'mines', 'badPick')
  }

  /** The session's open round, or one an earlier real-money session of the same player left open. */
  async openRound(key: string, owner: string): Promise<MinesView | null> {
    const r = await this.rounds.open(key, owner)
    return r ? viewOf(r) : null
  }

  async start(key: string, stake: number, count: number): Promise<MinesReply> {
    if (!mines.isMinesStake(stake) || !mines.isMinesCount(count)) throw new PlayError('badStake')
    const { round, balance } = await this.rounds.start(key, stake, { mines: count, picks: [] })
    return { ...viewOf(round), ...(await this.rounds.tail(round, balance)) }
  }

  async pick(key: string, owner: string, roundId: string, cell: number): Promise<MinesReply> {
    const r = await this.rounds.load(key, owner, roundId)
    if (r.status !== 'open') return this.reply(r)
    const layout = await layoutOf(r)
    const result = mines.pick({ mines: r.outcome.mines, layout, picks: r.outcome.picks }, cell)
    if (result.kind === 'invalid') throw new PlayError('badPick')
    if (result.kind === 'safe' && !result.cleared) {
      await this.rounds.swap(r, 'picks', { ...r.outcome, picks: result.picks }, 'open', 0)
      return this.reply(await this.rounds.load(key, owner, roundId))
    }
    const win =
      result.kind === 'mine' ? 0 : mines.payout(Number(r.stake), r.outcome.mines, result.picks.length)
    return this.finish(key, owner, r, { ...r.outcome, picks: result.picks, layout }, win)
  }

  async cashout(key: string, owner: string, roundId: string): Promise<MinesReply> {
    const r = await this.rounds.load(key, owner, roundId)
    if (r.status !== 'open') return this.reply(r)
    if (r.outcome.picks.length === 0) throw new PlayError('badPick')
    const win = mines.payout(Number(r.stake), r.outcome.mines, r.outcome.picks.length)
    return this.finish(key, owner, r, { ...r.outcome, layout: await layoutOf(r) }, win)
  }

  /** Ends the round (if this request won the compare-and-set), then pays its win (0 too) and ends it. */
  private async finish(key: string, owner: string, r: RoundRow, outcome: MinesOutcome, win: number) {
    if (!(await this.rounds.swap(r, 'picks', outcome, 'settling', win))) {
      return this.reply(await this.rounds.load(key, owner, r.id))
    }
    const balance = await this.rounds.pay(r, win)
    return this.reply(await this.rounds.load(key, owner, r.id), balance)
  }

  private async reply(r: RoundRow, known?: number | null): Promise<MinesReply> {
    return { ...viewOf(r), ...(await this.rounds.tail(r, known)) }
  }
}

const layoutOf = (r: RoundRow) =>
  minesFor({ serverSeed: r.server_seed, clientSeed: r.client_seed, nonce: Number(r.nonce) }, r.outcome.mines)

function viewOf(r: RoundRow): MinesView {
  const { mines: count, picks, layout } = r.outcome
  const open = r.status === 'open'
  const lost = !open && layout !== undefined && picks.some((c) => layout.includes(c))
  const safe = lost ? picks.length - 1 : picks.length
  return {
    roundId: r.id,
    state: open ? 'open' : lost ? 'lost' : 'won',
    stake: Number(r.stake),
    mines: count,
    picks,
    ...(open ? {} : { layout }),
    multiplier: mines.shownMultiplier(count, safe),
    next: open && safe < mines.CELLS - count ? mines.shownMultiplier(count, safe + 1) : null,
    win: open ? mines.payout(Number(r.stake), count, safe) : Number(r.win),
    nonce: Number(r.nonce),
  }
}
