import { sql } from 'drizzle-orm'
import { TxKind } from '../../../contract/wallet-kinds.ts'
import type { Tx } from '../../db/client.ts'
import { pgArray, query } from '../../db/sql.ts'
import type { Consumer } from '../../outbox/consumer.ts'
import { type DomainEvent, writeEvent } from '../../outbox/events.ts'
import { loadLadders, userLevelFor, vipLevelFor } from './ladder.ts'
import { payLevelUpRewards } from './vip.rewards.ts'

/** What a bet adds to experience, or a rollback takes back: the valid amount its event carries. */
export function validAmountOf(e: DomainEvent): number {
  const valid = e.data.validAmount
  if (typeof valid === 'number' && Number.isSafeInteger(valid)) return valid
  return e.kind === TxKind.rollback ? -e.amount : e.amount
}

interface PlayerDelta {
  userId: number
  delta: number
  /** The newest event's time: when the player's new level was reached. */
  at: Date
}

/** The batch summed per player, sorted by player (one lock order for every batch). */
function sumPerPlayer(events: DomainEvent[]): PlayerDelta[] {
  const byPlayer = new Map<number, PlayerDelta>()
  for (const e of events) {
    if (e.userId === null) continue
    const d = byPlayer.get(e.userId) ?? { userId: e.userId, delta: 0, at: e.createdAt }
    d.delta += validAmountOf(e)
    if (e.createdAt > d.at) d.at = e.createdAt
    byPlayer.set(e.userId, d)
  }
  return [...byPlayer.values()].sort((a, b) => a.userId - b.userId)
}

interface UpdatedRow {
  user_id: number | string
  experience: number | string
  level: number
  user_level: number
  rewarded_level: number
}

/**
 * VIP experience from bet and rollback events (DESIGN 5: experience = valid bet amount). A batch is summed
 * per player and each player's row is written once per batch; a player who reaches new levels is paid each
 * new level's reward through the ledger in this same transaction (vip.rewards.ts), so the cursor, the
 * experience and the rewards commit together or not at all.
 */
export const vipExperienceConsumer: Consumer = {
  name: 'vip.experience',
  kinds: [TxKind.bet, TxKind.rollback],
  async apply(tx, events) {
    const players = sumPerPlayer(events).filter((p) => p.delta !== 0)
    if (players.length === 0) return
    const ids = pgArray(players.map((p) => p.userId))
    const deltas = pgArray(players.map((p) => p.delta))
    const ats = pgArray(players.map((p) => p.at.toISOString()))
    await tx.execute(
      sql`INSERT INTO player_vip (user_id, updated_at)
          SELECT u, t FROM unnest(${ids}::bigint[], ${ats}::timestamptz[]) AS x(u, t) ORDER BY u
          ON CONFLICT (user_id) DO NOTHING`,
    )
    // Experience never goes below 0 (a rollback of a bet counted before 0024_vip.sql's backfill).
    const rows = await query<UpdatedRow>(
      tx,
      sql`UPDATE player_vip v SET experience = greatest(v.experience + x.d, 0), updated_at = x.t
          FROM unnest(${ids}::bigint[], ${deltas}::bigint[], ${ats}::timestamptz[]) AS x(u, d, t)
          WHERE v.user_id = x.u
          RETURNING v.user_id, v.experience, v.level, v.user_level, v.rewarded_level`,
    )
    await applyLevels(tx, rows, players)
  },
}

/** Sets the levels the new experience reaches, and pays the rewards of levels reached for the first time. */
async function applyLevels(tx: Tx, rows: UpdatedRow[], players: PlayerDelta[]): Promise<void> {
  const ladders = await loadLadders(tx)
  const at = new Map(players.map((p) => [p.userId, p.at]))
  const changed = rows
    .map((r) => {
      const experience = Number(r.experience)
      return {
        userId: Number(r.user_id),
        level: vipLevelFor(ladders, experience),
        userLevel: userLevelFor(ladders, experience),
        was: r,
      }
    })
    .filter((c) => c.level !== c.was.level || c.userLevel !== c.was.user_level)
    .sort((a, b) => a.userId - b.userId)
  if (changed.length === 0) return
  for (const c of changed) {
    if (c.level <= c.was.rewarded_level) continue
    const now = at.get(c.userId)?.getTime() ?? Date.now()
    await payLevelUpRewards(tx, ladders, c.userId, c.was.rewarded_level, c.level, now)
    // A fact for other features (the level-up mail), whether or not the level pays a reward.
    await writeEvent(tx, { kind: 'vip_level_up', userId: c.userId, data: { level: c.level } }, now)
  }
  await tx.execute(
    sql`UPDATE player_vip v SET level = x.l, user_level = x.ul, rewarded_level = greatest(v.rewarded_level, x.l)
        FROM unnest(${pgArray(changed.map((c) => c.userId))}::bigint[], ${pgArray(changed.map((c) => c.level))}::int[],
                    ${pgArray(changed.map((c) => c.userLevel))}::int[]) AS x(u, l, ul)
        WHERE v.user_id = x.u`,
  )
}
