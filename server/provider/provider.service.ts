import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { ProviderStatus } from '../../contract/provider-wallet.ts'
import type { Db } from '../db/client.ts'
import { query } from '../db/sql.ts'
import * as blackjack from './blackjack.engine.ts'
import * as crash from './crash.engine.ts'
import * as dice from './dice.engine.ts'
import { ensureSeed, type FairState, takeNonce } from './fair.seeds.ts'
import { diceRollFor, pocketFor } from './fair.ts'
import { catalogueGame, type Engine, engineFor } from './games.catalog.ts'
import { GAME_TEXTS, pickGameLang } from './i18n.ts'
import * as mines from './mines.engine.ts'
import { PlayError } from './provider.errors.ts'
import { DemoPurse, type Purse, WalletPurse } from './provider.purse.ts'
import type { PlayRounds } from './provider.rounds.ts'
import * as roulette from './roulette.bets.ts'
import type { RouletteBet } from './roulette.engine.ts'
import * as slot from './slot.engine.ts'
import type { WalletClient } from './wallet-client.ts'

/** Play money a demo session starts with, minor units (1,000.00). */
export const DEMO_START_BALANCE = 100_000
/** A play session older than this is over; the player starts the game again from the lobby. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60_000
/** A round left 'settling' this long (its request died) is settled by the session's next request. */
export const STALE_SETTLING_MS = 30_000

export interface ProviderDeps {
  db: Db
  /** The round's own statements, batched across players (provider.rounds.ts). */
  rounds: PlayRounds
  wallet: WalletClient
  clock: () => number
  /** Waits between retries of an unanswered win or rollback (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>
  /** The CSPRNG by default; tests inject outcomes. */
  draw?: (max: number) => number
}

interface SessionRow {
  id: string
  wallet_session_id: string
  game_id: number
  engine: Engine
  lang: string
  currency: string
  demo: boolean
  demo_balance: number
  staked: number
  won: number
  rounds: number
  started_at: Date | string
  owner: string | null
}

export interface PlayRequest {
  stake: number
  /** Dice: the chosen payout in hundredths (see dice.MULTIPLIERS). */
  multiplier?: number | undefined
  /** Roulette: the table's bets, whose total is the stake (roulette.bets.ts). */
  bets?: readonly RouletteBet[] | undefined
}

/** The engines whose round is one request (play()). */
const ENGINES: readonly Engine[] = ['slot', 'dice', 'roulette']
const minCycleMs = (engine: Engine) => (engine === 'slot' ? slot.SLOT_MIN_CYCLE_MS : 0)
/** Only offered stakes, a multiplier only for dice, bets only for roulette (their total the stake). */
function isValidRequest(engine: Engine, req: PlayRequest): boolean {
  if (engine === 'roulette') {
    if (!req.bets || req.multiplier !== undefined) return false
    const checked = roulette.checkBets(req.bets)
    return checked.ok && checked.total === req.stake
  }
  if (req.bets !== undefined) return false
  return engine === 'slot'
    ? slot.isSlotStake(req.stake) && req.multiplier === undefined
    : dice.isDiceStake(req.stake) && req.multiplier !== undefined && dice.isMultiplier(req.multiplier)
}
/** Whose seed pairs a session draws from (sessions opened before provably fair: the session itself). */
const ownerOf = (s: Pick<SessionRow, 'id' | 'owner'>) => s.owner ?? `session:${s.id}`

/** settlePending stopped at a wallet that did not answer: the rest waits, what went may have moved money. */
const stoppedAtWallet = (err: unknown) => {
  if (err instanceof PlayError) return true
  throw err
}
/** What a purse needs of a play session. */
type PurseOf = Pick<SessionRow, 'id' | 'demo' | 'wallet_session_id'>

interface PendingRow {
  id: string
  win: number
  status: string
  /** A 'rollback_pending' row's: which bet to undo. */
  outcome: PendingRollback
  session_id: string
  demo: boolean
  wallet_session_id: string
}

/** The outcome of a 'rollback_pending' row: a further bet's round and transaction; empty for a round's first bet. */
interface PendingRollback {
  roundId?: string
  tx?: string
}

export function rulesOf(engine: Engine) {
  if (engine === 'slot') {
    return {
      rtp: slot.SLOT_RTP_PERCENT,
      stakes: [...slot.SLOT_STAKES],
      minCycleMs: slot.SLOT_MIN_CYCLE_MS,
      paytable: slot.PAYTABLE,
      paylines: slot.PAYLINES,
      symbols: slot.SYMBOLS,
      strips: slot.STRIPS,
    }
  }
  if (engine === 'blackjack') {
    return {
      rtp: blackjack.BLACKJACK_RTP_PERCENT,
      stakes: [...blackjack.BLACKJACK_STAKES],
      minCycleMs: 0,
      decks: 6,
      paytable: { blackjack: [3, 2], win: [1, 1], push: [0, 1] },
    }
  }
  if (engine === 'mines') {
    return {
      rtp: mines.MINES_RTP_PERCENT,
      stakes: [...mines.MINES_STAKES],
      minCycleMs: 0,
      cells: mines.CELLS,
      minMines: mines.MIN_MINES,
      maxMines: mines.MAX_MINES,
      paytable: mines.paytable(),
    }
  }
  if (engine === 'crash') {
    return {
      rtp: crash.CRASH_RTP_PERCENT,
      stakes: [...crash.CRASH_STAKES],
      minCycleMs: 0,
      minCashout: crash.MIN_CASHOUT,
      maxMultiplier: crash.MAX_MULTIPLIER,
      growthPerMs: crash.GROWTH_PER_MS,
      paytable: crash.CRASH_TABLE_TARGETS.map((target) => ({ target, chance: crash.chanceOf(target) })),
    }
  }
  if (engine === 'roulette') {
    return {
      rtp: roulette.ROULETTE_RTP_PERCENT,
      stakes: [...roulette.ROULETTE_CHIPS],
      minCycleMs: 0,
      maxBets: roulette.MAX_BETS,
      maxTotal: roulette.MAX_TOTAL,
    }
  }
  return {
    rtp: dice.DICE_RTP_PERCENT,
    stakes: [...dice.DICE_STAKES],
    minCycleMs: 0,
    multipliers: dice.MULTIPLIERS.map((m) => ({ multiplier: m, target: dice.targetFor(m) })),
    outcomes: dice.ROLL_OUTCOMES,
  }
}

export class ProviderService {
  private readonly sleep: (ms: number) => Promise<void>
  private readonly draw: (max: number) => number

  constructor(readonly deps: ProviderDeps) {
    this.sleep = deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)))
    this.draw = deps.draw ?? randomInt
  }

  /** Opens a play session with a launch token (authenticate, single use). */
  async open(token: string) {
    const { db, clock } = this.deps
    let reply: Awaited<ReturnType<WalletClient['call']>>
    try {
      reply = await this.deps.wallet.call('authenticate', { token })
    } catch {
      throw new PlayError('network')
    }
    if (reply.status === ProviderStatus.invalidToken) throw new PlayError('invalidToken')
    if (reply.status !== ProviderStatus.ok || !reply.sessionId || reply.gameId === undefined) {
      throw new PlayError('generic')
    }
    const game = await catalogueGame(db, reply.gameId)
    const { engine } = engineFor(game?.gameType ?? 0, reply.gameId)
    const id = randomBytes(24).toString('base64url')
    const demo = reply.demo === true
    // The player's seed pairs follow the wallet's opaque player id across sessions; a guest's, the session.
    const owner = reply.playerId ? `player:${reply.playerId}` : `session:${id}`
    await query(
      db,
      sql`INSERT INTO builtin_provider_sessions
            (id, wallet_session_id, game_id, engine, lang, currency, demo, demo_balance, started_at, owner)
          VALUES (${id}, ${reply.sessionId}, ${reply.gameId}, ${engine}, ${pickGameLang(reply.lang)},
                  ${reply.currency ?? 'BRL'}, ${demo}, ${demo ? DEMO_START_BALANCE : 0},
                  ${new Date(clock()).toISOString()}, ${owner})`,
    )
    const s = await this.load(id)
    // What the player's earlier sessions left unanswered goes now; a wallet still down leaves it for later.
    const sent = !demo && (await this.settlePending({ ...s, owner }).catch(stoppedAtWallet))
    const balance = demo ? DEMO_START_BALANCE : sent ? await this.purse(s).balance() : (reply.balance ?? 0)
    return this.view(s, balance, game, await this.fairOf(s))
  }

  /** The page reloaded: the same session, its balance read again. */
  async resume(key: string) {
    const s = await this.load(key)
    await this.settlePending({ ...s, owner: ownerOf(s) })
    const game = await catalogueGame(this.deps.db, s.game_id)
    return this.view(s, await this.purse(s).balance(), game, await this.fairOf(s))
  }

  /** The play session (expired ones refused), for the calls that name it: its owner and engine. */
  async session(key: string): Promise<{ owner: string; engine: Engine; demo: boolean }> {
    const s = await this.load(key)
    return { owner: ownerOf(s), engine: s.engine, demo: s.demo }
  }

  /** The session's seed pair now (the Fairness panel). */
  async fair(key: string): Promise<FairState> {
    const s = await this.load(key)
    return ensureSeed(this.deps.db, ownerOf(s), this.deps.clock())
  }

  /** The seed pair the fair engines draw from, made on first use so its hash is shown before play. */
  private async fairOf(s: SessionRow): Promise<FairState | null> {
    return s.engine === 'slot' ? null : ensureSeed(this.deps.db, ownerOf(s), this.deps.clock())
  }

  /**
   * One round: checks, bet, outcome, win (0 too), endRound. Its own statements (begin, record, settle) and
   * its wallet calls are each one statement shared with the rounds of other players (provider.rounds.ts,
   * and the wallet's batched calls behind the signed transport).
   */
  async play(key: string, req: PlayRequest) {
    const { clock, rounds } = this.deps
    const begun = await rounds.begin({
      key,
      now: clock(),
      maxAgeMs: SESSION_MAX_AGE_MS,
      cycleMs: Object.fromEntries(
        ENGINES.filter((engine) => isValidRequest(engine, req)).map((engine) => [engine, minCycleMs(engine)]),
      ),
      staleMs: STALE_SETTLING_MS,
    })
    if (begun.outcome === 'expired') throw new PlayError('sessionExpired')
    if (begun.outcome === 'bad_stake') throw new PlayError('badStake')
    if (begun.outcome === 'too_fast') {
      const wait = minCycleMs(begun.engine) - (clock() - begun.lastPlayAt)
      throw new PlayError('tooFast', { retryAfterMs: Math.max(0, wait) })
    }
    const s = { id: key, demo: begun.demo, wallet_session_id: begun.walletSession, owner: begun.owner }
    if (begun.pending) await this.settlePending(s)

    const purse = this.purse(s)
    const roundId = randomUUID()
    await this.bet(s, roundId, req.stake)
    // The dice roll and the roulette pocket come from the player's seed pair (provably fair); the slot's
    // reels from the CSPRNG.
    const fair = begun.engine === 'slot' ? undefined : await takeNonce(this.deps.db, begun.owner, clock())
    const outcome = !fair
      ? slot.spin(req.stake, this.draw)
      : begun.engine === 'roulette'
        ? roulette.settleSpin(req.bets ?? [], await pocketFor(fair))
        : dice.settle(req.stake, req.multiplier ?? 0, await diceRollFor(fair))
    const totals = await rounds.record({
      roundId,
      key,
      stake: req.stake,
      win: outcome.win,
      outcome,
      now: clock(),
      seedId: fair?.seedId,
      nonce: fair?.nonce,
    })
    const balance = await purse.win(roundId, outcome.win)
    if (balance === null) await rounds.settle(roundId, 'win_pending')
    else await Promise.all([purse.endRound(roundId), rounds.settle(roundId, 'settled')])
    return {
      roundId,
      stake: req.stake,
      outcome,
      win: outcome.win,
      balance,
      pending: balance === null,
      net: totals.won - totals.staked,
      rounds: totals.rounds,
      serverNow: clock(),
      ...(fair ? { fair: { nonce: fair.nonce } } : {}),
    }
  }

  purse(s: PurseOf): Purse {
    return s.demo
      ? new DemoPurse(this.deps.db, s.id)
      : new WalletPurse(this.deps.wallet, s.wallet_session_id, this.sleep)
  }

  /**
   * Takes a bet (`tx` names a further bet of the round, e.g. a blackjack double). One the wallet may hold
   * while its rollback went unanswered too is kept 'rollback_pending': settlePending sends the rollback again.
   */
  async bet(s: PurseOf, roundId: string, stake: number, tx?: string): Promise<number> {
    try {
      return await this.purse(s).bet(roundId, stake, tx)
    } catch (err) {
      if (err instanceof PlayError && err.extra.rollbackPending)
        await this.keepRollback(s, roundId, stake, tx)
      throw err
    }
  }

  /** Undoes a bet; a rollback the wallet did not answer is kept like an unanswered bet's. */
  async rollback(s: PurseOf, roundId: string, stake: number, tx?: string): Promise<void> {
    if (!(await this.purse(s).rollback(roundId, tx))) await this.keepRollback(s, roundId, stake, tx)
  }

  /** A further bet's row is named by its own transaction id (its round has a row) and says which bet it undoes. */
  private async keepRollback(s: PurseOf, roundId: string, stake: number, tx?: string) {
    const undo: PendingRollback = tx ? { roundId, tx } : {}
    await query(
      this.deps.db,
      sql`INSERT INTO builtin_provider_rounds (id, session_id, stake, win, outcome, status, created_at)
          VALUES (${tx ?? roundId}, ${s.id}, ${stake}, 0, ${JSON.stringify(undo)}::jsonb, 'rollback_pending',
                  ${new Date(this.deps.clock()).toISOString()})`,
    )
  }

  private async load(key: string): Promise<SessionRow> {
    const [s] = await query<SessionRow>(
      this.deps.db,
      sql`SELECT * FROM builtin_provider_sessions WHERE id = ${key}`,
    )
    if (!s || this.deps.clock() - new Date(s.started_at).getTime() > SESSION_MAX_AGE_MS) {
      throw new PlayError('sessionExpired')
    }
    return { ...s, demo_balance: Number(s.demo_balance), staked: Number(s.staked), won: Number(s.won) }
  }

  /**
   * Wins and rollbacks a previous request could not get answered are sent again before a new round: the
   * session's, and in real money those of the player's earlier sessions (a blackjack round is played on
   * across sessions, and an expired session is never opened again). Each goes through its own session's
   * purse. True when there were any.
   */
  async settlePending(s: PurseOf & { owner: string }): Promise<boolean> {
    const stale = new Date(this.deps.clock() - STALE_SETTLING_MS).toISOString()
    const rows = await query<PendingRow>(
      this.deps.db,
      sql`SELECT r.id, r.win, r.status, r.outcome, r.session_id, p.demo, p.wallet_session_id
          FROM builtin_provider_rounds r JOIN builtin_provider_sessions p ON p.id = r.session_id
          WHERE (r.session_id = ${s.id} OR (${!s.demo} AND NOT p.demo AND p.owner = ${s.owner}))
            AND (r.status IN ('win_pending', 'rollback_pending')
                 OR (r.status = 'settling' AND r.created_at < ${stale}))
          ORDER BY r.created_at`,
    )
    for (const r of rows) {
      const purse = this.purse({ id: r.session_id, demo: r.demo, wallet_session_id: r.wallet_session_id })
      if (r.status === 'rollback_pending') {
        if (!(await purse.rollback(r.outcome.roundId ?? r.id, r.outcome.tx))) throw new PlayError('network')
        await this.deps.rounds.settle(r.id, 'rolled_back')
      } else {
        if ((await purse.win(r.id, Number(r.win))) === null) throw new PlayError('winPending')
        await purse.endRound(r.id)
        await this.deps.rounds.settle(r.id, 'settled')
      }
    }
    return rows.length > 0
  }

  private view(
    s: SessionRow,
    balance: number,
    game: { name: string; gameType: number } | null,
    fair: FairState | null,
  ) {
    const lang = pickGameLang(s.lang)
    return {
      session: s.id,
      gameId: s.game_id,
      gameName: game?.name ?? '',
      engine: s.engine,
      theme: engineFor(game?.gameType ?? 0, s.game_id).theme,
      demo: s.demo,
      lang,
      currency: s.currency,
      balance,
      net: s.won - s.staked,
      rounds: Number(s.rounds),
      startedAt: new Date(s.started_at).getTime(),
      serverNow: this.deps.clock(),
      rules: rulesOf(s.engine),
      fair,
      texts: GAME_TEXTS[lang],
    }
  }
}
