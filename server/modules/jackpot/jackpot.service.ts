import { randomInt } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  jackpotDrawInfoReply,
  jackpotDrawLogReply,
  jackpotRankReply,
  receiveDrawChanceReply,
} from '../../../contract/calls/jackpot.ts'
import { isCouponPrize } from '../../../contract/coupon-value.ts'
import { ErrorCode, ErrorMsg } from '../../../contract/errors.ts'
import { TxKind } from '../../../contract/wallet-kinds.ts'
import type { Db, DbOrTx, Tx } from '../../db/client.ts'
import { epochSeconds, offsetOf, type Page, pageInfo } from '../../db/paging.ts'
import { query } from '../../db/sql.ts'
import { AppError } from '../../http/errors.ts'
import { issueCoupon } from '../coupons/coupons.issue.ts'
import { houseAward } from '../wallet/ledger/house-award.ts'
import { PlayerAccount, PointsTxKind, SystemAccount } from '../wallet/ledger/ledger.kinds.ts'
import { type Movement, postInTransaction } from '../wallet/ledger/ledger.ts'
import { type Cell, drawCell, type RandomInt } from './jackpot.draw.ts'
import { jackpotRunning, needDeposit } from './jackpot.settings.ts'
import { maskNickname } from './jackpot.text.ts'

/** The rank's prizes: money (coin and pools), not points or coupons. */
const cashPrize = (alias?: string) => {
  const col = sql.raw(alias ? `${alias}.prop_id` : 'prop_id')
  return sql`${col} <> ${Prop.points} AND ${col} > 1399`
}

export const Prop = {
  coin: 2001,
  points: 2002,
  mega: 50001,
  major: 50002,
  minor: 50003,
  mini: 50004,
} as const

export const noChance = () => new AppError(ErrorCode.jackpotNoChance, ErrorMsg.jackpotNoChance, 409)
export const notRunning = () => new AppError(ErrorCode.jackpotNotRunning, ErrorMsg.jackpotNotRunning, 409)
export const busy = () => new AppError(ErrorCode.jackpotBusy, ErrorMsg.jackpotBusy, 409)
export const poolExhausted = () =>
  new AppError(ErrorCode.jackpotPoolExhausted, ErrorMsg.jackpotPoolExhausted, 409)

export async function loadCells(db: DbOrTx): Promise<Cell[]> {
  const rows = await query<{
    id: number
    prop_id: number
    type: number
    count: string | number
    show_num: string | number
    weight: number
  }>(db, sql`SELECT id, prop_id, type, count, show_num, weight FROM jackpot_cells ORDER BY id`)
  return rows.map((r) => ({
    id: Number(r.id),
    propId: Number(r.prop_id),
    type: Number(r.type),
    count: Number(r.count),
    showNum: Number(r.show_num),
    weight: Number(r.weight),
  }))
}

async function chancesLeft(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await query<{ left: number }>(
    db,
    sql`SELECT earned - used AS left FROM jackpot_chances WHERE user_id = ${userId}`,
  )
  return Number(row?.left ?? 0)
}

interface PoolRow {
  id: number
  seed: string | number
  balance: string | number
  section_spread_bp: number
}

/** The pool as shown: the range runs from spread below the balance (never below the seed) up to it. */
const shownPool = (p: PoolRow | undefined) => {
  const balance = Number(p?.balance ?? 0)
  const min = Math.max(
    Number(p?.seed ?? 0),
    balance - Math.floor((balance * (p?.section_spread_bp ?? 0)) / 10_000),
  )
  return { amount: balance, section: { min, max: balance } }
}

/** The rules in `locale`, English when that locale has none. */
async function rulesIn(db: DbOrTx, locale: string): Promise<{ title: string; body: string }> {
  const rows = await query<{ locale: string; title: string; body: string }>(
    db,
    sql`SELECT locale, title, body FROM content_texts WHERE key = 'jackpot.rules' AND locale IN (${locale}, 'en')`,
  )
  const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === 'en')
  return { title: row?.title ?? '', body: row?.body ?? '' }
}

export async function drawInfo(
  db: Db,
  userId: number | null,
  now: number,
  locale: string,
): Promise<z.input<typeof jackpotDrawInfoReply>> {
  const [running, need, total, cells, pools, winners, rules] = await Promise.all([
    jackpotRunning(db, now),
    needDeposit(db),
    userId === null ? 0 : chancesLeft(db, userId),
    loadCells(db),
    query<PoolRow>(db, sql`SELECT id, seed, balance, section_spread_bp FROM jackpot_pools`),
    query<{
      nickname: string
      prop_id: number
      type: number
      count: string | number
      bonus: string | number
      created_at: string | Date
    }>(
      db,
      sql`SELECT u.nickname, d.prop_id, d.type, d.count, d.bonus, d.created_at
          FROM jackpot_draws d JOIN users u ON u.id = d.user_id ORDER BY d.id DESC LIMIT 20`,
    ),
    rulesIn(db, locale),
  ])
  const pool = (id: number) => shownPool(pools.find((p) => Number(p.id) === id))
  return {
    canReceiveDrawChance: running && total > 0,
    needDeposit: need,
    total,
    running,
    megaJackpot: pool(Prop.mega),
    majorJackpot: pool(Prop.major),
    minorJackpot: pool(Prop.minor),
    miniJackpot: pool(Prop.mini),
    jackpotAwardConfigList: cells,
    totalWeight: cells.reduce((s, c) => s + c.weight, 0),
    rules,
    jackpotWinnerList: winners.map((w) => ({
      nickname: maskNickname(w.nickname),
      propId: Number(w.prop_id),
      type: Number(w.type),
      amountSection: Number(w.bonus),
      count: Number(w.count),
      updateTime: epochSeconds(w.created_at),
    })),
  }
}

/** What a cell pays: its count for a fixed prize; for a pool, its share of the pool above the seed. */
async function prizeOf(tx: Tx, cell: Cell): Promise<number> {
  if (cell.type === 1) return cell.count
  const [pool] = await query<{ seed: string | number; balance: string | number }>(
    tx,
    sql`SELECT seed, balance FROM jackpot_pools WHERE id = ${cell.propId} FOR UPDATE`,
  )
  if (!pool) throw poolExhausted()
  const prize = Math.floor(((Number(pool.balance) - Number(pool.seed)) * cell.count) / 10_000)
  if (prize < 1) throw poolExhausted()
  await tx.execute(
    sql`UPDATE jackpot_pools SET paid = paid + ${prize}, balance = balance - ${prize} WHERE id = ${cell.propId}`,
  )
  return prize
}

function prizeMovement(userId: number, cell: Cell, prize: number, drawId: number): Movement {
  const key = `jackpot_draw:${userId}:${drawId}`
  const ref = { type: 'jackpot_draw', id: String(drawId) }
  const event = { jackpotDraw: drawId, propId: cell.propId, cell: cell.id }
  if (cell.propId === Prop.points) {
    return {
      kind: PointsTxKind.earn,
      userId,
      idempotencyKey: key,
      ref,
      postings: [
        { account: { userId, kind: PlayerAccount.points }, amount: prize },
        { account: { system: SystemAccount.pointsIssued }, amount: -prize },
      ],
      event,
    }
  }
  if (cell.propId === Prop.coin) {
    return houseAward({ kind: TxKind.jackpot, userId, amount: prize, key, ref, event })
  }
  return {
    kind: TxKind.jackpot,
    userId,
    idempotencyKey: key,
    ref,
    postings: [
      { account: { userId, kind: PlayerAccount.cash }, amount: prize },
      { account: { system: SystemAccount.jackpotPool }, amount: -prize },
    ],
    event,
  }
}

/** Postgres 55P03 (lock_not_available) from either driver: another draw of this player holds the row. */
function lockNotAvailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '55P03') return true
  }
  return false
}

/**
 * The draw (receiveDrawChance): in one transaction, lock the player's chance row (NOWAIT: a second draw
 * of the same player while one is settling answers 1003 instead of queueing), spend one chance, pick a
 * cell with the CSPRNG from the published weights, pay it through the ledger under jackpot_draw:<player>:
 * <draw id> and record the draw. Any refusal (1001, 1002, 1004) rolls everything back.
 */
export async function drawPrize(
  db: Db,
  userId: number,
  now: number,
  random: RandomInt = randomInt,
): Promise<z.input<typeof receiveDrawChanceReply>> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await jackpotRunning(tx, now))) throw notRunning()
      const [chance] = await query<{ left: number }>(
        tx,
        sql`SELECT earned - used AS left FROM jackpot_chances WHERE user_id = ${userId} FOR UPDATE NOWAIT`,
      )
      const left = Number(chance?.left ?? 0)
      if (left <= 0) throw noChance()
      const cell = drawCell(await loadCells(tx), random)
      const prize = await prizeOf(tx, cell)
      await tx.execute(sql`UPDATE jackpot_chances SET used = used + 1 WHERE user_id = ${userId}`)
      const [draw] = await query<{ id: string | number }>(
        tx,
        sql`INSERT INTO jackpot_draws (user_id, cell_id, prop_id, type, count, bonus, created_at)
            VALUES (${userId}, ${cell.id}, ${cell.propId}, ${cell.type}, ${cell.count}, ${prize},
                    ${new Date(now).toISOString()}::timestamptz)
            RETURNING id`,
      )
      const drawId = Number(draw?.id)
      // A coupon prize is an item, not money: the draw issues it (one per draw, coupons/).
      if (isCouponPrize(cell.propId)) {
        const coupon = { userId, typeId: cell.propId, source: 'jackpot' as const, sourceId: String(drawId) }
        await issueCoupon(tx, coupon, now)
      } else {
        await postInTransaction(tx, prizeMovement(userId, cell, prize, drawId), now)
      }
      return {
        type: cell.type,
        propId: cell.propId,
        count: cell.count,
        bonus: prize,
        id: cell.id,
        drawId,
        total: left - 1,
      }
    })
  } catch (e) {
    if (lockNotAvailable(e)) throw busy()
    throw e
  }
}

export async function drawLog(
  db: Db,
  userId: number,
  page: Page,
): Promise<z.input<typeof jackpotDrawLogReply>> {
  const [counted] = await query<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM jackpot_draws WHERE user_id = ${userId}`,
  )
  const rows = await query<DrawRow>(
    db,
    sql`SELECT id, prop_id, type, count, bonus, created_at FROM jackpot_draws WHERE user_id = ${userId}
        ORDER BY id DESC LIMIT ${page.pageSize} OFFSET ${offsetOf(page)}`,
  )
  return {
    ...pageInfo(page, Number(counted?.n ?? 0)),
    list: rows.map((r) => ({
      id: Number(r.id),
      propId: Number(r.prop_id),
      type: Number(r.type),
      count: Number(r.count),
      bonus: Number(r.bonus),
      createTime: epochSeconds(r.created_at),
    })),
  }
}

interface DrawRow {
  id: string | number
  prop_id: number
  type: number
  count: string | number
  bonus: string | number
  created_at: string | Date
}

interface RankRow {
  id: string | number
  avatar: string
  nickname: string
  bonus: string | number
  created_at: string | Date
}

const rankEntry = (r: RankRow, rank: number) => ({
  rank,
  id: Number(r.id),
  avatar: r.avatar,
  nickname: maskNickname(r.nickname),
  amountSection: Number(r.bonus),
  createTime: epochSeconds(r.created_at),
})

/** The rank: every cash prize (coin and pools; points are not cash), biggest first, earlier first on a tie. */
export async function jackpotRank(
  db: Db,
  userId: number | null,
  page: Page,
): Promise<z.input<typeof jackpotRankReply>> {
  const [counted] = await query<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM jackpot_draws WHERE ${cashPrize()}`,
  )
  const rows = await query<RankRow>(
    db,
    sql`SELECT d.id, u.avatar, u.nickname, d.bonus, d.created_at
        FROM jackpot_draws d JOIN users u ON u.id = d.user_id
        WHERE ${cashPrize('d')}
        ORDER BY d.bonus DESC, d.id LIMIT ${page.pageSize} OFFSET ${offsetOf(page)}`,
  )
  let personRank: ReturnType<typeof rankEntry> | null = null
  if (userId !== null) {
    const [best] = await query<RankRow & { ahead: number }>(
      db,
      sql`SELECT d.id, u.avatar, u.nickname, d.bonus, d.created_at,
                 (SELECT count(*)::int FROM jackpot_draws o
                  WHERE ${cashPrize('o')} AND (o.bonus > d.bonus OR (o.bonus = d.bonus AND o.id < d.id))) AS ahead
          FROM jackpot_draws d JOIN users u ON u.id = d.user_id
          WHERE d.user_id = ${userId} AND ${cashPrize('d')}
          ORDER BY d.bonus DESC, d.id LIMIT 1`,
    )
    if (best) personRank = rankEntry(best, Number(best.ahead) + 1)
  }
  return {
    allRank: {
      ...pageInfo(page, Number(counted?.n ?? 0)),
      list: rows.map((r, i) => rankEntry(r, offsetOf(page) + i + 1)),
    },
    personRank,
  }
}
