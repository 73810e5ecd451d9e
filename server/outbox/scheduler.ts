import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { pgArray, query } from '../db/sql.ts'

/** A job that runs once per UTC hour or day: its consumer reacts to the `schedule` event it writes. */
export interface ScheduledJob {
  name: string
  every: 'hourly' | 'daily'
}

/** The period a moment falls in: `2026-11-25` for a daily job, `2026-11-25T13` for an hourly one. */
export function periodOf(every: ScheduledJob['every'], now: number): string {
  const iso = new Date(now).toISOString()
  return every === 'daily' ? iso.slice(0, 10) : iso.slice(0, 13)
}

/**
 * Writes the `schedule` event of every job whose current period has not run yet, and returns the jobs it
 * wrote. One statement: the period's row in scheduled_runs and its event commit together, and a second
 * process ticking at the same moment finds the row taken and writes nothing.
 */
export async function scheduleDue(db: Db, jobs: readonly ScheduledJob[], now: number): Promise<string[]> {
  if (jobs.length === 0) return []
  const at = new Date(now).toISOString()
  const names = jobs.map((j) => j.name)
  const periods = jobs.map((j) => periodOf(j.every, now))
  const rows = await query<{ job: string }>(
    db,
    sql`WITH due AS (
          INSERT INTO scheduled_runs (job, period, created_at)
          SELECT * FROM unnest(${pgArray(names)}::text[], ${pgArray(periods)}::text[]),
                 LATERAL (SELECT ${at}::timestamptz) t
          ON CONFLICT (job, period) DO NOTHING
          RETURNING job, period
        )
        INSERT INTO domain_events (kind, data, created_at)
        SELECT 'schedule', jsonb_build_object('job', job, 'period', period), ${at}::timestamptz FROM due
        RETURNING data->>'job' AS job`,
  )
  return rows.map((r) => r.job)
}
