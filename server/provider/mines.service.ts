import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { query } from '../db/sql.ts'
import { minesFor } from './fair.ts'
import * as mines from './mines.engine.ts'
import { PlayError } from './provider.errors.ts'
import {
  type ProviderDeps,
  type ProviderService,
  SESSION_MAX_AGE_MS,
  STALE_SETTLING_MS,
} from './provider.service.ts'

/**
 * Mines rounds: several requests per round. start: the bet, then the round opens on the player's seed pair
 * (its mines fixed by the pair and nonce). pick: a safe cell raises the multiplier, a mine ends the round
 * (win 0, endRound). cashout: the win, endRound. Every change to an open round is a compare-and-set on its
 * picks, so of a cash-out and a pick racing (or two cash-outs, or a replay) exactly one applies; the others
 * answer the round as it then stands. The win's transaction id is fixed per round, so the wallet pays once.
 */
interface RoundRow {
  id: string
  session_id: string
  stake: number
  win: number
  status: string
  outcome: { mines: number; picks: number[]; layout?: number[] }
  nonce: number
  server_seed: string
  client_seed: string
  wallet_session_id: string
  demo: boolean
}

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

export interface MinesReply extends MinesView {
  balance: number | null
  pending: boolean
  net: number
  rounds: number
  serverNow: number
}

const SELECT_ROUND = sql`
  SELECT r.id, r.session_id, r.stake, r.win, r.status, r.outcome, r.nonce, p.server_seed, p.client_seed,
         s.wallet_session_id, s.demo
  FROM builtin_provider_rounds r
  JOIN builtin_provider_sessions s ON s.id = r.session_id
  JOIN builtin_provider_seeds p ON p.id = r.seed_id`

export class MinesRounds {
  constructor(
    private readonly deps: ProviderDeps,
    private readonly provider: ProviderService,
  ) {}

  /** The session's open round, or one an earlier real-money session of the same player left open. */
  async openRound(key: string, owner: string): Promise<MinesView | null> {
    const [r] = await query<RoundRow>(
      this.deps.db,
      sql`${SELECT_ROUND}
          WHERE r.status = 'open' AND s.engine = 'mines'
            AND (r.session_id = ${key} OR (s.owner = ${owner} AND NOT s.demo
                 AND NOT (SELECT demo FROM builtin_provider_sessions WHERE id = ${key})))
          ORDER BY r.created_at LIMIT 1`,
    )
    return r ? viewOf(r) : null
  }

  async start(key: string, stake: number, count: number): Promise<MinesReply> {
    if (!mines.isMinesStake(stake) || !mines.isMinesCount(count)) throw new PlayError('badStake')
    const { clock, rounds, db } = this.deps
    const begun = await rounds.begin({
      key,
      now: clock(),
      maxAgeMs: SESSION_MAX_AGE_MS,
      cycleMs: { mines: 0 },
      staleMs: STALE_SETTLING_MS,
    })
    if (begun.outcome === 'expired') throw new PlayError('sessionExpired')
    if (begun.outcome !== 'ok') throw new PlayError('badStake')
    const s = { id: key, demo: begun.demo, wallet_session_id: begun.walletSession }
    if (begun.pending) await this.provider.settlePending(s)
    if (await this.openRound(key, begun.owner)) throw new PlayError('roundOpen')

    const purse = this.provider.purse(s)
    const roundId = randomUUID()
    const balance = await purse.bet(roundId, stake)
    let totals: { staked: number; won: number; rounds: number }
    try {
      const [row] = await query<{ staked: number; won: number; rounds: number }>(
        db,
        sql`SELECT staked, won, rounds FROM provider_mines_start(${roundId}, ${key}, ${begun.owner}, ${stake},
              ${count}, ${new Date(clock()).toISOString()})`,
      )
      totals = { staked: Number(row?.staked), won: Number(row?.won), rounds: Number(row?.rounds) }
    } catch (err) {
      // No round to play: the stake goes back.
      await purse.rollback(roundId)
      throw err
    }
    const [round] = await query<RoundRow>(db, sql`${SELECT_ROUND} WHERE r.id = ${roundId}`)
    if (!round) throw new PlayError('generic')
    return {
      ...viewOf(round),
      balance,
      pending: false,
      net: totals.won - totals.staked,
      ...this.tail(totals),
    }
  }

  async pick(key: string, owner: string, roundId: string, cell: number): Promise<MinesReply> {
    const r = await this.load(key, owner, roundId)
    if (r.status !== 'open') return this.reply(r)
    const layout = await minesFor(
      { serverSeed: r.server_seed, clientSeed: r.client_seed, nonce: Number(r.nonce) },
      r.outcome.mines,
    )
    const result = mines.pick({ mines: r.outcome.mines, layout, picks: r.outcome.picks }, cell)
    if (result.kind === 'invalid') throw new PlayError('badPick')
    if (result.kind === 'safe' && !result.cleared) {
      await this.swap(r, { ...r.outcome, picks: result.picks }, 'open', 0)
      return this.reply(await this.load(key, owner, roundId))
    }
    const win =
      result.kind === 'mine' ? 0 : mines.payout(Number(r.stake), r.outcome.mines, result.picks.length)
    return this.finish(key, owner, r, { ...r.outcome, picks: result.picks, layout }, win)
  }

  async cashout(key: string, owner: string, roundId: string): Promise<MinesReply> {
    const r = await this.load(key, owner, roundId)
    if (r.status !== 'open') return this.reply(r)
    if (r.outcome.picks.length === 0) throw new PlayError('badPick')
    const layout = await minesFor(
      { serverSeed: r.server_seed, clientSeed: r.client_seed, nonce: Number(r.nonce) },
      r.outcome.mines,
    )
    const win = mines.payout(Number(r.stake), r.outcome.mines, r.outcome.picks.length)
    return this.finish(key, owner, r, { ...r.outcome, layout }, win)
  }

  /** Ends the round (if this request won the compare-and-set), then pays its win (0 too) and ends it. */
  private async finish(key: string, owner: string, r: RoundRow, outcome: RoundRow['outcome'], win: number) {
    if (!(await this.swap(r, outcome, 'settling', win))) return this.reply(await this.load(key, owner, r.id))
    const purse = this.provider.purse({
      id: r.session_id,
      demo: r.demo,
      wallet_session_id: r.wallet_session_id,
    })
    const balance = await purse.win(r.id, win)
    if (balance === null) await this.deps.rounds.settle(r.id, 'win_pending')
    else await Promise.all([purse.endRound(r.id), this.deps.rounds.settle(r.id, 'settled')])
    const ended = await this.load(key, owner, r.id)
    return { ...(await this.reply(ended, balance)), pending: balance === null }
  }

  /** The compare-and-set: applies only while the round is open with the picks this request read. */
  private async swap(r: RoundRow, outcome: RoundRow['outcome'], status: string, win: number) {
    const rows = await query<{ id: string }>(
      this.deps.db,
      sql`WITH changed AS (
            UPDATE builtin_provider_rounds SET outcome = ${JSON.stringify(outcome)}::jsonb, status = ${status},
                   win = ${win}
            WHERE id = ${r.id} AND status = 'open' AND outcome -> 'picks' = ${JSON.stringify(r.outcome.picks)}::jsonb
            RETURNING id, session_id, win)
          UPDATE builtin_provider_sessions s SET won = s.won + c.win
          FROM changed c WHERE s.id = c.session_id
          RETURNING c.id`,
    )
    return rows.length > 0
  }

  private async load(key: string, owner: string, roundId: string): Promise<RoundRow> {
    const [r] = await query<RoundRow>(
      this.deps.db,
      sql`${SELECT_ROUND}
          WHERE r.id = ${roundId} AND s.engine = 'mines'
            AND (r.session_id = ${key} OR (s.owner = ${owner} AND NOT s.demo))`,
    )
    if (!r) throw new PlayError('badPick')
    return r
  }

  private async reply(r: RoundRow, known?: number | null): Promise<MinesReply> {
    const { db, clock } = this.deps
    const [s] = await query<{ staked: number; won: number; rounds: number }>(
      db,
      sql`SELECT staked, won, rounds FROM builtin_provider_sessions WHERE id = ${r.session_id}`,
    )
    const totals = { staked: Number(s?.staked), won: Number(s?.won), rounds: Number(s?.rounds) }
    const balance =
      known === undefined
        ? await this.provider
            .purse({ id: r.session_id, demo: r.demo, wallet_session_id: r.wallet_session_id })
            .balance()
        : known
    return {
      ...viewOf(r),
      balance,
      pending: r.status === 'win_pending',
      net: totals.won - totals.staked,
      rounds: totals.rounds,
      serverNow: clock(),
    }
  }

  private tail(totals: { rounds: number }) {
    return { rounds: totals.rounds, serverNow: this.deps.clock() }
  }
}

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
