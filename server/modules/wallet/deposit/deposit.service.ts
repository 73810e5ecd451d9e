import { createHash, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import {
  DEFAULT_MIN_AMOUNT,
  DEFAULT_MIN_AMOUNT2,
  type RechargeItem,
  type RechargeOrder,
  type RechargeType,
  type rechargeRequest,
  type TradeInfo,
} from '../../../../contract/calls/wallet-deposit.ts'
import type { Locale } from '../../../../contract/enums.ts'
import { ErrorCode, ErrorMsg } from '../../../../contract/errors.ts'
import type { Db } from '../../../db/client.ts'
import { rechargeOrders, users } from '../../../db/schema/index.ts'
import { AppError, notFound } from '../../../http/errors.ts'
import { getConfigSnapshot, getSettings } from '../../config/config.service.ts'
import { holdCoupon } from '../../coupons/coupons.deposit.ts'
import { playerTotals } from '../wallet.figures.ts'
import { activeRules, bonusesFor, kindApplies, totalBonus } from './deposit.bonus.ts'
import { playerDepositContext } from './deposit.context.ts'
import {
  type DepositConfig,
  expireIfDue,
  findOrder,
  hasBoundCard,
  loadDepositConfig,
  type OrderRow,
  type RechargeTypeRow,
  rechargeHistory,
} from './deposit.repo.ts'
import type { PaymentProvider } from './payment-provider.ts'

export interface DepositDeps {
  db: Db
  clock: () => number
  /** Providers by name; a channel whose provider is missing (sandbox off in production) is unavailable. */
  providers: ReadonlyMap<string, PaymentProvider>
}

const depositError = (msg: string, status = 400) => new AppError(ErrorCode.badRequest, msg, status)

/**
 * Spec 5: the smallest price this player may pay on a channel: minAmount (default 100), or minAmount2
 * (default 10000) when settings.minRechargeStatus is set and the player has a paid deposit.
 */
function minPrice(type: RechargeTypeRow, minRechargeStatus: number, hasRecharged: boolean): number {
  if (minRechargeStatus && hasRecharged) return type.minAmount2 || DEFAULT_MIN_AMOUNT2
  return type.minAmount || DEFAULT_MIN_AMOUNT
}

/** Channels this server can take orders on now: switched on and with their provider present. */
const offered = (cfg: DepositConfig, providers: DepositDeps['providers']) =>
  cfg.types.filter((t) => t.status === 1 && providers.has(t.provider))

export async function tradeInfo(
  d: DepositDeps,
  userId: number,
  locale: Locale,
  clientHash?: string,
): Promise<TradeInfo> {
  const cfg = await loadDepositConfig(d.db)
  const history = await rechargeHistory(d.db, userId)
  const { deposits } = await playerTotals(d.db, userId)
  const { settings, content } = await getConfigSnapshot(d.db)
  const { minRechargeStatus } = settings
  // Channel and bonus names are content texts in the caller's locale (0007_recharge_texts.sql).
  const named = (key: string, fallback: string) => content.text(key, locale)?.title ?? fallback
  const isFirstDeposit = history.paidCount === 0
  const itemById = new Map(cfg.items.map((i) => [i.id, i]))
  const context = await playerDepositContext(d.db, userId, d.clock())

  const typeMap: Record<string, RechargeType> = {}
  const typeItemMap: Record<string, number[]> = {}
  const itemMap: Record<string, RechargeItem> = {}
  for (const t of offered(cfg, d.providers)) {
    const min = minPrice(t, minRechargeStatus, !isFirstDeposit)
    typeMap[t.id] = {
      id: t.id,
      name: named(`rechargeType.${t.id}`, t.name),
      sort: t.sort,
      minAmount: t.minAmount,
      minAmount2: t.minAmount2,
      maxAmount: t.maxAmount,
      isDefault: t.isDefault ? 1 : 0,
      status: t.status,
      minPrice: min,
    }
    const visible = cfg.links
      .filter((l) => l.rechargeTypeId === t.id)
      .map((l) => itemById.get(l.itemId))
      .filter((i) => i !== undefined && i.status === 1 && i.price >= min && i.price <= t.maxAmount)
      .sort((a, b) => (a?.sort ?? 0) - (b?.sort ?? 0) || (a?.id ?? 0) - (b?.id ?? 0))
    typeItemMap[t.id] = visible.map((i) => i?.id ?? 0)
    for (const i of visible) {
      if (!i) continue
      // The bonus this item would earn if paid now; an item is shared by channels, so channel rules
      // (kind 9) are left out of its preview.
      const bonus = totalBonus(
        bonusesFor(cfg.rules, { ...context, amount: i.price, rechargeTypeId: 0, itemId: i.id }),
      )
      itemMap[i.id] = { id: i.id, price: i.price, sort: i.sort, bonus }
    }
  }
  // The offers that would pay this player's next deposit: a rule whose condition does not hold for them
  // (a second-deposit rule before the first deposit, a VIP rule below its level) is not offered. Item
  // rules (kind 10) are in their items' previews, not here: they need the item.
  const offers = activeRules(cfg.rules).filter((r) =>
    kindApplies(r, { ...context, amount: r.minDeposit, rechargeTypeId: r.rechargeTypeId ?? 0, itemId: null }),
  )
  const bonusList = offers.map((r) => ({
    id: r.id,
    kind: r.kind,
    name: named(`rechargeBonus.${r.id}`, r.name),
    percentBp: r.percentBp,
    fixedAmount: r.fixedAmount,
    maxBonus: r.maxBonus,
    minDeposit: r.minDeposit,
    rechargeTypeId: r.rechargeTypeId ?? 0,
    wagerMultiple: r.wagerMultiple,
  }))
  const maps = {
    appRechargeTypeMap: typeMap,
    appRechargeTypeItemMap: typeItemMap,
    appRechargeItemMap: itemMap,
    appRechargeBonusList: bonusList,
  }
  const hash = createHash('sha256').update(JSON.stringify(maps)).digest('base64url').slice(0, 32)
  return {
    ...(clientHash === hash ? {} : maps),
    hash,
    totalRecharge: deposits,
    firstRecharge: history.first,
    lastRechargeTypeId: history.lastTypeId,
    currency: cfg.settings.currency,
  }
}

export function toOrderReply(o: OrderRow): RechargeOrder {
  const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : 0)
  return {
    orderId: o.id,
    status: o.status as RechargeOrder['status'],
    rechargeTypeId: o.rechargeTypeId,
    itemId: o.itemId ?? 0,
    amount: o.amount,
    bonus: o.bonus,
    bonusOptIn: o.bonusOptIn,
    currency: o.currency,
    payUrl: o.status === 'pending' ? o.payUrl : '',
    createdAt: seconds(o.createdAt),
    expiresAt: seconds(o.expiresAt),
    paidAt: seconds(o.paidAt),
  }
}

/** Creates a pending order and asks the channel's provider where the player pays. */
export async function recharge(
  d: DepositDeps,
  userId: number,
  body: z.infer<typeof rechargeRequest>,
): Promise<RechargeOrder> {
  const cfg = await loadDepositConfig(d.db)
  const type = offered(cfg, d.providers).find((t) => t.id === body.rechargeTypeId)
  const provider = type && d.providers.get(type.provider)
  if (!type || !provider) throw depositError(ErrorMsg.depositChannelUnavailable)

  const settings = await getSettings(d.db)
  if (settings.isDepositBindMobile) {
    const [me] = await d.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId))
    if (!me?.mobile) throw depositError(ErrorMsg.depositBindPhoneFirst, 403)
  }
  if (settings.isDepositBank && !(await hasBoundCard(d.db, userId))) {
    throw depositError(ErrorMsg.depositBindCardFirst, 403)
  }

  let amount: number
  if (body.itemId !== undefined) {
    const linked = cfg.links.some((l) => l.rechargeTypeId === type.id && l.itemId === body.itemId)
    const item = cfg.items.find((i) => i.id === body.itemId && i.status === 1)
    if (!linked || !item)
      throw new AppError(ErrorCode.badRequest, ErrorMsg.validation, 400, { itemId: 'invalidFormat' })
    amount = item.price
  } else {
    amount = body.amount ?? 0
  }
  const history = await rechargeHistory(d.db, userId)
  if (amount < minPrice(type, settings.minRechargeStatus, history.paidCount > 0)) {
    throw depositError(ErrorMsg.depositAmountTooLow)
  }
  if (amount > type.maxAmount) throw depositError(ErrorMsg.depositAmountTooHigh)

  const now = d.clock()
  const id = `D${randomBytes(12).toString('hex')}`
  const expiresAt = new Date(now + cfg.settings.orderExpiryMinutes * 60_000)
  const currency = cfg.settings.currency
  // The order exists before the provider hears of it, so a webhook can never name an unknown order.
  await d.db.transaction(async (tx) => {
    await tx.insert(rechargeOrders).values({
      id,
      userId,
      rechargeTypeId: type.id,
      itemId: body.itemId ?? null,
      amount,
      currency,
      bonusOptIn: body.bonusOptIn === true,
      provider: provider.name,
      createdAt: new Date(now),
      expiresAt,
      updatedAt: new Date(now),
    })
    // A refused coupon (not theirs, used, expired, above the amount) rolls the order back with it.
    if (body.couponId !== undefined) await holdCoupon(tx, userId, body.couponId, { id, amount }, now)
  })
  let payUrl: string
  try {
    ;({ payUrl } = await provider.createPayment({ id, userId, amount, currency, expiresAt }))
  } catch (err) {
    await d.db
      .update(rechargeOrders)
      .set({ status: 'failed', updatedAt: new Date(now) })
      .where(eq(rechargeOrders.id, id))
    throw err
  }
  const [row] = await d.db.update(rechargeOrders).set({ payUrl }).where(eq(rechargeOrders.id, id)).returning()
  if (!row) throw new Error('order update returned nothing')
  return toOrderReply(row)
}

/** One of the caller's orders; another player's id is indistinguishable from an unknown one. */
export async function getRechargeOrder(
  d: DepositDeps,
  userId: number,
  orderId: string,
): Promise<RechargeOrder> {
  const order = await findOrder(d.db, orderId)
  if (!order || order.userId !== userId) throw notFound()
  return toOrderReply(await expireIfDue(d.db, order, d.clock()))
}
