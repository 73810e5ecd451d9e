import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { pointsExchangeReply, pointsInfoReply, pointsLogReply } from '../../../contract/calls/points.ts'
import type { Locale } from '../../../contract/enums.ts'
import { ErrorCode, ErrorMsg } from '../../../contract/errors.ts'
import { TxKind } from '../../../contract/wallet-kinds.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { epochSeconds, offsetOf, pageInfo } from '../../db/paging.ts'
import { query } from '../../db/sql.ts'
import { AppError } from '../../http/errors.ts'
import { utcDate } from '../activity/sign-in/sign-in.cycle.ts'
import { issueCoupon } from '../coupons/coupons.issue.ts'
import { couponTerms, couponTypes } from '../coupons/coupons.terms.ts'
import { cashAfter, houseAward } from '../wallet/ledger/house-award.ts'
import { PlayerAccount, PointsTxKind, SystemAccount } from '../wallet/ledger/ledger.kinds.ts'
import { InsufficientFunds, playerBalances, postInTransaction } from '../wallet/ledger/ledger.ts'
import { pointsBalance } from './points.balance.ts'
import { EarnSource } from './points.consumer.ts'
import { earnRules } from './points.rules.ts'

/**
 * The points shop and balance (getPointsInfo, pointsExchange, getPointsLog). An exchange locks the
 * player's points account, checks the balance and the item's daily limit, writes the exchange row and
 * posts both of its movements in one transaction: the points (player -> points_issued, key
 * points_spend:<player>:<exchange>) and the coins (house -> cash, kind points_exchange, key
 * points_exchange:<player>:<exchange>). Parallel exchanges wait on the lock and then see the spent balance.
 */

export const pointsItemUnknown = () =>
  new AppError(ErrorCode.pointsItemUnknown, ErrorMsg.pointsItemUnknown, 400)
export const pointsShort = () => new AppError(ErrorCode.pointsShort, ErrorMsg.pointsShort, 409)
export const pointsDailyLimit = () => new AppError(ErrorCode.pointsDailyLimit, ErrorMsg.pointsDailyLimit, 409)

interface ShopItem {
  id: number
  kind: 'coin' | 'coupon'
  cost: number
  amount: number
  dailyLimit: number
  /** A coupon item's coupon type (prize id); 0 for coins. */
  couponTypeId: number
}

const toItem = (r: {
  id: number
  kind: 'coin' | 'coupon'
  cost: number
  amount: string | number
  daily_limit: number | null
  coupon_type_id: number | null
}): ShopItem => ({
  id: Number(r.id),
  kind: r.kind,
  cost: Number(r.cost),
  amount: Number(r.amount),
  dailyLimit: Number(r.daily_limit ?? 0),
  couponTypeId: Number(r.coupon_type_id ?? 0),
})

const ITEM_COLUMNS = sql`id, kind, cost, amount, daily_limit, coupon_type_id`

async function shopItems(db: DbOrTx): Promise<ShopItem[]> {
  const rows = await query<Parameters<typeof toItem>[0]>(
    db,
    sql`SELECT ${ITEM_COLUMNS} FROM points_shop_items WHERE status = 1 ORDER BY sort, id`,
  )
  return rows.map(toItem)
}

const dayStart = (now: number) => `${utcDate(now)}T00:00:00Z`

/** How many of each item the player took on the UTC day of `now`. */
async function takenToday(
  db: DbOrTx,
  userId: number,
  now: number,
  itemId?: number,
): Promise<Map<number, number>> {
  const rows = await query<{ item_id: number; n: number }>(
    db,
    sql`SELECT item_id, count(*)::int AS n FROM points_exchanges
        WHERE user_id = ${userId} AND created_at >= ${dayStart(now)}::timestamptz
          AND created_at < ${dayStart(now)}::timestamptz + interval '1 day'
          ${itemId === undefined ? sql`` : sql`AND item_id = ${itemId}`}
        GROUP BY item_id`,
  )
  return new Map(rows.map((r) => [Number(r.item_id), Number(r.n)]))
}

export async function pointsInfo(
  db: Db,
  userId: number | null,
  locale: Locale,
  now: number,
): Promise<z.input<typeof pointsInfoReply>> {
  const [rules, items, points, taken, coupons] = await Promise.all([
    earnRules(db),
    shopItems(db),
    userId === null ? 0 : pointsBalance(db, userId),
    userId === null ? new Map<number, number>() : takenToday(db, userId, now),
    couponTypes(db),
  ])
  const couponOf = async ({ couponTypeId }: ShopItem) => {
    const type = coupons.get(couponTypeId)
    return type ? couponTerms(db, type, locale) : null
  }
  return {
    points,
    rules: rules.map((r) => ({
      action: r.action === 'bet' ? EarnSource.bet : EarnSource.signIn,
      points: r.points,
      perAmount: r.perAmount,
    })),
    items: await Promise.all(
      items.map(async ({ couponTypeId, ...i }) => ({
        ...i,
        leftToday: i.dailyLimit > 0 ? Math.max(i.dailyLimit - (taken.get(i.id) ?? 0), 0) : -1,
        coupon: await couponOf({ ...i, couponTypeId }),
      })),
    ),
  }
}

export async function exchangePoints(
  db: Db,
  userId: number,
  itemId: number,
  now: number,
): Promise<z.input<typeof pointsExchangeReply>> {
  return db.transaction(async (tx) => {
    const [row] = await query<Parameters<typeof toItem>[0]>(
      tx,
      sql`SELECT ${ITEM_COLUMNS} FROM points_shop_items WHERE id = ${itemId} AND status = 1`,
    )
    if (!row) throw pointsItemUnknown()
    const item = toItem(row)
    // Parallel exchanges of this player wait here, then read the balance the first one left.
    const [account] = await query<{ balance: string | number }>(
      tx,
      sql`SELECT balance FROM ledger_accounts WHERE user_id = ${userId} AND kind = ${PlayerAccount.points}
          FOR UPDATE`,
    )
    if (Number(account?.balance ?? 0) < item.cost) throw pointsShort()
    if (
      item.dailyLimit > 0 &&
      ((await takenToday(tx, userId, now, item.id)).get(item.id) ?? 0) >= item.dailyLimit
    ) {
      throw pointsDailyLimit()
    }
    const [exchange] = await query<{ id: string | number }>(
      tx,
      sql`INSERT INTO points_exchanges (user_id, item_id, cost, amount, created_at)
          VALUES (${userId}, ${item.id}, ${item.cost}, ${item.amount}, ${new Date(now).toISOString()}::timestamptz)
          RETURNING id`,
    )
    const exchangeId = String(exchange?.id)
    const ref = { type: 'points_exchange', id: exchangeId }
    let spent: Awaited<ReturnType<typeof postInTransaction>>
    try {
      spent = await postInTransaction(
        tx,
        {
          kind: PointsTxKind.spend,
          userId,
          idempotencyKey: `points_spend:${userId}:${exchangeId}`,
          ref,
          postings: [
            { account: { userId, kind: PlayerAccount.points }, amount: -item.cost },
            { account: { system: SystemAccount.pointsIssued }, amount: item.cost },
          ],
        },
        now,
      )
    } catch (e) {
      if (e instanceof InsufficientFunds) throw pointsShort()
      throw e
    }
    const points = spent.balances.find((b) => b.kind === PlayerAccount.points)?.balance ?? 0
    if (item.kind === 'coupon') {
      const couponId = await issueCoupon(
        tx,
        { userId, typeId: item.couponTypeId, source: 'shop', sourceId: exchangeId },
        now,
      )
      return {
        id: item.id,
        cost: item.cost,
        amount: 0,
        couponId,
        points,
        coin: (await playerBalances(tx, userId)).cash,
      }
    }
    const paid = await postInTransaction(
      tx,
      houseAward({
        kind: TxKind.pointsExchange,
        userId,
        amount: item.amount,
        key: `points_exchange:${userId}:${exchangeId}`,
        ref,
        event: { pointsExchange: exchangeId, item: item.id, cost: item.cost },
      }),
      now,
    )
    return { id: item.id, cost: item.cost, amount: item.amount, couponId: 0, points, coin: cashAfter(paid) }
  })
}

/** What earned a points_earn movement: a jackpot draw's prize, a task, a mail's gift, the daily sign-in, or bets. */
const earnSource = (refType: string, refId: string): 'jackpot' | 'task' | 'mail' | 'signIn' | 'bet' => {
  if (refType === 'jackpot_draw') return 'jackpot'
  if (refType === 'task') return 'task'
  if (refType === 'mail') return 'mail'
  return refId === EarnSource.signIn ? 'signIn' : 'bet'
}

export async function pointsLog(
  db: Db,
  userId: number,
  req: { pageNum: number; pageSize: number },
): Promise<z.input<typeof pointsLogReply>> {
  const [counted] = await query<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ledger_postings p
        JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.user_id = ${userId} AND a.kind = ${PlayerAccount.points}`,
  )
  const rows = await query<{
    id: string | number
    kind: string
    amount: string | number
    balance_after: string | number
    ref_type: string
    ref_id: string
    coins: string | number | null
    item_kind: string | null
    created_at: string | Date
  }>(
    db,
    sql`SELECT p.id, t.kind, p.amount, p.balance_after, t.ref_type, t.ref_id, e.amount AS coins,
               i.kind AS item_kind, t.created_at
        FROM ledger_postings p
        JOIN ledger_accounts a ON a.id = p.account_id
        JOIN ledger_transactions t ON t.id = p.transaction_id
        LEFT JOIN points_exchanges e ON t.ref_type = 'points_exchange' AND e.id::text = t.ref_id
        LEFT JOIN points_shop_items i ON i.id = e.item_id
        WHERE a.user_id = ${userId} AND a.kind = ${PlayerAccount.points}
        ORDER BY p.id DESC
        LIMIT ${req.pageSize} OFFSET ${offsetOf(req)}`,
  )
  return {
    ...pageInfo(req, Number(counted?.n ?? 0)),
    list: rows.map((r) => {
      const spend = r.kind === PointsTxKind.spend
      const coupon = r.item_kind === 'coupon'
      return {
        id: Number(r.id),
        type: spend ? 'spend' : 'earn',
        points: Number(r.amount),
        balance: Number(r.balance_after),
        source: spend ? (coupon ? 'coupon' : 'item') : earnSource(r.ref_type, r.ref_id),
        amount: coupon ? 0 : Number(r.coins ?? 0),
        time: epochSeconds(r.created_at),
      }
    }),
  }
}
