import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { ErrorCode, ErrorMsg } from '../../../../contract/errors.ts'
import type { Db, Tx } from '../../../db/client.ts'
import { paymentEvents, rechargeOrders } from '../../../db/schema/index.ts'
import { query } from '../../../db/sql.ts'
import { AppError, notFound } from '../../../http/errors.ts'
import { redeemOrderCoupon } from '../../coupons/coupons.deposit.ts'
import { grantDepositBonuses } from '../bonus/bonus.grants.ts'
import { PlayerAccount, SystemAccount, TxKind } from '../ledger/ledger.kinds.ts'
import { postInTransaction } from '../ledger/ledger.ts'
import { dueTierGrants } from '../recharge-tiers/tiers.grant.ts'
import { bonusesFor, totalBonus } from './deposit.bonus.ts'
import { playerDepositContext } from './deposit.context.ts'
import { loadBonusRules, type OrderRow } from './deposit.repo.ts'
import type { PaymentEvent } from './payment-provider.ts'

export interface WebhookReply {
  orderId: string
  status: string
}

export interface WebhookResult {
  reply: WebhookReply
  /** The event had been handled before: this is its stored reply and nothing moved. */
  replayed: boolean
}

/**
 * Applies one verified provider event, in ONE database transaction: the order row is locked, the event
 * id is claimed (a replay returns the stored reply), and an approval marks the order paid, posts the
 * deposit (payment_clearing -> cash) and, only when the player opted in on the order, its bonuses
 * (house -> the bonus account, bonus.grants.ts) and the accumulated-recharge tiers it reaches for a player
 * who joined that activity (recharge-tiers/); ledger_post adds the deposit to wallet_totals.deposits,
 * the player's one total of deposits.
 *
 * Outcomes by order state:
 * - approved: pending, expired or failed -> paid and credited (the provider says it took the money, so
 *   a late or contradicting approval is honoured); paid -> nothing more.
 * - declined: pending -> failed; past its expiry -> expired; paid, failed or expired -> unchanged.
 * An amount or currency unlike the order's is refused (400) and nothing is recorded, so the provider's
 * corrected retry can still settle it.
 */
export async function applyPaymentEvent(
  db: Db,
  provider: string,
  event: PaymentEvent,
  rawBody: string,
  now: number,
): Promise<WebhookResult> {
  const payloadHash = createHash('sha256').update(rawBody).digest('base64url')
  return db.transaction(async (tx) => {
    // The order lock serialises every event of one order, replays included.
    const [order] = await tx
      .select()
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.id, event.orderId), eq(rechargeOrders.provider, provider)))
      .for('update')
    if (!order) throw notFound()

    const [claimed] = await tx
      .insert(paymentEvents)
      .values({
        provider,
        eventId: event.eventId,
        orderId: order.id,
        payloadHash,
        reply: {},
        receivedAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId })
    if (!claimed) {
      const [seen] = await tx
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.eventId)))
      if (!seen || seen.payloadHash !== payloadHash) {
        throw new AppError(ErrorCode.conflict, ErrorMsg.idempotencyConflict, 409)
      }
      return { reply: seen.reply as WebhookReply, replayed: true }
    }

    if (event.amount !== order.amount || event.currency !== order.currency) {
      throw new AppError(ErrorCode.badRequest, ErrorMsg.paymentMismatch, 400)
    }
    const status =
      event.outcome === 'approved' ? await approve(tx, order, event, now) : await decline(tx, order, now)
    const reply: WebhookReply = { orderId: order.id, status }
    await tx
      .update(paymentEvents)
      .set({ reply })
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.eventId)))
    return { reply, replayed: false }
  })
}

async function approve(tx: Tx, order: OrderRow, event: PaymentEvent, now: number): Promise<string> {
  if (order.status === 'paid') return 'paid'
  // Locks the player's row first: two deposits of one player settle one after the other, so each sees
  // the other's paid order (first deposit, deposit number, first of the day) and tier grants.
  await query(tx, sql`SELECT id FROM users WHERE id = ${order.userId} FOR UPDATE`)
  const rules = await loadBonusRules(tx)
  const context = await playerDepositContext(tx, order.userId, now)
  // No choice, no bonus: orders made before the opt-in existed hold false too.
  const perDeposit = order.bonusOptIn
    ? bonusesFor(rules, {
        ...context,
        amount: order.amount,
        rechargeTypeId: order.rechargeTypeId,
        itemId: order.itemId,
      })
    : []
  const ref = { type: 'recharge_order', id: order.id }
  const cash = (amount: number) => ({ account: { userId: order.userId, kind: PlayerAccount.cash }, amount })
  await postInTransaction(
    tx,
    {
      kind: TxKind.deposit,
      userId: order.userId,
      idempotencyKey: `deposit:${order.id}`,
      ref,
      event: { orderId: order.id, rechargeTypeId: order.rechargeTypeId },
      postings: [
        cash(order.amount),
        { account: { system: SystemAccount.paymentClearing }, amount: -order.amount },
      ],
    },
    now,
  )
  // The coupon the player picked on this order, if it still holds it (coupons/coupons.deposit.ts).
  await redeemOrderCoupon(tx, order, now)
  // Accumulated-recharge tiers: the player's standing opt-in is joining the activity, and the total
  // they reach includes this deposit, so they are computed after it is posted.
  const grants = [...perDeposit, ...(await dueTierGrants(tx, order.userId, rules))]
  const bonus = totalBonus(grants)
  await grantDepositBonuses(tx, order, grants, now)
  await tx
    .update(rechargeOrders)
    .set({
      status: 'paid',
      bonus,
      bonusRules: grants,
      providerEventId: event.eventId,
      paidAt: new Date(now),
      updatedAt: new Date(now),
    })
    .where(eq(rechargeOrders.id, order.id))
  return 'paid'
}

async function decline(tx: Tx, order: OrderRow, now: number): Promise<string> {
  if (order.status !== 'pending') return order.status
  const status = order.expiresAt.getTime() <= now ? 'expired' : 'failed'
  await tx
    .update(rechargeOrders)
    .set({ status, updatedAt: new Date(now) })
    .where(eq(rechargeOrders.id, order.id))
  return status
}
