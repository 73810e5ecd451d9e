import { batchedCall } from '../../../db/batch.ts'
import type { Db } from '../../../db/client.ts'

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
  /** The request's idempotency key: the hold's ledger key is `withdraw:<player>:<key>` (withdrawal_hold). */
  key: string
}

export interface HeldCard {
  id: number
  bankId: number
  bankName: string
  holderName: string
  accountNo: string
}

export type WithdrawalOutcome =
  | { status: 'no_user' | 'card_not_found' | 'turnover_not_met' | 'insufficient' | 'conflict' }
  | { status: 'safebox'; safeboxHash: string }
  | { status: 'ok'; id: number; coin: number; card: HeldCard }
  /** A retry of a request placed before: that withdrawal and the cash balance right after its hold. */
  | { status: 'replayed'; id: number; coin: number }

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

/**
 * Checks the request against the player, their card and their turnover, and holds the amount (cash ->
 * withdraw_hold) with the pending withdrawal, in one database transaction: server/db/functions/
 * withdrawal_request.sql. A refusal writes nothing.
 */
export type PlaceWithdrawal = (w: WithdrawalRequest) => Promise<WithdrawalOutcome>

/**
 * The withdrawal request of concurrent players, one statement per batch, players in lock order
 * (db/batch.ts). Its batcher lives as long as what made it: made once per app (registerWithdraw) and
 * handed down in WithdrawDeps, never a module singleton.
 */
export function withdrawalRequests(db: Db): PlaceWithdrawal {
  const requestCall = batchedCall<WithdrawalRequest, OutcomeRow>(db, {
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
      ['text', (w) => w.key],
    ],
    order: (a, b) => a.userId - b.userId,
  })
  return async (w) => outcomeOf(w, (await requestCall(w))[0])
}

function outcomeOf(w: WithdrawalRequest, row: OutcomeRow | undefined): WithdrawalOutcome {
  if (!row) throw new Error('withdrawal request: no reply')
  switch (row.status) {
    case 'no_user':
    case 'card_not_found':
    case 'turnover_not_met':
    case 'insufficient':
    case 'conflict':
      return { status: row.status }
    case 'safebox':
      return { status: 'safebox', safeboxHash: row.safebox_hash ?? '' }
    case 'replayed':
      return { status: 'replayed', id: Number(row.id), coin: Number(row.coin) }
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
