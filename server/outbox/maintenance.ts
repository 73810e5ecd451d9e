import { sql } from 'drizzle-orm'
import type { Consumer } from './consumer.ts'
import type { ScheduleData } from './events.ts'
import type { ScheduledJob } from './scheduler.ts'

/** Events stay this long after every consumer has applied them (for inspection); the ledger keeps money. */
export const EVENT_RETENTION_DAYS = 7

export const pruneJob: ScheduledJob = { name: 'outbox.prune', every: 'daily' }

/**
 * Once a day: deletes events older than the retention that every consumer has passed, and old
 * scheduled-run rows. A consumer that is retired from the code must have its event_consumers row deleted,
 * or its cursor holds every later event back from pruning. This consumer's own cursor does not count: it
 * reads only schedule events, and the ones before this batch are passed when the batch commits.
 */
export const outboxMaintenance: Consumer = {
  name: 'outbox.maintenance',
  kinds: ['schedule'],
  async apply(tx, events) {
    for (const e of events) {
      const { job, period } = e.data as unknown as ScheduleData
      if (job !== pruneJob.name) continue
      await tx.execute(
        sql`DELETE FROM domain_events d
            USING (SELECT last_xid, last_id FROM event_consumers WHERE name <> ${outboxMaintenance.name}
                   ORDER BY last_xid, last_id LIMIT 1) slowest
            WHERE d.created_at < ${period}::date - ${EVENT_RETENTION_DAYS}::int
              AND (d.tx_xid, d.id) <= (slowest.last_xid, slowest.last_id)`,
      )
      await tx.execute(
        sql`DELETE FROM scheduled_runs WHERE created_at < ${period}::date - ${EVENT_RETENTION_DAYS * 5}::int`,
      )
    }
  },
}
