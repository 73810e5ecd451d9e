import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../../db/client.ts'
import { ledgerAccounts } from '../../../db/schema/index.ts'
import { pgArray, prepared, query } from '../../../db/sql.ts'
import {
  type JackpotTxKind,
  PlayerAccount,
  type PlayerAccountKind,
  type PointsTxKind,
  type SafeboxTxKind,
  type SystemAccountKind,
  type TxKind,
} from './ledger.kinds.ts'

/**
 * The ledger: the only code that moves money (DESIGN 5). A movement is one ledger transaction whose
 * postings sum to zero; the player accounts it touches change their cached balance in the same database
 * transaction, through a conditional UPDATE that refuses to go below zero, so concurrent movements on one
 * player are race-free on PostgreSQL at READ COMMITTED (and on PGlite, which runs one at a time).
 * Every movement carries an idempotency key: the same key with the same postings replays the first
 * result and moves nothing; the same key with different postings is refused.
 */
export type AccountRef = { userId: number; kind: PlayerAccountKind } | { system: SystemAccountKind }

export interface Posting {
  account: AccountRef
  /** Minor units added to the account: positive credits it, negative debits it. */
  amount: number
}

export interface Movement {
  kind: TxKind | PointsTxKind | JackpotTxKind | SafeboxTxKind
  /** The player the movement concerns (their records list it). */
  userId: number | null
  idempotencyKey: string
  ref?: { type: string; id: string }
  postings: Posting[]
  /** What the movement's domain event carries beside its kind, player and amount (server/outbox/). */
  event?: Record<string, unknown>
}

export interface PostedMovement {
  transactionId: number
  /** True when the key had already been posted: nothing moved this time. */
  replayed: boolean
  /** The player accounts this movement touched and their balances after it (empty on a replay). */
  balances: PlayerBalanceAfter[]
}

/** A movement would take a player account below zero; nothing was written. */
export class InsufficientFunds extends Error {
  constructor(
    readonly userId: number,
    readonly kind: PlayerAccountKind,
  ) {
    super(`insufficient funds in ${kind} of user ${userId}`)
  }
}

/** The idempotency key was already used for a different movement; nothing was written. */
export class MovementConflict extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`idempotency key ${idempotencyKey} was used for a different movement`)
  }
}

/** The largest amount one posting may carry: far above any real stake, far below 2^53. */
export const MAX_POSTING_AMOUNT = 1_000_000_000_000

const accountKey = (ref: AccountRef) =>
  'system' in ref ? `system:${ref.system}` : `${ref.userId}:${ref.kind}`

function validate(m: Movement): void {
  if (m.postings.length < 2) throw new Error('a movement needs at least two postings')
  let sum = 0
  const seen = new Set<string>()
  for (const p of m.postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0 || Math.abs(p.amount) > MAX_POSTING_AMOUNT) {
      throw new Error(`invalid posting amount ${p.amount}`)
    }
    const key = accountKey(p.account)
    if (seen.has(key)) throw new Error(`account ${key} posted twice in one movement`)
    seen.add(key)
    sum += p.amount
  }
  if (sum !== 0) throw new Error(`postings sum to ${sum}, not zero`)
  if (!m.idempotencyKey || m.idempotencyKey.length > 200) throw new Error('invalid idempotency key')
}

export interface PlayerBalanceAfter {
  userId: number
  kind: PlayerAccountKind
  balance: number
}

const LEDGER_POST_SQL = `SELECT status, transaction_id, balances, failed_index
  FROM ledger_post($1, $2, $3, $4, $5, $6, $7::bigint[], $8::text[], $9::bigint[], $10::jsonb)`

interface LedgerPostRow {
  status: 'ok' | 'replayed' | 'conflict' | 'insufficient'
  transaction_id: number | string | null
  balances: Array<number | string | null> | null
  failed_index: number | null
}

/**
 * Posts a movement inside the caller's transaction (or on its own when given the database: the movement
 * is one statement), so it can commit together with the caller's own writes (an order marked paid, a
 * withdrawal created). The work, lock order and replay rule included, is server/db/functions/ledger_post.sql.
 * Throws InsufficientFunds or MovementConflict, having left nothing behind, so the caller may either roll
 * back or go on in its transaction (to store a refusal).
 */
export async function postInTransaction(tx: DbOrTx, m: Movement, now: number): Promise<PostedMovement> {
  validate(m)
  const args = [
    m.kind,
    m.userId,
    m.idempotencyKey,
    m.ref?.type ?? '',
    m.ref?.id ?? '',
    new Date(now).toISOString(),
    pgArray(m.postings.map((p) => ('system' in p.account ? null : p.account.userId))),
    pgArray(m.postings.map((p) => ('system' in p.account ? p.account.system : p.account.kind))),
    pgArray(m.postings.map((p) => p.amount)),
    JSON.stringify(m.event ?? {}),
  ] as const
  // Outside a transaction the movement is one prepared statement; inside one, it goes through drizzle.
  const [row] =
    '$client' in tx
      ? await prepared<LedgerPostRow>(tx as Db, 'ledger.post', LEDGER_POST_SQL, [...args])
      : await query<LedgerPostRow>(
          tx,
          sql`SELECT status, transaction_id, balances, failed_index FROM ledger_post(${sql.join(
            args.map((a) => sql`${a}`),
            sql`, `,
          )})`,
        )
  if (!row) throw new Error('ledger_post returned nothing')
  if (row.status === 'conflict') throw new MovementConflict(m.idempotencyKey)
  if (row.status === 'insufficient') {
    const failed = m.postings[(row.failed_index ?? 1) - 1]?.account
    if (!failed || 'system' in failed) throw new Error('ledger_post refused a system account')
    throw new InsufficientFunds(failed.userId, failed.kind)
  }
  const balances: PlayerBalanceAfter[] = []
  m.postings.forEach((p, i) => {
    const balance = row.balances?.[i]
    if ('system' in p.account || balance === null || balance === undefined) return
    balances.push({ userId: p.account.userId, kind: p.account.kind, balance: Number(balance) })
  })
  return { transactionId: Number(row.transaction_id), replayed: row.status === 'replayed', balances }
}

/** Posts a movement in its own database transaction (one statement: see postInTransaction). */
export function postMovement(db: Db, m: Movement, now: number): Promise<PostedMovement> {
  return postInTransaction(db, m, now)
}

export interface PlayerBalances {
  cash: number
  bonus: number
  withdrawHold: number
}

/** A player's cached balances (0 for accounts not created yet). */
export async function playerBalances(db: DbOrTx, userId: number): Promise<PlayerBalances> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId))
  const of = (kind: PlayerAccountKind) => Number(rows.find((r) => r.kind === kind)?.balance ?? 0)
  return {
    cash: of(PlayerAccount.cash),
    bonus: of(PlayerAccount.bonus),
    withdrawHold: of(PlayerAccount.withdrawHold),
  }
}

/** Cash balances of many players at once (lists, reports). */
export async function cashBalances(db: DbOrTx, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select({ userId: ledgerAccounts.userId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.userId, userIds), eq(ledgerAccounts.kind, PlayerAccount.cash)))
  return new Map(rows.map((r) => [Number(r.userId), Number(r.balance ?? 0)]))
}
