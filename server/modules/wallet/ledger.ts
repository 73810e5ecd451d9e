import { createHash } from 'node:crypto'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db, DbOrTx, Tx } from '../../db/client.ts'
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema/index.ts'
import { query } from '../../db/sql.ts'
import { PlayerAccount, type PlayerAccountKind, type SystemAccountKind, type TxKind } from './ledger.kinds.ts'

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
  kind: TxKind
  /** The player the movement concerns (their records list it). */
  userId: number | null
  idempotencyKey: string
  ref?: { type: string; id: string }
  postings: Posting[]
}

export interface PostedMovement {
  transactionId: number
  /** True when the key had already been posted: nothing moved this time. */
  replayed: boolean
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

function fingerprint(m: Movement): string {
  const postings = m.postings.map((p) => `${accountKey(p.account)}=${p.amount}`).sort()
  return createHash('sha256')
    .update(JSON.stringify([m.kind, m.userId, m.ref?.type ?? '', m.ref?.id ?? '', postings]))
    .digest('base64url')
}

// System accounts are created by the migration in a fixed order and never change: cache their ids.
const systemIds = new Map<SystemAccountKind, number>()

async function systemAccountId(tx: DbOrTx, kind: SystemAccountKind): Promise<number> {
  const cached = systemIds.get(kind)
  if (cached !== undefined) return cached
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, kind)))
  if (!row) throw new Error(`system ledger account ${kind} is missing`)
  systemIds.set(kind, row.id)
  return row.id
}

/**
 * Applies one posting to a player account and returns the account id and new balance. A credit creates
 * the account on first use; a debit only succeeds while the balance stays >= 0 (one conditional
 * statement, so two concurrent debits cannot both pass on the same coins).
 */
async function applyToPlayer(
  tx: Tx,
  userId: number,
  kind: PlayerAccountKind,
  amount: number,
): Promise<{ id: number; balance: number }> {
  const [row] =
    amount > 0
      ? await query<{ id: number; balance: number }>(
          tx,
          sql`INSERT INTO ledger_accounts (user_id, kind, balance) VALUES (${userId}, ${kind}, ${amount})
              ON CONFLICT (user_id, kind) WHERE user_id IS NOT NULL
              DO UPDATE SET balance = ledger_accounts.balance + EXCLUDED.balance
              RETURNING id, balance`,
        )
      : await query<{ id: number; balance: number }>(
          tx,
          sql`UPDATE ledger_accounts SET balance = balance + ${amount}
              WHERE user_id = ${userId} AND kind = ${kind} AND balance + ${amount} >= 0
              RETURNING id, balance`,
        )
  if (!row) throw new InsufficientFunds(userId, kind)
  return { id: Number(row.id), balance: Number(row.balance) }
}

/**
 * Posts a movement inside the caller's transaction, so it can commit together with the caller's own
 * writes (an order marked paid, a withdrawal created). Throws InsufficientFunds or MovementConflict;
 * the caller's transaction must then roll back (drizzle does when the error propagates).
 */
export async function postInTransaction(tx: Tx, m: Movement, now: number): Promise<PostedMovement> {
  validate(m)
  const print = fingerprint(m)
  const [created] = await query<{ id: number }>(
    tx,
    sql`INSERT INTO ledger_transactions (kind, user_id, idempotency_key, fingerprint, ref_type, ref_id, created_at)
        VALUES (${m.kind}, ${m.userId}, ${m.idempotencyKey}, ${print}, ${m.ref?.type ?? ''}, ${m.ref?.id ?? ''},
                ${new Date(now).toISOString()})
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING id`,
  )
  if (!created) {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id, fingerprint: ledgerTransactions.fingerprint })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, m.idempotencyKey))
    if (!existing || existing.fingerprint !== print) throw new MovementConflict(m.idempotencyKey)
    return { transactionId: existing.id, replayed: true }
  }

  // A fixed lock order keeps two movements over the same accounts from deadlocking.
  const ordered = [...m.postings].sort((a, b) => accountKey(a.account).localeCompare(accountKey(b.account)))
  const rows: Array<typeof ledgerPostings.$inferInsert> = []
  for (const p of ordered) {
    if ('system' in p.account) {
      const accountId = await systemAccountId(tx, p.account.system)
      rows.push({ transactionId: created.id, accountId, amount: p.amount, balanceAfter: null })
    } else {
      const applied = await applyToPlayer(tx, p.account.userId, p.account.kind, p.amount)
      rows.push({
        transactionId: created.id,
        accountId: applied.id,
        amount: p.amount,
        balanceAfter: applied.balance,
      })
    }
  }
  await tx.insert(ledgerPostings).values(rows)
  return { transactionId: created.id, replayed: false }
}

/** Posts a movement in its own database transaction. */
export function postMovement(db: Db, m: Movement, now: number): Promise<PostedMovement> {
  return db.transaction((tx) => postInTransaction(tx, m, now))
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
