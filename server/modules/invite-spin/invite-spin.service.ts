import { randomInt } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  inviteClickReply,
  inviteUserExchangeReply,
  inviteUserRecordReply,
  inviteUserReply,
  inviteUserSpinReply,
  inviteUserStatusReply,
} from '../../../contract/calls/invite-spin.ts'
import { ErrorCode, ErrorMsg } from '../../../contract/errors.ts'
import { TxKind } from '../../../contract/wallet-kinds.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { epochSeconds, offsetOf, type Page, pageInfo } from '../../db/paging.ts'
import { query } from '../../db/sql.ts'
import { AppError } from '../../http/errors.ts'
import { activityRunning } from '../activity/activities/activities.service.ts'
import { refusalOf } from '../agent/agent.rules.ts'
import { cashAfter, houseAward } from '../wallet/ledger/house-award.ts'
import { postInTransaction } from '../wallet/ledger/ledger.ts'
import { drawSector, type RandomInt, type Sector } from './invite-spin.draw.ts'

/**
 * The invite spin (0044_invite_spin.sql). Spins earned = the caller's valid invitees that the agent
 * programme's abuse rules count (agent.rules.ts) + welcome spins; spins used and prizes accumulated live in
 * invite_spin_players, whose row a spin or an exchange locks (FOR UPDATE, waiting), so parallel calls run
 * one after another: one spin is spent once, one target paid once.
 */

const ACTIVITY = 'InviteUserSpin'

export const noSpin = () => new AppError(ErrorCode.inviteSpinNoSpin, ErrorMsg.inviteSpinNoSpin, 409)
export const notRunning = () =>
  new AppError(ErrorCode.inviteSpinNotRunning, ErrorMsg.inviteSpinNotRunning, 409)
export const belowTarget = () =>
  new AppError(ErrorCode.inviteSpinBelowTarget, ErrorMsg.inviteSpinBelowTarget, 409)

export async function loadSectors(db: DbOrTx): Promise<Sector[]> {
  const rows = await query<{ id: number; amount: string | number; weight: number }>(
    db,
    sql`SELECT id, amount, weight FROM invite_spin_sectors ORDER BY id`,
  )
  return rows.map((r) => ({ id: Number(r.id), amount: Number(r.amount), weight: Number(r.weight) }))
}

/** The wheel's settings, and the agent programme's valid deposit, which decides whose invitees count. */
async function settings(db: DbOrTx): Promise<{ welcomeSpins: number; target: number; validDeposit: number }> {
  const [row] = await query<{
    welcome_spins: number
    target: string | number
    valid_deposit: string | number
  }>(
    db,
    sql`SELECT s.welcome_spins, s.target, (SELECT valid_deposit FROM agent_settings WHERE id = 1) AS valid_deposit
        FROM invite_spin_settings s WHERE s.id = 1`,
  )
  return {
    welcomeSpins: Number(row?.welcome_spins ?? 0),
    target: Number(row?.target ?? 0),
    validDeposit: Number(row?.valid_deposit ?? 0),
  }
}

/** The caller's invitees: all of them, and the valid ones the abuse rules count (one spin each). */
async function invitees(db: DbOrTx, userId: number): Promise<{ invited: number; valid: number }> {
  const [row] = await query<{ invited: number; valid: number }>(
    db,
    sql`SELECT count(*)::int AS invited,
               count(*) FILTER (WHERE i.valid_at IS NOT NULL AND ${refusalOf} IS NULL)::int AS valid
        FROM agent_invitees i WHERE i.agent_id = ${userId}`,
  )
  return { invited: Number(row?.invited ?? 0), valid: Number(row?.valid ?? 0) }
}

interface PlayerRow {
  used: number
  accumulated: number
  exchanges: number
  clicked: boolean
}

async function player(db: DbOrTx, userId: number, lock = false): Promise<PlayerRow> {
  const [row] = await query<{
    used: number
    accumulated: string | number
    exchanges: number
    clicked_at: string | Date | null
  }>(
    db,
    sql`SELECT used, accumulated, exchanges, clicked_at FROM invite_spin_players WHERE user_id = ${userId}
        ${lock ? sql`FOR UPDATE` : sql``}`,
  )
  return {
    used: Number(row?.used ?? 0),
    accumulated: Number(row?.accumulated ?? 0),
    exchanges: Number(row?.exchanges ?? 0),
    clicked: row?.clicked_at != null,
  }
}

/** Makes the player's row and locks it: parallel spins and exchanges of one player queue here. */
async function lockPlayer(db: DbOrTx, userId: number): Promise<PlayerRow> {
  await db.execute(
    sql`INSERT INTO invite_spin_players (user_id) VALUES (${userId}) ON CONFLICT (user_id) DO NOTHING`,
  )
  return player(db, userId, true)
}

/** Spins left: one per counted valid invitee plus the welcome spins, less those used. */
const spinsLeft = (valid: number, welcomeSpins: number, used: number) =>
  Math.max(0, valid + welcomeSpins - used)

/** The spins the caller has left while the wheel runs (0 when it does not): the spin's red dot. */
export async function spinsWaiting(db: Db, userId: number, now: number): Promise<number> {
  const [running, counts, s, p] = await Promise.all([
    activityRunning(db, ACTIVITY, now),
    invitees(db, userId),
    settings(db),
    player(db, userId),
  ])
  return running ? spinsLeft(counts.valid, s.welcomeSpins, p.used) : 0
}

export async function inviteUser(db: Db, userId: number): Promise<z.input<typeof inviteUserReply>> {
  const [counts, s, p] = await Promise.all([invitees(db, userId), settings(db), player(db, userId)])
  return { ...counts, welcomeSpins: s.welcomeSpins, clicked: p.clicked }
}

export async function inviteStatus(
  db: Db,
  userId: number,
  now: number,
): Promise<z.input<typeof inviteUserStatusReply>> {
  const [running, counts, s, p, sectors] = await Promise.all([
    activityRunning(db, ACTIVITY, now),
    invitees(db, userId),
    settings(db),
    player(db, userId),
    loadSectors(db),
  ])
  return {
    running,
    spins: spinsLeft(counts.valid, s.welcomeSpins, p.used),
    accumulated: p.accumulated,
    target: s.target,
    canExchange: p.accumulated >= s.target,
    validDeposit: s.validDeposit,
    exchanges: p.exchanges,
    sectors,
    totalWeight: sectors.reduce((sum, c) => sum + c.weight, 0),
  }
}

/**
 * The spin: in one transaction, lock the player's row, check a spin is left, draw a sector with the CSPRNG
 * from the published weights, add its amount and record the draw. No money moves until the exchange.
 */
export async function spin(
  db: Db,
  userId: number,
  now: number,
  random: RandomInt = randomInt,
): Promise<z.input<typeof inviteUserSpinReply>> {
  return db.transaction(async (tx) => {
    if (!(await activityRunning(tx, ACTIVITY, now))) throw notRunning()
    const p = await lockPlayer(tx, userId)
    const counts = await invitees(tx, userId)
    const s = await settings(tx)
    const left = spinsLeft(counts.valid, s.welcomeSpins, p.used)
    if (left === 0) throw noSpin()
    const sector = drawSector(await loadSectors(tx), random)
    const accumulated = p.accumulated + sector.amount
    await tx.execute(
      sql`UPDATE invite_spin_players SET used = used + 1, accumulated = ${accumulated} WHERE user_id = ${userId}`,
    )
    const [draw] = await query<{ id: string | number }>(
      tx,
      sql`INSERT INTO invite_spin_draws (user_id, sector_id, amount, created_at)
          VALUES (${userId}, ${sector.id}, ${sector.amount}, ${new Date(now).toISOString()}::timestamptz)
          RETURNING id`,
    )
    return {
      drawId: Number(draw?.id),
      sectorId: sector.id,
      amount: sector.amount,
      spins: left - 1,
      accumulated,
      target: s.target,
      canExchange: accumulated >= s.target,
    }
  })
}

/**
 * The exchange: under the player's lock, pays the target house -> cash once the accumulated prizes reach
 * it (key invite_spin:<player>:<exchange number>, so even a replay pays once); what is above the target
 * stays toward the next one.
 */
export async function exchange(
  db: Db,
  userId: number,
  now: number,
): Promise<z.input<typeof inviteUserExchangeReply>> {
  return db.transaction(async (tx) => {
    const p = await lockPlayer(tx, userId)
    const { target } = await settings(tx)
    if (p.accumulated < target) throw belowTarget()
    const number = p.exchanges + 1
    const accumulated = p.accumulated - target
    await tx.execute(
      sql`UPDATE invite_spin_players SET accumulated = ${accumulated}, exchanges = ${number}
          WHERE user_id = ${userId}`,
    )
    const award = houseAward({
      kind: TxKind.bonus,
      userId,
      amount: target,
      key: `invite_spin:${userId}:${number}`,
      ref: { type: 'invite_spin', id: String(number) },
      event: { activity: 'invite_spin', exchange: number },
    })
    const coin = cashAfter(await postInTransaction(tx, award, now))
    return { amount: target, coin, accumulated }
  })
}

export async function spinRecords(
  db: Db,
  userId: number,
  page: Page,
): Promise<z.input<typeof inviteUserRecordReply>> {
  const [rows, [count]] = await Promise.all([
    query<{ id: string | number; sector_id: number; amount: string | number; created_at: string | Date }>(
      db,
      sql`SELECT id, sector_id, amount, created_at FROM invite_spin_draws WHERE user_id = ${userId}
          ORDER BY id DESC LIMIT ${page.pageSize} OFFSET ${offsetOf(page)}`,
    ),
    query<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM invite_spin_draws WHERE user_id = ${userId}`),
  ])
  return {
    ...pageInfo(page, Number(count?.n ?? 0)),
    list: rows.map((r) => ({
      id: Number(r.id),
      sectorId: Number(r.sector_id),
      amount: Number(r.amount),
      createTime: epochSeconds(r.created_at),
    })),
  }
}

/** The share click: the first one is kept; a repeat changes nothing. */
export async function clickInvite(
  db: Db,
  userId: number,
  now: number,
): Promise<z.input<typeof inviteClickReply>> {
  await db.execute(
    sql`INSERT INTO invite_spin_players (user_id, clicked_at) VALUES (${userId}, ${new Date(now).toISOString()}::timestamptz)
        ON CONFLICT (user_id) DO UPDATE SET clicked_at = COALESCE(invite_spin_players.clicked_at, EXCLUDED.clicked_at)`,
  )
  return { clicked: true }
}
