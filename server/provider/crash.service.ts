import * as crash from './crash.engine.ts'
import { crashPointFor } from './fair.ts'
import { PlayError } from './provider.errors.ts'
import { type FairRoundRow, FairRounds, type RoundTail } from './provider.fair-rounds.ts'
import type { ProviderDeps, ProviderService } from './provider.service.ts'

/**
 * Crash rounds, one per player (provider.fair-rounds.ts: bet, then the round on the player's seed pair, its crash
 * point fixed by the pair and nonce). The multiplier is the curve's at the server's time since the start
 * (crash.engine.ts), never the page's. cashout pays the multiplier now, if the curve has not passed the
 * crash point; a round nobody cashed out ends by itself (at its target, the top, or the crash) and is
 * settled by the player's next request that looks at it (state, open, start, the Fairness panel). Every
 * end is one compare-and-set on the open round, so of cash-outs racing each other or the lazy settlement
 * exactly one applies, and the win is paid once.
 */
interface CrashOutcome {
  /** The cash-out target set before the start (hundredths), or null. */
  target: number | null
  /** Once ended: the crash point, the multiplier paid (null: crashed) and when it ended (ms after start). */
  crash?: number
  cashedAt?: number | null
  atMs?: number
}
type RoundRow = FairRoundRow<CrashOutcome>

export interface CrashView {
  roundId: string
  state: 'open' | 'won' | 'lost'
  stake: number
  target: number | null
  /** Server ms since the start: now while open, the end once ended. */
  elapsedMs: number
  /** Only once the round ended. */
  crash?: number
  cashedAt: number | null
  win: number
  nonce: number
}

export type CrashReply = CrashView & RoundTail

export class CrashRounds {
  private readonly rounds: FairRounds<CrashOutcome>

  constructor(
    private readonly deps: ProviderDeps,
    provider: ProviderService,
  ) {
    this.rounds = new FairRounds(deps, provider, 'crash', 'crash_noRound')
  }

  /** The round still flying for the page that (re)opens, after settling one whose time ran out. */
  async openRound(key: string, owner: string): Promise<CrashView | null> {
    const r = await this.rounds.open(key, owner)
    if (!r || (await this.settleIfEnded(r))) return null
    return this.viewOf(r)
  }

  /** Settles every round of the owner whose time ran out (before the Fairness panel lists or rotates). */
  async settleEnded(owner: string): Promise<void> {
    for (const r of await this.rounds.openOfOwner(owner)) await this.settleIfEnded(r)
  }

  async start(key: string, stake: number, target: number | null): Promise<CrashReply> {
    if (!crash.isCrashStake(stake) || (target !== null && !crash.isCrashTarget(target))) {
      throw new PlayError('badStake')
    }
    const { round, balance } = await this.rounds.start(
      key,
      stake,
      { target },
      async (left) => (await this.settleIfEnded(left)) !== false,
    )
    return { ...this.viewOf(round), ...(await this.rounds.tail(round, balance)) }
  }

  /** The round now: the page asks while the curve climbs, to learn of a crash or a reached target. */
  async state(key: string, owner: string, roundId: string): Promise<CrashReply> {
    const r = await this.rounds.load(key, owner, roundId)
    if (r.status !== 'open') return this.reply(r)
    const ended = await this.settleIfEnded(r)
    // Still flying: the page asks several times a second, so the wallet's balance is not read again
    // (null: unchanged since the bet; the page keeps showing the one it has).
    if (!ended) return { ...this.viewOf(r), ...(await this.rounds.tail(r, null)), pending: false }
    return this.reply(await this.rounds.load(key, owner, roundId), ended.balance)
  }

  async cashout(key: string, owner: string, roundId: string): Promise<CrashReply> {
    const r = await this.rounds.load(key, owner, roundId)
    if (r.status !== 'open') return this.reply(r)
    const point = await this.crashOf(r)
    const elapsed = this.elapsed(r)
    const result = crash.cashOutAt(point, r.outcome.target, elapsed)
    if (result.kind === 'early') throw new PlayError('crash_tooEarly')
    const ended =
      result.kind === 'ended'
        ? await this.end(r, point)
        : await this.finish(r, { ...r.outcome, crash: point, cashedAt: result.multiplier, atMs: elapsed })
    return this.reply(await this.rounds.load(key, owner, roundId), ended.balance)
  }

  /** Ends an open round whose time ran out, as it ended by itself; false while it still flies. */
  private async settleIfEnded(r: RoundRow): Promise<{ balance?: number | null } | false> {
    const point = await this.crashOf(r)
    if (this.elapsed(r) < crash.endOf(point, r.outcome.target).atMs) return false
    return this.end(r, point)
  }

  private end(r: RoundRow, point: number) {
    const { atMs, cashedAt } = crash.endOf(point, r.outcome.target)
    return this.finish(r, { ...r.outcome, crash: point, cashedAt, atMs })
  }

  /**
   * The compare-and-set ending the round (the target never changes while it flies, so the check is that
   * it is still open), then its win (0 too) and endRound. balance: undefined when another request ended it.
   */
  private async finish(r: RoundRow, outcome: CrashOutcome): Promise<{ balance?: number | null }> {
    const win = crash.payout(Number(r.stake), outcome.cashedAt ?? null)
    if (!(await this.rounds.swap(r, 'target', outcome, 'settling', win))) return {}
    return { balance: await this.rounds.pay(r, win) }
  }

  private crashOf(r: RoundRow): Promise<number> {
    return crashPointFor({ serverSeed: r.server_seed, clientSeed: r.client_seed, nonce: Number(r.nonce) })
  }

  private elapsed(r: RoundRow): number {
    return this.deps.clock() - new Date(r.created_at).getTime()
  }

  private async reply(r: RoundRow, known?: number | null): Promise<CrashReply> {
    const tail = await this.rounds.tail(r, known)
    return { ...this.viewOf(r), ...tail, pending: tail.pending || known === null }
  }

  private viewOf(r: RoundRow): CrashView {
    const open = r.status === 'open'
    const cashedAt = open ? null : (r.outcome.cashedAt ?? null)
    return {
      roundId: r.id,
      state: open ? 'open' : cashedAt === null ? 'lost' : 'won',
      stake: Number(r.stake),
      target: r.outcome.target,
      elapsedMs: open ? this.elapsed(r) : (r.outcome.atMs ?? 0),
      ...(open ? {} : { crash: r.outcome.crash }),
      cashedAt,
      win: open ? 0 : Number(r.win),
      nonce: Number(r.nonce),
    }
  }
}
