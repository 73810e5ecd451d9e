import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { query } from '../db/sql.ts'
import type { Engine } from './games.catalog.ts'
import { PlayError, type PlayErrorCode } from './provider.errors.ts'
import type { Purse } from './provider.purse.ts'
import {
  type ProviderDeps,
  type ProviderService,
  SESSION_MAX_AGE_MS,
  STALE_SETTLING_MS,
} from './provider.service.ts'

/**
 * What the multi-step engines (mines, blackjack) share: a round opens with its bet on the owner's seed
 * pair, stays 'open' while the player decides, and every change is a compare-and-set on one field of its
 * outcome (the picks, the decisions), so of two racing requests (or a replay) exactly one applies. Ending
 * it pays the win once (the win's transaction id is fixed per round) and sends endRound.
 */
export interface FairRoundRow<O> {
  id: string
  session_id: string
  stake: number
  win: number
  status: string
  outcome: O
  nonce: number
  created_at: Date | string
  server_seed: string
  client_seed: string
  wallet_session_id: string
  demo: boolean
}

/** The session's balance and totals that every reply carries. */
export interface RoundTail {
  balance: number | null
  pending: boolean
  net: number
  rounds: number
  serverNow: number
}

const SELECT_ROUND = sql`
  SELECT r.id, r.session_id, r.stake, r.win, r.status, r.outcome, r.nonce, r.created_at, p.server_seed,
         p.client_seed, s.wallet_session_id, s.demo
  FROM builtin_provider_rounds r
  JOIN builtin_provider_sessions s ON s.id = r.session_id
  JOIN builtin_provider_seeds p ON p.id = r.seed_id`

export class FairRounds<O extends object> {
  constructor(
    private readonly deps: ProviderDeps,
    private readonly provider: ProviderService,
    private readonly engine: Engine,
    /** The error a round id that is not the player's (or not this engine's) answers. */
    private readonly notFound: PlayErrorCode,
  ) {}

  /** The session's open round, or one an earlier real-money session of the same player left open. */
  async open(key: string, owner: string): Promise<FairRoundRow<O> | null> {
    const [r] = await query<FairRoundRow<O>>(
      this.deps.db,
      sql`${SELECT_ROUND}
          WHERE r.status = 'open' AND s.engine = ${this.engine}
            AND (r.session_id = ${key} OR (s.owner = ${owner} AND NOT s.demo
                 AND NOT (SELECT demo FROM builtin_provider_sessions WHERE id = ${key})))
          ORDER BY r.created_at LIMIT 1`,
    )
    return r ?? null
  }

  /** The owner's open rounds of this engine in every session (crash settles those whose time ran out). */
  async openOfOwner(owner: string): Promise<FairRoundRow<O>[]> {
    return query<FairRoundRow<O>>(
      this.deps.db,
      sql`${SELECT_ROUND} WHERE r.status = 'open' AND s.engine = ${this.engine} AND s.owner = ${owner}`,
    )
  }

  /**
   * The bet, then the round on the owner's pair with its first outcome; the stake goes back if no round. A
   * round still open refuses the start (roundOpen) unless `settleLeft` ends it (a crash whose time ran out);
   * so does one a racing start opened after the check (provider_fair_round_start sees it).
   */
  async start(
    key: string,
    stake: number,
    outcome: O,
    settleLeft: (r: FairRoundRow<O>) => Promise<boolean> = async () => false,
  ): Promise<{ round: FairRoundRow<O>; balance: number }> {
    const { clock, rounds, db } = this.deps
    const begun = await rounds.begin({
      key,
      now: clock(),
      maxAgeMs: SESSION_MAX_AGE_MS,
      cycleMs: { [this.engine]: 0 },
      staleMs: STALE_SETTLING_MS,
    })
    if (begun.outcome === 'expired') throw new PlayError('sessionExpired')
    // Another start of the session claimed it with a later clock reading (two at once, two servers).
    if (begun.outcome === 'too_fast') throw new PlayError('tooFast', { retryAfterMs: 0 })
    if (begun.outcome !== 'ok') throw new PlayError('badStake')
    const s = { id: key, demo: begun.demo, wallet_session_id: begun.walletSession, owner: begun.owner }
    if (begun.pending) await this.provider.settlePending(s)
    const left = await this.open(key, begun.owner)
    if (left && !(await settleLeft(left))) throw new PlayError('roundOpen')

    const roundId = randomUUID()
    const balance = await this.provider.bet(s, roundId, stake)
    let opened: boolean
    try {
      const [started] = await query<{ opened: boolean }>(
        db,
        sql`SELECT opened FROM provider_fair_round_start(${roundId}, ${key}, ${begun.owner}, ${stake},
              ${JSON.stringify(outcome)}::jsonb, ${new Date(clock()).toISOString()})`,
      )
      opened = started?.opened === true
    } catch (err) {
      await this.provider.rollback(s, roundId, stake)
      throw err
    }
    // A start sent at the same time (a double tap, another window) opened its round first: the check
    // above saw none, the start statement, which takes the owner's starts in turn, did.
    if (!opened) {
      await this.provider.rollback(s, roundId, stake)
      throw new PlayError('roundOpen')
    }
    const [round] = await query<FairRoundRow<O>>(db, sql`${SELECT_ROUND} WHERE r.id = ${roundId}`)
    if (!round) throw new PlayError('generic')
    return { round, balance }
  }

  /** A round of the player's (this session's, or an earlier real-money session's of the same owner). */
  async load(key: string, owner: string, roundId: string): Promise<FairRoundRow<O>> {
    const [r] = await query<FairRoundRow<O>>(
      this.deps.db,
      sql`${SELECT_ROUND}
          WHERE r.id = ${roundId} AND s.engine = ${this.engine}
            AND (r.session_id = ${key} OR (s.owner = ${owner} AND NOT s.demo))`,
    )
    if (!r) throw new PlayError(this.notFound)
    return r
  }

  purse(r: FairRoundRow<O>): Purse {
    return this.provider.purse(sessionOf(r))
  }

  /** A further bet of the round in transaction `tx`; unanswered, its rollback is kept (ProviderService.bet). */
  async bet(r: FairRoundRow<O>, stake: number, tx: string): Promise<number> {
    return this.provider.bet(sessionOf(r), r.id, stake, tx)
  }

  /** Undoes the further bet `tx`; unanswered, the rollback is kept and sent again (settlePending). */
  async rollback(r: FairRoundRow<O>, stake: number, tx: string): Promise<void> {
    await this.provider.rollback(sessionOf(r), r.id, stake, tx)
  }

  /**
   * The compare-and-set: applies only while the round is open with `field` of its outcome as this request
   * read it. `staked` adds a further stake (a double, a split) to the round and the session.
   */
  async swap(
    r: FairRoundRow<O>,
    field: keyof O & string,
    outcome: O,
    status: 'open' | 'settling',
    win: number,
    staked = 0,
  ): Promise<boolean> {
    const rows = await query<{ id: string }>(
      this.deps.db,
      sql`WITH changed AS (
            UPDATE builtin_provider_rounds SET outcome = ${JSON.stringify(outcome)}::jsonb, status = ${status},
                   win = ${win}, stake = stake + ${staked}
            WHERE id = ${r.id} AND status = 'open'
              AND outcome -> ${field} = ${JSON.stringify(r.outcome[field])}::jsonb
            RETURNING id, session_id, win)
          UPDATE builtin_provider_sessions s SET won = s.won + c.win, staked = s.staked + ${staked}
          FROM changed c WHERE s.id = c.session_id
          RETURNING c.id`,
    )
    return rows.length > 0
  }

  /** Pays the win (0 too) of a round this request ended, then endRound; null when the wallet never answered. */
  async pay(r: FairRoundRow<O>, win: number): Promise<number | null> {
    const purse = this.purse(r)
    const balance = await purse.win(r.id, win)
    if (balance === null) await this.deps.rounds.settle(r.id, 'win_pending')
    else await Promise.all([purse.endRound(r.id), this.deps.rounds.settle(r.id, 'settled')])
    return balance
  }

  /** The session's totals and balance (read again unless `known`) for a reply about `r`. */
  async tail(r: FairRoundRow<O>, known?: number | null): Promise<RoundTail> {
    const { db, clock } = this.deps
    const [s] = await query<{ staked: number; won: number; rounds: number }>(
      db,
      sql`SELECT staked, won, rounds FROM builtin_provider_sessions WHERE id = ${r.session_id}`,
    )
    const balance = known === undefined ? await this.purse(r).balance() : known
    return {
      balance,
      pending: r.status === 'win_pending',
      net: Number(s?.won) - Number(s?.staked),
      rounds: Number(s?.rounds),
      serverNow: clock(),
    }
  }
}

const sessionOf = <O>(r: FairRoundRow<O>) => ({
  id: r.session_id,
  demo: r.demo,
  wallet_session_id: r.wallet_session_id,
})
