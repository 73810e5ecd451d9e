import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import {
  type authenticateRequest,
  type balanceRequest,
  type betRequest,
  type endRoundRequest,
  type ProviderReply,
  ProviderStatus,
  type rollbackRequest,
  type winRequest,
} from '../../../contract/provider-wallet.ts'
import { batchedCall, perDatabase } from '../../db/batch.ts'
import type { Db, DbOrTx, Tx } from '../../db/client.ts'
import { query } from '../../db/sql.ts'
import { PlayerAccount, SystemAccount, TxKind } from '../wallet/ledger/ledger.kinds.ts'
import { postInTransaction } from '../wallet/ledger/ledger.ts'
import { hashLaunchToken, SESSION_IDLE_MS } from './session.service.ts'

/**
 * The seamless wallet behind /provider/v1 (docs/PROVIDER_API.md): our side holds the money, the provider
 * draws outcomes and tells us each stake and payout. The wallet a call touches is always the one of OUR
 * game session; ids in the payload only name transactions and rounds.
 *
 * Every (provider, transactionId) is claimed once in provider_transactions inside the same database
 * transaction as its ledger movement, so a retried or duplicated call can never move money twice: an
 * exact replay gets the stored reply, another payload under the same id is refused.
 */
export interface WalletApiDeps {
  db: Db
  clock: () => number
}

interface SessionRow {
  id: string
  user_id: number
  game_id: number
  game_type: number
  provider: string
  demo: boolean
  currency: string
  status: string
  token_used_at: string | Date | null
  last_seen_at: string | Date
}

interface ClaimRow {
  id: number
  kind: string
  fingerprint: string
  reply: ProviderReply | null
}

/** A refusal decided inside the transaction: everything it wrote is rolled back, the reply is sent. */
class Refusal extends Error {
  constructor(readonly status: ProviderStatus) {
    super(status)
  }
}

const iso = (t: number) => new Date(t).toISOString()
/** How stale last_seen_at may get before a bet refreshes it (one write a minute, not one per bet). */
const TOUCH_AFTER_MS = 60_000

/** sha256 of the operation and its parsed payload with sorted keys: what "the same request" means. */
export function requestFingerprint(op: string, payload: Record<string, unknown>): string {
  const canonical = Object.keys(payload)
    .sort()
    .map((k) => [k, payload[k]])
  return createHash('sha256')
    .update(JSON.stringify([op, canonical]))
    .digest('hex')
}

const SESSION_COLUMNS = sql.raw(
  'id, user_id, game_id, game_type, provider, demo, currency, status, token_used_at, last_seen_at',
)

async function readSession(db: DbOrTx, provider: string, sessionId: string): Promise<SessionRow | null> {
  const [row] = await query<SessionRow>(
    db,
    sql`SELECT ${SESSION_COLUMNS} FROM game_sessions WHERE id = ${sessionId} AND provider = ${provider}`,
  )
  return row ?? null
}

async function cashBalance(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await query<{ balance: number }>(
    db,
    sql`SELECT balance FROM ledger_accounts WHERE user_id = ${userId} AND kind = ${PlayerAccount.cash}`,
  )
  return Number(row?.balance ?? 0)
}

/** A reply for this session that carries the balance now (0 in demo play). */
async function sessionReply(db: DbOrTx, s: SessionRow, status: ProviderStatus): Promise<ProviderReply> {
  const balance = s.demo ? 0 : await cashBalance(db, Number(s.user_id))
  return { status, balance, currency: s.currency, ...(s.demo ? { demo: true } : {}) }
}

interface Claim {
  provider: string
  sessionId: string
  transactionId: string
  kind: 'rollback'
  roundId: string
  amount: number
  reference: string | null
  fingerprint: string
  now: number
}

type Claimed =
  | { session: null }
  | { session: SessionRow; id: number }
  | { session: SessionRow; existing: ProviderReply }

/**
 * Reads the session (of this provider) and claims (provider, transactionId) in one statement (bet and
 * win do the same inside provider_bet / provider_win, server/db/functions/provider_*.sql). When the id is taken:
 * the stored reply for an exact replay, TRANSACTION_ROLLED_BACK for a tombstone, DUPLICATE_TRANSACTION
 * for another payload. A concurrent claim of the same id waits on the unique index until the first commits, then
 * sees its row.
 */
async function claim(tx: Tx, c: Claim, box: { s: SessionRow | null }): Promise<Claimed> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await query<SessionRow & { claim_id: number | null }>(
      tx,
      sql`WITH s AS (
            SELECT ${SESSION_COLUMNS} FROM game_sessions WHERE id = ${c.sessionId} AND provider = ${c.provider}),
          ins AS (
            INSERT INTO provider_transactions
              (provider, transaction_id, kind, session_id, user_id, round_id, amount, reference, fingerprint, created_at)
            SELECT ${c.provider}, ${c.transactionId}, ${c.kind}, s.id, s.user_id, ${c.roundId}, ${c.amount},
                   ${c.reference}, ${c.fingerprint}, ${iso(c.now)} FROM s
            ON CONFLICT (provider, transaction_id) DO NOTHING
            RETURNING id)
          SELECT s.*, (SELECT id FROM ins) AS claim_id FROM s`,
    )
    if (!row) return { session: null }
    const { claim_id, ...session } = row
    box.s = session
    if (claim_id !== null && claim_id !== undefined) return { session, id: Number(claim_id) }
    const [existing] = await query<ClaimRow>(
      tx,
      sql`SELECT id, kind, fingerprint, reply FROM provider_transactions
          WHERE provider = ${c.provider} AND transaction_id = ${c.transactionId}`,
    )
    if (!existing) continue
    if (existing.kind === 'tombstone') throw new Refusal(ProviderStatus.transactionRolledBack)
    if (existing.fingerprint !== c.fingerprint || !existing.reply) {
      throw new Refusal(ProviderStatus.duplicateTransaction)
    }
    return { session, existing: existing.reply }
  }
  throw new Error(`could not claim ${c.provider}:${c.transactionId}`)
}

interface Finish {
  claimId: number
  session: SessionRow
  /** What the round's bet_records row gains (a rollback passes a negative bet). */
  round: { roundId: string; bet: number; win: number } | null
  ledgerTransactionId: number | null
  now: number
}

/**
 * The last statement of an accepted call: the round's bet_records row, the session's last_seen_at (at
 * most once a minute), and the reply stored on the claim with the balance after the movement. One round
 * trip; the reply comes back from the database, so the first answer and every replay are identical.
 */
async function finish(tx: Tx, f: Finish): Promise<ProviderReply> {
  const s = f.session
  const userId = Number(s.user_id)
  const base = JSON.stringify({
    status: ProviderStatus.ok,
    currency: s.currency,
    ...(f.ledgerTransactionId !== null ? { walletTransactionId: String(f.ledgerTransactionId) } : {}),
  })
  const round = f.round
  const record =
    round && round.bet >= 0
      ? sql`, rec AS (
          INSERT INTO bet_records (user_id, provider, game_id, game_type, bet_amount, win_amount, round_id, created_at)
          VALUES (${userId}, ${s.provider}, ${s.game_id}, ${s.game_type}, ${round.bet}, ${round.win},
                  ${round.roundId}, ${iso(f.now)})
          ON CONFLICT (user_id, provider, round_id) DO UPDATE
            SET bet_amount = bet_records.bet_amount + EXCLUDED.bet_amount,
                win_amount = bet_records.win_amount + EXCLUDED.win_amount)`
      : round
        ? sql`, rec AS (
          UPDATE bet_records SET bet_amount = greatest(bet_amount + ${round.bet}, 0)
          WHERE user_id = ${userId} AND provider = ${s.provider} AND round_id = ${round.roundId})`
        : sql``
  const [row] = await query<{ reply: ProviderReply }>(
    tx,
    sql`WITH bal AS (
          SELECT coalesce((SELECT balance FROM ledger_accounts
                           WHERE user_id = ${userId} AND kind = ${PlayerAccount.cash}), 0) AS balance)${record},
        touch AS (
          UPDATE game_sessions SET last_seen_at = ${iso(f.now)}
          WHERE id = ${s.id} AND status = 'open' AND last_seen_at < ${iso(f.now - TOUCH_AFTER_MS)})
        UPDATE provider_transactions
          SET reply = ${base}::jsonb || jsonb_build_object('balance', (SELECT balance FROM bal)),
              ledger_transaction_id = ${f.ledgerTransactionId}
        WHERE id = ${f.claimId}
        RETURNING reply`,
  )
  if (!row) throw new Error(`claim ${f.claimId} vanished`)
  return typeof row.reply === 'string' ? (JSON.parse(row.reply) as ProviderReply) : row.reply
}

/**
 * Runs a call in one database transaction. Unknown session: SESSION_EXPIRED, nothing written. A
 * Refusal rolls everything back and answers its status with the balance now.
 */
async function run(
  d: WalletApiDeps,
  body: (tx: Tx, box: { s: SessionRow | null }) => Promise<ProviderReply>,
): Promise<ProviderReply> {
  const box: { s: SessionRow | null } = { s: null }
  try {
    return await d.db.transaction((tx) => body(tx, box))
  } catch (e) {
    if (!(e instanceof Refusal)) throw e
    return box.s ? sessionReply(d.db, box.s, e.status) : { status: e.status }
  }
}

const SESSION_UNKNOWN: ProviderReply = { status: ProviderStatus.sessionExpired }

const idempotencyKey = (provider: string, transactionId: string) => `prov:${provider}:${transactionId}`
const ledgerRef = (claimId: number) => ({ type: 'provider_tx', id: String(claimId) })

/** authenticate: the launch token works once, within 2 minutes of startGame. */
export async function authenticate(
  d: WalletApiDeps,
  provider: string,
  body: z.infer<typeof authenticateRequest>,
): Promise<ProviderReply> {
  const now = d.clock()
  // One conditional UPDATE: of two concurrent authenticates with one token, exactly one gets the row.
  const [row] = await query<{
    id: string
    user_id: number
    game_id: number
    lang: string
    demo: boolean
    currency: string
    uuid: string
    balance: number | null
  }>(
    d.db,
    sql`WITH s AS (
          UPDATE game_sessions SET token_used_at = ${iso(now)}, last_seen_at = ${iso(now)}
          WHERE launch_token_hash = ${hashLaunchToken(body.token)} AND provider = ${provider}
            AND token_used_at IS NULL AND token_expires_at > ${iso(now)} AND status = 'open'
          RETURNING id, user_id, game_id, lang, demo, currency)
        SELECT s.*, u.uuid, a.balance FROM s
        JOIN users u ON u.id = s.user_id
        LEFT JOIN ledger_accounts a ON a.user_id = s.user_id AND a.kind = ${PlayerAccount.cash}`,
  )
  if (!row) return { status: ProviderStatus.invalidToken }
  return {
    status: ProviderStatus.ok,
    sessionId: row.id,
    playerId: row.uuid,
    gameId: Number(row.game_id),
    lang: row.lang,
    demo: row.demo,
    currency: row.currency,
    balance: row.demo ? 0 : Number(row.balance ?? 0),
  }
}

/** balance: the session's player's cash (any session state; 0 in demo play). */
export async function balance(
  d: WalletApiDeps,
  provider: string,
  body: z.infer<typeof balanceRequest>,
): Promise<ProviderReply> {
  const s = await readSession(d.db, provider, body.sessionId)
  if (!s) return SESSION_UNKNOWN
  return sessionReply(d.db, s, ProviderStatus.ok)
}

/** A reply as the database returns jsonb (node-postgres and PGlite parse it; be safe either way). */
const asReply = (v: unknown): ProviderReply => (typeof v === 'string' ? JSON.parse(v) : v) as ProviderReply

/**
 * The hot calls (server/db/functions/provider_*.sql): each one database function, and concurrent calls of a kind go to
 * the database together as one statement (db/batch.ts batchedCall), in session order so two batches lock
 * a player's rows in the same order.
 */
type BetCall = { provider: string; body: z.infer<typeof betRequest>; now: number }
type WinCall = { provider: string; body: z.infer<typeof winRequest>; now: number }
const bySession = (a: { body: { sessionId: string } }, b: { body: { sessionId: string } }) =>
  a.body.sessionId < b.body.sessionId ? -1 : a.body.sessionId > b.body.sessionId ? 1 : 0

const betCall = perDatabase((db) =>
  batchedCall<BetCall, { f: unknown }>(db, {
    name: 'games.providerBet',
    fn: 'provider_bet',
    params: [
      ['text', (c) => c.provider],
      ['uuid', (c) => c.body.sessionId],
      ['text', (c) => c.body.transactionId],
      ['text', (c) => c.body.roundId],
      ['bigint', (c) => c.body.amount],
      ['text', (c) => requestFingerprint('bet', c.body)],
      ['timestamptz', (c) => iso(c.now)],
      ['bigint', () => SESSION_IDLE_MS],
      ['bigint', () => TOUCH_AFTER_MS],
    ],
    order: bySession,
  }),
)

const winCall = perDatabase((db) =>
  batchedCall<WinCall, { f: unknown }>(db, {
    name: 'games.providerWin',
    fn: 'provider_win',
    params: [
      ['text', (c) => c.provider],
      ['uuid', (c) => c.body.sessionId],
      ['text', (c) => c.body.transactionId],
      ['text', (c) => c.body.roundId],
      ['text', (c) => c.body.betTransactionId],
      ['bigint', (c) => c.body.amount],
      ['text', (c) => requestFingerprint('win', c.body)],
      ['timestamptz', (c) => iso(c.now)],
      ['bigint', () => TOUCH_AFTER_MS],
    ],
    order: bySession,
  }),
)

/**
 * bet: debits the session's player (cash -> house), once per transaction id. The whole call (session
 * check, claim, ledger movement, bet record, stored reply) is `provider_bet` (server/db/functions/provider_*.sql),
 * its own database transaction (or its batch's); see claim() and finish() for the same rules.
 */
export async function bet(
  d: WalletApiDeps,
  provider: string,
  body: z.infer<typeof betRequest>,
): Promise<ProviderReply> {
  const [row] = await betCall(d.db)({ provider, body, now: d.clock() })
  if (!row) throw new Error('provider_bet returned nothing')
  return asReply(row.f)
}

/**
 * win: credits the session's player (house -> cash) for an accepted bet of this session; 0 moves nothing
 * but settles the bet. One database function: `provider_win` (server/db/functions/provider_*.sql).
 */
export async function win(
  d: WalletApiDeps,
  provider: string,
  body: z.infer<typeof winRequest>,
): Promise<ProviderReply> {
  const [row] = await winCall(d.db)({ provider, body, now: d.clock() })
  if (!row) throw new Error('provider_win returned nothing')
  return asReply(row.f)
}

interface BetRow {
  id: number
  kind: string
  session_id: string | null
  amount: number
  round_id: string
  rolled_back: boolean
  won: boolean
  ledger_transaction_id: number | null
}

const lockBet = async (tx: Tx, provider: string, transactionId: string) =>
  (
    await query<BetRow>(
      tx,
      sql`SELECT id, kind, session_id, amount, round_id, rolled_back, won, ledger_transaction_id
          FROM provider_transactions WHERE provider = ${provider} AND transaction_id = ${transactionId}
          FOR UPDATE`,
    )
  )[0] ?? null

/**
 * rollback: refunds the named bet once (house -> cash) and takes it out of its round. An unknown bet
 * succeeds with no movement and leaves a tombstone under its id, so the bet, if it arrives late, is
 * refused. A bet that already has a win is settled: BET_SETTLED, nothing moves.
 */
export async function rollback(
  d: WalletApiDeps,
  provider: string,
  body: z.infer<typeof rollbackRequest>,
): Promise<ProviderReply> {
  const now = d.clock()
  return run(d, async (tx, box) => {
    const claimed = await claim(
      tx,
      {
        provider,
        sessionId: body.sessionId,
        transactionId: body.transactionId,
        kind: 'rollback',
        roundId: body.roundId,
        amount: 0,
        reference: body.referenceTransactionId,
        fingerprint: requestFingerprint('rollback', body),
        now,
      },
      box,
    )
    if (!claimed.session) return SESSION_UNKNOWN
    if ('existing' in claimed) return claimed.existing
    const s = claimed.session
    const userId = Number(s.user_id)
    const nothingMoved = () =>
      finish(tx, { claimId: claimed.id, session: s, round: null, ledgerTransactionId: null, now })

    let ref = await lockBet(tx, provider, body.referenceTransactionId)
    if (!ref) {
      const [tomb] = await query<{ id: number }>(
        tx,
        sql`INSERT INTO provider_transactions
              (provider, transaction_id, kind, session_id, user_id, round_id, reference, fingerprint, created_at)
            VALUES (${provider}, ${body.referenceTransactionId}, 'tombstone', ${s.id}, ${userId}, ${body.roundId},
                    ${body.transactionId}, 'tombstone', ${iso(now)})
            ON CONFLICT (provider, transaction_id) DO NOTHING
            RETURNING id`,
      )
      if (tomb) return nothingMoved()
      // The bet landed while we looked (its insert committed first): roll it back after all.
      ref = await lockBet(tx, provider, body.referenceTransactionId)
      if (!ref) throw new Error(`bet ${body.referenceTransactionId} vanished`)
    }
    if (ref.kind === 'tombstone') return nothingMoved()
    if (ref.kind !== 'bet' || ref.session_id !== s.id) throw new Refusal(ProviderStatus.betNotFound)
    // Refused for funds (nothing to refund) or already refunded by another rollback id: nothing to do.
    if (ref.ledger_transaction_id === null || ref.rolled_back) return nothingMoved()
    if (ref.won) throw new Refusal(ProviderStatus.betSettled)

    await tx.execute(sql`UPDATE provider_transactions SET rolled_back = true WHERE id = ${ref.id}`)
    const amount = Number(ref.amount)
    const posted = await postInTransaction(
      tx,
      {
        kind: TxKind.rollback,
        userId,
        idempotencyKey: idempotencyKey(provider, body.transactionId),
        ref: ledgerRef(claimed.id),
        event: {
          provider,
          gameId: s.game_id,
          gameType: s.game_type,
          roundId: ref.round_id,
          betTransactionId: body.referenceTransactionId,
          validAmount: -amount,
        },
        postings: [
          { account: { system: SystemAccount.house }, amount: -amount },
          { account: { userId, kind: PlayerAccount.cash }, amount },
        ],
      },
      now,
    )
    const reply = await finish(tx, {
      claimId: claimed.id,
      session: s,
      round: { roundId: ref.round_id, bet: -amount, win: 0 },
      ledgerTransactionId: posted.transactionId,
      now,
    })
    // A round left with no bet and no win was only ever this bet: it is gone from the records.
    await tx.execute(
      sql`DELETE FROM bet_records WHERE user_id = ${userId} AND provider = ${provider}
          AND round_id = ${ref.round_id} AND bet_amount = 0 AND win_amount = 0`,
    )
    return reply
  })
}

/** endRound: the provider closed the round; repeatable (the first call's time stays). */
export async function endRound(
  d: WalletApiDeps,
  provider: string,
  body: z.infer<typeof endRoundRequest>,
): Promise<ProviderReply> {
  const s = await readSession(d.db, provider, body.sessionId)
  if (!s) return SESSION_UNKNOWN
  await d.db.execute(
    sql`INSERT INTO provider_rounds (provider, round_id, session_id, ended_at)
        VALUES (${provider}, ${body.roundId}, ${s.id}, ${iso(d.clock())})
        ON CONFLICT (provider, round_id) DO NOTHING`,
  )
  return sessionReply(d.db, s, ProviderStatus.ok)
}
