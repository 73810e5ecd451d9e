import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { query } from '../db/sql.ts'
import type { Consumer } from './consumer.ts'

/**
 * A consumer that records every event it applies in a table whose primary key is the event id, so an
 * event applied twice fails the batch, and counts what it saw.
 */
export async function markingConsumer(db: Db, name: string, kinds: string[] = ['test']): Promise<Consumer> {
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS outbox_test_marks (
          consumer text NOT NULL, event_id bigint NOT NULL, PRIMARY KEY (consumer, event_id))`,
  )
  return {
    name,
    kinds,
    async apply(tx, events) {
      for (const e of events) {
        await tx.execute(sql`INSERT INTO outbox_test_marks (consumer, event_id) VALUES (${name}, ${e.id})`)
      }
    },
  }
}

export async function marks(db: Db, consumer: string): Promise<number[]> {
  const rows = await query<{ event_id: number }>(
    db,
    sql`SELECT event_id FROM outbox_test_marks WHERE consumer = ${consumer} ORDER BY event_id`,
  )
  return rows.map((r) => Number(r.event_id))
}

/** Writes `n` events of kind `test` in one statement (one transaction). */
export async function writeTestEvents(db: Db, n: number, kind = 'test'): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db,
    sql`INSERT INTO domain_events (kind, data, created_at)
        SELECT ${kind}, jsonb_build_object('i', i), now() FROM generate_series(1, ${n}) AS i
        RETURNING id`,
  )
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b)
}
