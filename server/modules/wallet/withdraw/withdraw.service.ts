import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import {
  type ExchangeReply,
  type GetExchangeReply,
  WithdrawalStatus,
  type withdrawalSchema,
} from '../../../../contract/calls/wallet-withdraw.ts'
import { ErrorMsg, ValidationMsg } from '../../../../contract/errors.ts'
import type { Db } from '../../../db/client.ts'
import { payoutEvents, withdrawals } from '../../../db/schema/index.ts'
import { query } from '../../../db/sql.ts'
import { badRequest, conflict, notFound, unauthenticated } from '../../../http/errors.ts'
import type { RateLimiter } from '../../../http/rate-limit.ts'
import { findUserById } from '../../auth/user.repo.ts'
import { PlayerAccount, SystemAccount, TxKind } from '../ledger/ledger.kinds.ts'
import { type Posting, playerBalances, postInTransaction } from '../ledger/ledger.ts'
import { checkSafeboxPassword } from '../safebox/safebox.password.ts'
import { listCardRows, maskAccountNo, toBankCard } from './cards.service.ts'
import type { PayoutEvent, PayoutProvider } from './payout-provider.ts'
import { playerWagering } from './wagering.ts'
import { feeFor, getExchangeConfig, listBanks } from './withdraw.config.ts'
import type { PlaceWithdrawal, WithdrawalRequest } from './withdraw.repo.ts'

export interface WithdrawDeps {
  db: Db
  clock: () => number
  rateLimiter: RateLimiter
  /** The batched withdrawal statement, made once per app (withdraw.repo.ts withdrawalRequests). */
  placeWithdrawal: PlaceWithdrawal
  payout: PayoutProvider
  log: { error(obj: object, msg: string): void }
}

type WithdrawalRow = typeof withdrawals.$inferSelect

export function toWithdrawal(w: WithdrawalRow): z.input<typeof withdrawalSchema> {
  return {
    id: w.id,
    amount: w.amount,
    fee: w.fee,
    payout: w.amount - w.fee,
    status: w.status as 'pending' | 'paid' | 'rejected',
    bankName: w.bankName,
    accountNoMasked: maskAccountNo(w.accountNo),
    createdAt: Math.floor(w.createdAt.getTime() / 1000),
  }
}

export async function getExchange(db: Db, userId: number): Promise<GetExchangeReply> {
  const user = await findUserById(db, userId)
  if (!user) throw unauthenticated()
  const config = await getExchangeConfig(db)
  const balances = await playerBalances(db, userId)
  const wagering = await playerWagering(db, userId, config.turnoverPercent)
  const bankList = await listBanks(db)
  return {
    coin: wagering.cash,
    withdrawable: wagering.withdrawable,
    pending: balances.withdrawHold,
    minAmount: config.minAmount,
    maxAmount: config.maxAmount,
    feeBps: config.feeBps,
    feeMin: config.feeMin,
    turnover: wagering.turnover,
    hasSafeboxPassword: user.safeboxPasswordHash !== null,
    cards: (await listCardRows(db, userId)).map((r) => toBankCard(r, bankList)),
  }
}

/**
 * Requests a withdrawal: one statement checks the player, the card and the turnover and creates the pending
 * withdrawal with its amount moved from cash to withdraw_hold, so either both exist or neither
 * (withdraw.repo.ts withdrawalRequests). The request's idempotency key is the hold's ledger key: a retry gets
 * the first withdrawal as it was answered (pending, and the cash balance right after its hold), another
 * request under the same key 409; a refusal is not remembered (nothing moved: a retry is asked again). A safe-box password, when set, is
 * verified here between a first statement that reports it and a second that goes on. The fee is not
 * charged here: it is taken out of the held amount when the provider pays (see settlePayout), and a
 * rejected withdrawal returns the whole amount.
 */
export async function requestWithdrawal(
  d: WithdrawDeps,
  userId: number,
  body: { amount: number; cardId: number; safeboxPassword?: string | undefined },
  idempotencyKey: string | null,
): Promise<ExchangeReply> {
  const config = await getExchangeConfig(d.db)
  if (body.amount < config.minAmount || body.amount > config.maxAmount) {
    throw badRequest(ErrorMsg.withdrawAmountOutOfRange, { amount: ValidationMsg.outOfRange })
  }
  const now = d.clock()
  const fee = feeFor(config, body.amount)
  const request: WithdrawalRequest = {
    userId,
    cardId: body.cardId,
    amount: body.amount,
    fee,
    turnoverPercent: config.turnoverPercent,
    safeboxChecked: false,
    provider: d.payout.name,
    now,
    key: idempotencyKey ?? randomUUID(),
  }
  let outcome = await d.placeWithdrawal(request)
  if (outcome.status === 'safebox') {
    await checkSafeboxPassword(d.rateLimiter, userId, outcome.safeboxHash, body.safeboxPassword)
    outcome = await d.placeWithdrawal({ ...request, safeboxChecked: true })
  }
  switch (outcome.status) {
    case 'no_user':
      throw unauthenticated()
    case 'card_not_found':
      throw notFound(ErrorMsg.bankCardNotFound)
    case 'turnover_not_met':
      throw badRequest(ErrorMsg.turnoverNotMet)
    case 'insufficient':
      throw badRequest(ErrorMsg.insufficientFunds, { amount: ValidationMsg.outOfRange })
    case 'conflict':
      throw conflict(ErrorMsg.idempotencyConflict)
    case 'replayed':
      return replayedWithdrawal(d.db, userId, outcome)
    case 'safebox':
      throw new Error('withdrawal request: safe-box password asked for twice')
  }
  const { card } = outcome
  const row: WithdrawalRow = {
    id: outcome.id,
    userId,
    cardId: card.id,
    bankId: card.bankId,
    bankName: card.bankName,
    holderName: card.holderName,
    accountNo: card.accountNo,
    amount: body.amount,
    fee,
    status: 'pending',
    provider: d.payout.name,
    createdAt: new Date(now),
    settledAt: null,
  }
  // After the commit: a provider that is down leaves the withdrawal pending with its funds held.
  try {
    await d.payout.requestPayout({
      withdrawalId: row.id,
      payout: row.amount - row.fee,
      bankId: row.bankId,
      bankName: row.bankName,
      holderName: row.holderName,
      accountNo: row.accountNo,
    })
  } catch (err) {
    d.log.error({ err, withdrawalId: row.id }, 'payout request failed; withdrawal stays pending')
  }
  return { withdrawal: toWithdrawal(row), coin: outcome.coin }
}

/** The reply to a retry, as first sent: the withdrawal pending (it may have been settled since). */
async function replayedWithdrawal(
  db: Db,
  userId: number,
  r: { id: number; coin: number },
): Promise<ExchangeReply> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, r.id), eq(withdrawals.userId, userId)))
  if (!row) throw new Error(`withdrawal ${r.id} of a replayed request not found`)
  return { withdrawal: toWithdrawal({ ...row, status: WithdrawalStatus.pending }), coin: r.coin }
}

export interface SettleResult {
  /** False when the event id was seen before or the withdrawal was already settled: nothing moved. */
  applied: boolean
  status: string
}

/**
 * Applies a provider's payout report exactly once. In one transaction: the event id is claimed, the
 * withdrawal moves from pending (a conditional UPDATE, so two different events cannot both settle it), and
 * the held funds move: paid -> the payout to payment_clearing and the fee to the house; rejected -> the
 * whole amount back to cash.
 */
export async function settlePayout(
  db: Db,
  provider: string,
  ev: PayoutEvent,
  now: number,
): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const [w] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, ev.withdrawalId), eq(withdrawals.provider, provider)))
    if (!w) throw notFound()
    if (w.amount !== ev.amount)
      throw badRequest(ErrorMsg.paymentMismatch, { amount: ValidationMsg.invalidFormat })
    const claimed = await tx
      .insert(payoutEvents)
      .values({
        provider,
        eventId: ev.eventId,
        withdrawalId: w.id,
        status: ev.status,
        receivedAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ eventId: payoutEvents.eventId })
    if (claimed.length === 0) return { applied: false, status: w.status }
    const [settled] = await query<{ id: number }>(
      tx,
      sql`UPDATE withdrawals SET status = ${ev.status}, settled_at = ${new Date(now).toISOString()}
          WHERE id = ${w.id} AND status = 'pending' RETURNING id`,
    )
    if (!settled) {
      const [current] = await tx
        .select({ status: withdrawals.status })
        .from(withdrawals)
        .where(eq(withdrawals.id, w.id))
      return { applied: false, status: current?.status ?? w.status }
    }
    const hold = { account: { userId: w.userId, kind: PlayerAccount.withdrawHold }, amount: -w.amount }
    const postings: Posting[] =
      ev.status === 'paid'
        ? [
            hold,
            { account: { system: SystemAccount.paymentClearing }, amount: w.amount - w.fee },
            ...(w.fee > 0 ? [{ account: { system: SystemAccount.house }, amount: w.fee }] : []),
          ]
        : [hold, { account: { userId: w.userId, kind: PlayerAccount.cash }, amount: w.amount }]
    await postInTransaction(
      tx,
      {
        kind: ev.status === 'paid' ? TxKind.withdrawPaid : TxKind.withdrawReturned,
        userId: w.userId,
        idempotencyKey: `withdraw-${ev.status}:${w.id}`,
        ref: { type: 'withdrawal', id: String(w.id) },
        event: { withdrawalId: w.id, fee: w.fee },
        postings,
      },
      now,
    )
    return { applied: true, status: ev.status }
  })
}

/** Pending withdrawals, oldest first (the sandbox page). */
export async function pendingWithdrawals(db: Db, limit = 100): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.status, 'pending'))
    .orderBy(withdrawals.id)
    .limit(limit)
}

export async function findPendingWithdrawal(db: Db, id: number): Promise<WithdrawalRow | null> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
  return row ?? null
}
