import { sql } from 'drizzle-orm'
import { TxKind } from '../../../contract/wallet-kinds.ts'
import { pgArray } from '../../db/sql.ts'
import type { Consumer } from '../../outbox/consumer.ts'
import type { DomainEvent } from '../../outbox/events.ts'

interface DayTotals {
  userId: number
  day: string
  deposits: number
  bonuses: number
  withdrawals: number
  bets: number
  betCount: number
  wins: number
}

const KINDS = [
  TxKind.deposit,
  TxKind.depositBonus,
  TxKind.bonusGrant,
  TxKind.bonus,
  TxKind.withdrawPaid,
  TxKind.bet,
  TxKind.win,
  TxKind.rollback,
] as const

/** What one event adds to its player's day. A rollback refunds a bet: it takes the bet back out. */
function add(t: DayTotals, e: DomainEvent): void {
  switch (e.kind) {
    case TxKind.deposit:
      t.deposits += e.amount
      break
    case TxKind.depositBonus:
    case TxKind.bonusGrant:
    case TxKind.bonus:
      t.bonuses += e.amount
      break
    case TxKind.withdrawPaid:
      t.withdrawals += e.amount
      break
    case TxKind.bet:
      t.bets += e.amount
      t.betCount += 1
      break
    case TxKind.win:
      t.wins += e.amount
      break
    case TxKind.rollback:
      t.bets -= e.amount
      t.betCount -= 1
      break
  }
}

/**
 * Each player's money per UTC day (player_daily_totals), from the outbox. The batch is summed per player
 * and day first, so a player's row is written once per batch however many bets it holds.
 */
export const dailyTotalsConsumer: Consumer = {
  name: 'records.daily-totals',
  kinds: KINDS,
  async apply(tx, events) {
    const byKey = new Map<string, DayTotals>()
    for (const e of events) {
      if (e.userId === null) continue
      const day = e.createdAt.toISOString().slice(0, 10)
      const key = `${e.userId}:${day}`
      let t = byKey.get(key)
      if (!t) {
        t = { userId: e.userId, day, deposits: 0, bonuses: 0, withdrawals: 0, bets: 0, betCount: 0, wins: 0 }
        byKey.set(key, t)
      }
      add(t, e)
    }
    if (byKey.size === 0) return
    // Sorted, so two batches touching the same rows lock them in one order.
    const rows = [...byKey.values()].sort((a, b) => a.userId - b.userId || a.day.localeCompare(b.day))
    const col = <K extends keyof DayTotals>(k: K) => pgArray(rows.map((r) => r[k]))
    await tx.execute(
      sql`INSERT INTO player_daily_totals AS d (user_id, day, deposits, bonuses, withdrawals, bets, bet_count, wins)
          SELECT * FROM unnest(${col('userId')}::bigint[], ${col('day')}::date[], ${col('deposits')}::bigint[],
                               ${col('bonuses')}::bigint[], ${col('withdrawals')}::bigint[], ${col('bets')}::bigint[],
                               ${col('betCount')}::int[], ${col('wins')}::bigint[])
          ON CONFLICT (user_id, day) DO UPDATE SET
            deposits = d.deposits + EXCLUDED.deposits, bonuses = d.bonuses + EXCLUDED.bonuses,
            withdrawals = d.withdrawals + EXCLUDED.withdrawals, bets = d.bets + EXCLUDED.bets,
            bet_count = d.bet_count + EXCLUDED.bet_count, wins = d.wins + EXCLUDED.wins`,
    )
  },
}
