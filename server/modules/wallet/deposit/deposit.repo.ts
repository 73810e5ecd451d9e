import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { DbOrTx } from '../../../db/client.ts'
import {
  appSettings,
  rechargeBonusRules,
  rechargeItems,
  rechargeOrders,
  rechargeTypeItems,
  rechargeTypes,
} from '../../../db/schema/index.ts'
import { query } from '../../../db/sql.ts'
import type { BonusRule } from './deposit.bonus.ts'

const depositSettingsSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  orderExpiryMinutes: z
    .number()
    .int()
    .positive()
    .max(7 * 24 * 60),
})
export type DepositSettings = z.infer<typeof depositSettingsSchema>

/**
 * Channels, items, bonus rules and the deposit settings row, read on every call: a few small tables, and
 * an operator's edit applies at once on every instance.
 */
export async function loadDepositConfig(db: DbOrTx) {
  const types = await db.select().from(rechargeTypes).orderBy(asc(rechargeTypes.sort), asc(rechargeTypes.id))
  const items = await db.select().from(rechargeItems).orderBy(asc(rechargeItems.sort), asc(rechargeItems.id))
  const links = await db.select().from(rechargeTypeItems)
  const rules = await loadBonusRules(db)
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'deposit'))
  const parsed = depositSettingsSchema.safeParse(row?.value)
  if (!parsed.success)
    throw new Error(`app_settings 'deposit' is missing or invalid: ${parsed.error.message}`)
  return { types, items, links, rules, settings: parsed.data }
}
export type DepositConfig = Awaited<ReturnType<typeof loadDepositConfig>>

/** The recharge bonus rules alone, in their order (what a settling deposit needs of the configuration). */
export function loadBonusRules(db: DbOrTx): Promise<BonusRule[]> {
  return db
    .select()
    .from(rechargeBonusRules)
    .orderBy(asc(rechargeBonusRules.sort), asc(rechargeBonusRules.id))
}
export type RechargeTypeRow = DepositConfig['types'][number]
export type OrderRow = typeof rechargeOrders.$inferSelect

export interface RechargeHistory {
  /** Amount of the first paid order, 0 when none. */
  first: number
  paidCount: number
  /** Channel of the latest paid order, 0 when none. */
  lastTypeId: number
}

/**
 * firstRecharge and lastRechargeTypeId, derived from the player's paid orders. Their total is not here:
 * it is wallet_totals.deposits (wallet.figures.ts), the one total of deposits.
 */
export async function rechargeHistory(db: DbOrTx, userId: number): Promise<RechargeHistory> {
  const [agg] = await query<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM recharge_orders WHERE user_id = ${userId} AND status = 'paid'`,
  )
  if (!agg || Number(agg.n) === 0) return { first: 0, paidCount: 0, lastTypeId: 0 }
  const paid = and(eq(rechargeOrders.userId, userId), eq(rechargeOrders.status, 'paid'))
  const pick = { amount: rechargeOrders.amount, typeId: rechargeOrders.rechargeTypeId }
  const [first] = await db
    .select(pick)
    .from(rechargeOrders)
    .where(paid)
    .orderBy(asc(rechargeOrders.paidAt), asc(rechargeOrders.createdAt))
    .limit(1)
  const [last] = await db
    .select(pick)
    .from(rechargeOrders)
    .where(paid)
    .orderBy(desc(rechargeOrders.paidAt), desc(rechargeOrders.createdAt))
    .limit(1)
  return {
    first: first?.amount ?? 0,
    paidCount: Number(agg.n),
    lastTypeId: last?.typeId ?? 0,
  }
}

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(rechargeOrders).where(eq(rechargeOrders.id, id))
  return row ?? null
}

/** Marks a pending order past its expiry as expired (lazily, when read); returns the current row. */
export async function expireIfDue(db: DbOrTx, order: OrderRow, now: number): Promise<OrderRow> {
  if (order.status !== 'pending' || order.expiresAt.getTime() > now) return order
  const [row] = await db
    .update(rechargeOrders)
    .set({ status: 'expired', updatedAt: new Date(now) })
    .where(and(eq(rechargeOrders.id, order.id), eq(rechargeOrders.status, 'pending')))
    .returning()
  // Someone else settled it meanwhile (a webhook): read what they wrote.
  return row ?? (await findOrder(db, order.id)) ?? order
}

/**
 * Whether the player has a bank card (settings.isDepositBank). Cards live in user_bank_cards, created by
 * the withdraw module's 0006_withdraw.sql; without that table nobody has a card.
 */
export async function hasBoundCard(db: DbOrTx, userId: number): Promise<boolean> {
  const [t] = await query<{ present: boolean }>(
    db,
    sql`SELECT to_regclass('user_bank_cards') IS NOT NULL AS present`,
  )
  if (!t?.present) return false
  const rows = await query<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM user_bank_cards WHERE user_id = ${userId} LIMIT 1`,
  )
  return rows.length > 0
}
