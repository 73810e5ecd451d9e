import { sql } from 'drizzle-orm'
import { TxKind } from '../../../../contract/wallet-kinds.ts'
import { pgArray } from '../../../db/sql.ts'
import type { Consumer } from '../../../outbox/consumer.ts'
import type { DomainEvent } from '../../../outbox/events.ts'
import { validAmountOf } from '../vip.consumer.ts'

interface TypeDelta {
  userId: number
  gameType: number
  delta: number
  at: Date
}

/** The batch's valid amounts summed per player and game type, sorted (one lock order for every batch). */
function sumPerPlayerAndType(events: DomainEvent[]): TypeDelta[] {
  const sums = new Map<string, TypeDelta>()
  for (const e of events) {
    const gameType = e.data.gameType
    if (e.userId === null || typeof gameType !== 'number' || !Number.isSafeInteger(gameType)) continue
    const key = `${e.userId}:${gameType}`
    const d = sums.get(key) ?? { userId: e.userId, gameType, delta: 0, at: e.createdAt }
    d.delta += validAmountOf(e)
    if (e.createdAt > d.at) d.at = e.createdAt
    sums.set(key, d)
  }
  return [...sums.values()]
    .filter((d) => d.delta !== 0)
    .sort((a, b) => a.userId - b.userId || a.gameType - b.gameType)
}

/**
 * Counts valid bets for the rebate (rebate_accruals): per player and game type, at the VIP level player_vip
 * holds when the batch is applied; a rollback's negative valid amount takes its bet back out. The batch is
 * summed first, so each (player, game type) row is written once per batch by one statement, in the same
 * transaction that moves the cursor: each event counts exactly once.
 */
export const rebateConsumer: Consumer = {
  name: 'vip.rebate',
  kinds: [TxKind.bet, TxKind.rollback],
  async apply(tx, events) {
    const sums = sumPerPlayerAndType(events)
    if (sums.length === 0) return
    await tx.execute(
      sql`INSERT INTO rebate_accruals (user_id, game_type, vip_level, valid_bets, updated_at)
          SELECT x.u, x.g, coalesce(v.level, 0), x.d, x.t
          FROM unnest(${pgArray(sums.map((s) => s.userId))}::bigint[], ${pgArray(sums.map((s) => s.gameType))}::int[],
                      ${pgArray(sums.map((s) => s.delta))}::bigint[],
                      ${pgArray(sums.map((s) => s.at.toISOString()))}::timestamptz[]) AS x(u, g, d, t)
          LEFT JOIN player_vip v ON v.user_id = x.u
          ORDER BY x.u, x.g
          ON CONFLICT (user_id, game_type, vip_level) DO UPDATE
          SET valid_bets = rebate_accruals.valid_bets + excluded.valid_bets, updated_at = excluded.updated_at`,
    )
  },
}
