import { batchedCall, batchedQuery, perDatabase } from '../../db/batch.ts'
import type { Db } from '../../db/client.ts'
import { type EffectKey, KeyClaimed } from '../../http/idempotency.ts'
import type { PlayerTotals } from './wallet.figures.ts'

/**
 * The SQL of the withdrawal request, the wallet's hottest mutating call: one read and one write, each
 * shared with the concurrent requests (docs/ARCHITECTURE.md "Wallet throughput").
 */
export interface WithdrawalFacts {
  safeboxPasswordHash: string | null
  card: { id: number; bankId: number; holderName: string; accountNo: string } | null
  totals: PlayerTotals
}

interface FactsRow {
  safebox_password_hash: string | null
  card_id: number | null
  bank_id: number | null
  holder_name: string | null
  account_no: string | null
  deposits: number | null
  bonuses: number | null
  bets: number | null
}

/** The facts of concurrent requests, read together in one statement (db/batch.ts). */
const factsQuery = perDatabase((db) =>
  batchedQuery<{ userId: number; cardId: number }, FactsRow>(db, {
    name: 'wallet.withdrawalFacts',
    params: [
      ['bigint', (c) => c.userId],
      ['bigint', (c) => c.cardId],
    ],
    select: (args, [userId, cardId]) =>
      `u.safebox_password_hash, c.id AS card_id, c.bank_id, c.holder_name, c.account_no,
       t.deposits, t.bonuses, t.bets
       FROM ${args}
       JOIN LATERAL (SELECT safebox_password_hash FROM users WHERE id = ${userId} LIMIT 1) u ON true
       LEFT JOIN LATERAL (
         SELECT id, bank_id, holder_name, account_no FROM user_bank_cards
         WHERE id = ${cardId} AND user_id = ${userId} LIMIT 1
       ) c ON true
       LEFT JOIN LATERAL (
         SELECT deposits, bonuses, bets FROM wallet_totals WHERE user_id = ${userId} LIMIT 1
       ) t ON true`,
  }),
)

/** What the checks need, in one read: the player, their card (if it is theirs), their totals. */
export async function withdrawalFacts(
  db: Db,
  userId: number,
  cardId: number,
): Promise<WithdrawalFacts | null> {
  const [row] = await factsQuery(db)({ userId, cardId })
  if (!row) return null
  return {
    safeboxPasswordHash: row.safebox_password_hash,
    card:
      row.card_id === null
        ? null
        : {
            id: Number(row.card_id),
            bankId: Number(row.bank_id),
            holderName: row.holder_name ?? '',
            accountNo: row.account_no ?? '',
          },
    totals: {
      deposits: Number(row.deposits ?? 0),
      bonuses: Number(row.bonuses ?? 0),
      bets: Number(row.bets ?? 0),
    },
  }
}

export interface NewWithdrawal {
  userId: number
  card: { id: number; bankId: number; holderName: string; accountNo: string }
  bankName: string
  amount: number
  fee: number
  provider: string
  now: number
  /** The request's idempotency key, claimed in the hold's transaction (null: none sent). */
  key: EffectKey | null
}

/** The write of concurrent requests, one statement per batch, players in lock order (db/batch.ts). */
const holdCall = perDatabase((db) =>
  batchedCall<NewWithdrawal, { status: string; id: number | string | null; coin: number | string | null }>(
    db,
    {
      name: 'wallet.withdrawalHold',
      fn: 'withdrawal_hold',
      params: [
        ['bigint', (w) => w.userId],
        ['timestamptz', (w) => new Date(w.now).toISOString()],
        ['bigint', (w) => w.amount],
        ['bigint', (w) => w.card.id],
        ['integer', (w) => w.card.bankId],
        ['text', (w) => w.bankName],
        ['text', (w) => w.card.holderName],
        ['text', (w) => w.card.accountNo],
        ['bigint', (w) => w.fee],
        ['text', (w) => w.provider],
        ['text', (w) => w.key?.scope ?? null],
        ['text', (w) => w.key?.id ?? null],
        ['text', (w) => w.key?.call ?? null],
        ['text', (w) => w.key?.requestHash ?? null],
      ],
      order: (a, b) => a.userId - b.userId,
    },
  ),
)

/**
 * Creates the pending withdrawal and holds its amount (cash -> withdraw_hold) in one database
 * transaction, so both exist or neither (`withdrawal_hold`, 0014_withdrawal_hold_key.sql); the request's
 * idempotency key is claimed in that transaction (`key.claimed`), or KeyClaimed is thrown when another
 * request holds it. Returns null when the cash balance is short, else the new id and the cash balance
 * after the hold.
 */
export async function insertHeldWithdrawal(
  db: Db,
  w: NewWithdrawal,
): Promise<{ id: number; coin: number } | null> {
  const [row] = await holdCall(db)(w)
  if (row?.status === 'duplicate') throw new KeyClaimed()
  if (w.key && row) w.key.claimed = true
  if (row?.status === 'insufficient') return null
  if (row?.status !== 'ok' || row.id === null) {
    throw new Error(`withdrawal hold failed: ${row?.status ?? 'no reply'}`)
  }
  return { id: Number(row.id), coin: Number(row.coin ?? 0) }
}
