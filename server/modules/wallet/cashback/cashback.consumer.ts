import { sql } from 'drizzle-orm'
import type { Tx } from '../../../db/client.ts'
import { query } from '../../../db/sql.ts'
import { type Consumer, ConsumerWaiting } from '../../../outbox/consumer.ts'
import type { DomainEvent, ScheduleData } from '../../../outbox/events.ts'
import type { ScheduledJob } from '../../../outbox/scheduler.ts'
import { dailyTotalsConsumer } from '../../records/daily-totals.consumer.ts'
import type { BonusRule } from '../deposit/deposit.bonus.ts'
import { RechargeBonusKind } from '../deposit/deposit.bonus.ts'
import { loadBonusRules } from '../deposit/deposit.repo.ts'
import { houseAward } from '../ledger/house-award.ts'
import { PlayerAccount, SystemAccount, TxKind } from '../ledger/ledger.kinds.ts'
import { postInTransaction } from '../ledger/ledger.ts'
import { type CashbackParams, cashbackAmount, cashbackParams, coveredDays } from './cashback.period.ts'

export const cashbackJob: ScheduledJob = { name: 'wallet.cashback', every: 'daily' }

/** The daily totals of the covered days must be complete: records.daily-totals has read past this run. */
async function totalsReady(tx: Tx, event: DomainEvent): Promise<boolean> {
  const [row] = await query<{ ready: boolean }>(
    tx,
    sql`SELECT (k.last_xid, k.last_id) >= (d.tx_xid, d.id) AS ready
        FROM event_consumers k, domain_events d
        WHERE k.name = ${dailyTotalsConsumer.name} AND d.id = ${event.id}`,
  )
  return row?.ready === true
}

/** Pays one rule's cashback for the covered days to every player with a net loss there. */
async function payRule(
  tx: Tx,
  rule: BonusRule,
  params: CashbackParams,
  days: { from: string; to: string },
  now: number,
): Promise<void> {
  const losers = await query<{ user_id: string | number; net: string | number }>(
    tx,
    sql`SELECT user_id, sum(bets - wins) AS net FROM player_daily_totals
        WHERE day BETWEEN ${days.from}::date AND ${days.to}::date
        GROUP BY user_id HAVING sum(bets - wins) > 0
        ORDER BY user_id`,
  )
  for (const l of losers) {
    const userId = Number(l.user_id)
    const amount = cashbackAmount(Number(l.net), rule, params.minLoss)
    if (amount === 0) continue
    const key = `cashback:${rule.id}:${userId}:${days.from}`
    const ref = { type: 'cashback', id: `${rule.id}:${days.from}` }
    const event = {
      activity: 'cashback',
      ruleId: rule.id,
      from: days.from,
      to: days.to,
      netLoss: Number(l.net),
    }
    if (params.payTo === 'cash') {
      await postInTransaction(tx, houseAward({ kind: TxKind.bonus, userId, amount, key, ref, event }), now)
      continue
    }
    const posted = await postInTransaction(
      tx,
      {
        kind: TxKind.bonusGrant,
        userId,
        idempotencyKey: key,
        ref,
        event,
        postings: [
          { account: { userId, kind: PlayerAccount.bonus }, amount },
          { account: { system: SystemAccount.house }, amount: -amount },
        ],
      },
      now,
    )
    await tx.execute(
      sql`INSERT INTO bonus_grants (user_id, order_id, rule_id, amount, wager_multiple, wager_required,
                                    period, ledger_transaction_id, created_at)
          VALUES (${userId}, NULL, ${rule.id}, ${amount}, ${rule.wagerMultiple}, ${amount * rule.wagerMultiple},
                  ${days.from}::date, ${posted.transactionId}, ${new Date(now).toISOString()})
          ON CONFLICT DO NOTHING`,
    )
  }
}

/**
 * Recharge bonus kind 13: once a UTC day (cashbackJob's schedule event), each cashback rule that is on
 * pays its share of every player's net loss over the period it covers (the previous day, or the previous
 * ISO week on Mondays). Each payment's ledger key names the rule, player and period, so a period pays once
 * whatever reruns it. It waits (the batch is retried) until records.daily-totals has read past the run,
 * so the covered days' totals are complete.
 */
export const cashbackConsumer: Consumer = {
  name: 'wallet.cashback',
  kinds: ['schedule'],
  async apply(tx, events) {
    for (const e of events) {
      const { job, period } = e.data as unknown as ScheduleData
      if (job !== cashbackJob.name) continue
      const rules = (await loadBonusRules(tx)).filter(
        (r) => r.status === 1 && r.kind === RechargeBonusKind.cashback,
      )
      if (rules.length === 0) continue
      if (!(await totalsReady(tx, e))) throw new ConsumerWaiting('cashback waits for records.daily-totals')
      for (const rule of rules) {
        const params = cashbackParams(rule.params)
        const days = params && coveredDays(params.period, period)
        if (params && days) await payRule(tx, rule, params, days, e.createdAt.getTime())
      }
    }
  },
}
