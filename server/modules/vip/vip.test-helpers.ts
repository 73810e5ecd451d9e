import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { query } from '../../db/sql.ts'
import { drainOutbox } from '../../outbox/consumer.ts'
import type { TestApp } from '../../test/harness.ts'
import { betOf, ok, playing } from '../games/games.test-helpers.ts'
import { vipExperienceConsumer } from './vip.consumer.ts'

/** Shared by the VIP test files (not a test file itself). */

/** Applies every bet and rollback event committed so far to VIP experience. */
export const drainVip = (t: TestApp) => drainOutbox(t.database.db, [vipExperienceConsumer])

/** A bet through the seamless wallet, as a game places it; returns it (for a rollback). */
export async function placeBet(t: TestApp, sessionId: string, amount: number) {
  const b = betOf(sessionId, amount)
  expect((await ok(t, 'bet', b)).status).toBe('OK')
  return b
}

/** A player with `cash` who has bet `bets` (each through the wallet) and whose experience is applied. */
export async function vipPlayer(t: TestApp, bets: number[], cash = 1_000_000) {
  const p = await playing(t, cash)
  for (const amount of bets) await placeBet(t, p.sessionId, amount)
  await drainVip(t)
  return p
}

export async function vipRow(t: TestApp, userId: number) {
  const [row] = await query<{
    experience: number
    level: number
    user_level: number
    rewarded_level: number
  }>(
    t.database.db,
    sql`SELECT experience, level, user_level, rewarded_level FROM player_vip WHERE user_id = ${userId}`,
  )
  return row && { ...row, experience: Number(row.experience) }
}

/** The player's VIP payments: each ledger key and what it credited to cash, in order. */
export async function vipPayments(t: TestApp, userId: number) {
  const rows = await query<{ key: string; amount: number }>(
    t.database.db,
    sql`SELECT t.idempotency_key AS key, p.amount
        FROM ledger_transactions t
        JOIN ledger_postings p ON p.transaction_id = t.id
        JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id = t.user_id AND a.kind = 'cash'
        WHERE t.user_id = ${userId} AND t.kind = 'vip_reward'
        ORDER BY t.id`,
  )
  return rows.map((r) => [r.key, Number(r.amount)])
}
