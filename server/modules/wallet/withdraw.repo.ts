import { batchedCall, perDatabase } from '../../db/batch.ts'
import type { Db } from '../../db/client.ts'
import { type EffectKey, KeyClaimed } from '../../http/idempotency.ts'

/**
 * The SQL of the withdrawal request, the wallet's hottest mutating call: one statement, shared with the
 * concurrent requests (docs/ARCHITECTURE.md "Wallet throughput").
 */
export interface WithdrawalRequest {
  userId: number
  cardId: number
  amount: number
  fee: number
  /** The operator's turnover rule (ExchangeConfig.turnoverPercent), enforced by the database. */
  turnoverPercent: number
  /** The caller verified the safe-box password (asked for after a 'safebox' outcome). */
  safeboxChecked: boolean
  provider: string
  now: number
  /** The request's idempotency key, claimed in the hold's transaction (null: none sent). */
  key: EffectKey | null
}

export interface HeldCard {
  id: number
  bankId: number
  bankName: string
  holderName: string
  accountNo: string
}

export type WithdrawalOutcome =
  | { status: 'no_user' | 'card_not_found' | 'turnover_not_met' | 'insufficient' }
  | { status: 'safebox'; safeboxHash: string }
  | { status: 'ok'; id: number; coin: number; card: HeldCard }

interface OutcomeRow {
  status: string
  id: number | string | null
  coin: number | string | null
  safebox_hash: string | null
  bank_id: number | null
  bank_name: string | null
  holder_name: string | null
  account_no: string | null
}

/** The requests of concurrent players, one statement per batch, players in lock order (db/batch.ts). */
const requestCall = perDatabase((db) =>
  batchedCall<WithdrawalRequest, OutcomeRow>(db, {
    name: 'wallet.withdrawalRequest',
    fn: 'withdrawal_request',
    params: [
      ['bigint', (w) => w.userId],
      ['bigint', (w) => w.cardId],
      ['timestamptz', (w) => new Date(w.now).toISOString()],
      ['bigint', (w) => w.amount],
      ['bigint', (w) => w.fee],
      ['integer', (w) => w.turnoverPercent],
      ['boolean', (w) => String(w.safeboxChecked)],
      ['text', (w) => w.provider],
      ['text', (w) => w.key?.scope ?? null],
      ['text', (w) => w.key?.id ?? null],
      ['text', (w) => w.key?.call ?? null],
      ['text', (w) => w.key?.requestHash ?? null],
      // The hold answers the key by reference (0019_reply_by_reference.sql): withdraw.service replayWithdrawal.
      ['boolean', (w) => String(w.key?.byRef ?? false)],
    ],
    order: (a, b) => a.userId - b.userId,
  }),
)

/**
 * Checks the request against the player, their card and their turnover, claims its idempotency key and
 * holds the amount (cash -> withdraw_hold) with the pending withdrawal, in one database transaction:
 * `withdrawal_request`, 0016_withdrawal_request.sql. A refusal writes nothing; 'insufficient' keeps the key
 * it claimed (`key.claimed`, as 'ok' does); 'ok' also answers it by reference (`key.answered`, the reply
 * is `replayWithdrawal`'s); KeyClaimed is thrown when another request holds the key.
 */
export async function placeWithdrawal(db: Db, w: WithdrawalRequest): Promise<WithdrawalOutcome> {
  const [row] = await requestCall(db)(w)
  if (!row) throw new Error('withdrawal request: no reply')
  if (row.status === 'duplicate') throw new KeyClaimed()
  if (w.key && (row.status === 'ok' || row.status === 'insufficient')) w.key.claimed = true
  if (w.key?.byRef && row.status === 'ok') w.key.answered = true
  switch (row.status) {
    case 'no_user':
    case 'card_not_found':
    case 'turnover_not_met':
    case 'insufficient':
      return { status: row.status }
    case 'safebox':
      return { status: 'safebox', safeboxHash: row.safebox_hash ?? '' }
    case 'ok':
      if (row.id === null) break
      return {
        status: 'ok',
        id: Number(row.id),
        coin: Number(row.coin ?? 0),
        card: {
          id: w.cardId,
          bankId: Number(row.bank_id),
          bankName: row.bank_name ?? '',
          holderName: row.holder_name ?? '',
          accountNo: row.account_no ?? '',
        },
      }
  }
  throw new Error(`withdrawal request failed: ${row.status}`)
}
