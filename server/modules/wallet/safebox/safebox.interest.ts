import { sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../../db/client.ts'
import { query } from '../../../db/sql.ts'
import type { Consumer } from '../../../outbox/consumer.ts'
import type { ScheduleData } from '../../../outbox/events.ts'
import type { ScheduledJob } from '../../../outbox/scheduler.ts'
import { PlayerAccount, SafeboxTxKind, SystemAccount } from '../ledger/ledger.kinds.ts'
import { postInTransaction } from '../ledger/ledger.ts'

export const safeboxInterestJob: ScheduledJob = { name: 'wallet.safebox-interest', every: 'daily' }

/** The daily rate in basis points (safebox_config; 0 when the row is missing: no interest). */
export async function interestRate(db: DbOrTx): Promise<number> {
  const [row] = await query<{ bps: number }>(
    db,
    sql`SELECT interest_bps AS bps FROM safebox_config WHERE id = 1`,
  )
  return Number(row?.bps ?? 0)
}

/** The interest on `held` minor units at `bps`, rounded down. */
export const interestOn = (held: number, bps: number): number =>
  Number((BigInt(held) * BigInt(bps)) / 10_000n)

const DAY_MS = 86_400_000

/**
 * The lowest balance each safe box held through the UTC day [from, to): the balance it entered the day
 * with and every balance a movement left during it. Coins moved in during the day, or taken out for a
 * moment, earn nothing for it, so moving in just before the run and out just after pays nothing.
 */
async function heldThrough(tx: Tx, from: string, to: string) {
  const rows = await query<{ user_id: string | number; held: string | number }>(
    tx,
    sql`SELECT a.user_id, LEAST(
          coalesce((SELECT p.balance_after FROM ledger_postings p
                     JOIN ledger_transactions t ON t.id = p.transaction_id
                     WHERE p.account_id = a.id AND t.created_at < ${from}::timestamptz
                     ORDER BY p.id DESC LIMIT 1), 0),
          (SELECT min(p.balance_after) FROM ledger_postings p
           JOIN ledger_transactions t ON t.id = p.transaction_id
           WHERE p.account_id = a.id AND t.created_at >= ${from}::timestamptz
             AND t.created_at < ${to}::timestamptz)
        ) AS held
        FROM ledger_accounts a
        WHERE a.kind = ${PlayerAccount.safebox} AND a.user_id IS NOT NULL
        ORDER BY a.user_id`,
  )
  return rows.map((r) => ({ userId: Number(r.user_id), held: Number(r.held) })).filter((r) => r.held > 0)
}

/** Pays one day's interest to every safe box that held coins through it; the key pays it once. */
async function payDay(tx: Tx, day: string, now: number): Promise<void> {
  const bps = await interestRate(tx)
  if (bps === 0) return
  const from = `${day}T00:00:00Z`
  const to = new Date(Date.parse(from) + DAY_MS).toISOString()
  for (const { userId, held } of await heldThrough(tx, from, to)) {
    const amount = interestOn(held, bps)
    if (amount === 0) continue
    const posted = await postInTransaction(
      tx,
      {
        kind: SafeboxTxKind.interest,
        userId,
        idempotencyKey: `safebox_interest:${userId}:${day}`,
        ref: { type: 'safebox_interest', id: day },
        event: { day, held, rateBps: bps },
        postings: [
          { account: { userId, kind: PlayerAccount.safebox }, amount },
          { account: { system: SystemAccount.house }, amount: -amount },
        ],
      },
      now,
    )
    await tx.execute(
      sql`INSERT INTO safebox_interest (user_id, day, held, amount, rate_bps, ledger_transaction_id, created_at)
          VALUES (${userId}, ${day}::date, ${held}, ${amount}, ${bps}, ${posted.transactionId},
                  ${new Date(now).toISOString()}::timestamptz)
          ON CONFLICT (user_id, day) DO NOTHING`,
    )
  }
}

/**
 * The safe box's daily interest: on each UTC day's run (safeboxInterestJob's schedule event, on the
 * injected clock) it pays the configured rate on what each box held through the whole previous UTC day,
 * house -> the player's safebox account. A rerun of a day pays nothing again (ledger key and the
 * safebox_interest row, both per player and day).
 */
export const safeboxInterestConsumer: Consumer = {
  name: 'wallet.safebox-interest',
  kinds: ['schedule'],
  async apply(tx, events) {
    for (const e of events) {
      const { job, period } = e.data as unknown as ScheduleData
      if (job !== safeboxInterestJob.name) continue
      const heldDay = new Date(Date.parse(`${period}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10)
      await payDay(tx, heldDay, e.createdAt.getTime())
    }
  },
}
