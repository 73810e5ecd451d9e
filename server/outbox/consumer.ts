import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client.ts'
import { query } from '../db/sql.ts'
import { type DomainEvent, type EventRow, toDomainEvent } from './events.ts'

/**
 * A named reader of the outbox. Each event is applied by each consumer exactly once: `apply` runs in the
 * same database transaction that moves the consumer's cursor past the batch, so a crash before the commit
 * leaves both undone and the batch is read again; a crash after leaves both done.
 */
export interface Consumer {
  /** Stable: the cursor is stored under it. */
  name: string
  /** The event kinds it reacts to; the others pass by (the cursor moves over them). */
  kinds: readonly string[]
  /**
   * Applies a batch, in order. A consumer that feeds a shared total aggregates the batch and writes each
   * key once, so a hot row is locked once per batch, not once per bet.
   */
  apply(tx: Tx, events: DomainEvent[]): Promise<void>
}

/**
 * Thrown by a consumer whose batch needs another consumer to have read further first (cashback waits for
 * the daily totals). The batch is retried as after any failure, but the runner logs a wait, not an error:
 * it is the expected order of things, unless it lasts (runner.ts).
 */
export class ConsumerWaiting extends Error {}

export type BatchResult =
  /** Another process holds this consumer's cursor right now. */
  | { status: 'busy' }
  /** Nothing new. */
  | { status: 'idle' }
  | { status: 'applied'; read: number; applied: DomainEvent[] }

/** Creates the cursors of consumers seen for the first time (they start at the oldest event kept). */
export async function registerConsumers(db: Db, consumers: readonly Consumer[]): Promise<void> {
  for (const c of consumers) {
    await db.execute(sql`INSERT INTO event_consumers (name) VALUES (${c.name}) ON CONFLICT (name) DO NOTHING`)
  }
}

/**
 * Reads the consumer's next events and applies them, in one transaction. Only events of transactions
 * older than every running transaction are read (see 0020_domain_events.sql), so none can commit behind
 * the cursor. The cursor's row lock (SKIP LOCKED) lets several processes share the consumers: whoever
 * holds it applies, the others go on to another consumer.
 */
export async function applyNextBatch(db: Db, consumer: Consumer, limit = 500): Promise<BatchResult> {
  return db.transaction(async (tx) => {
    const [cursor] = await query<{ last_xid: string; last_id: number | string }>(
      tx,
      sql`SELECT last_xid::text AS last_xid, last_id FROM event_consumers
          WHERE name = ${consumer.name} FOR UPDATE SKIP LOCKED`,
    )
    if (!cursor) return { status: 'busy' } as const
    const rows = await query<EventRow>(
      tx,
      sql`SELECT id, tx_xid::text AS tx_xid, kind, user_id, amount, ledger_transaction_id, data, created_at
          FROM domain_events
          WHERE (tx_xid, id) > (${cursor.last_xid}::xid8, ${Number(cursor.last_id)}::bigint)
            AND tx_xid < pg_snapshot_xmin(pg_current_snapshot())
          ORDER BY tx_xid, id
          LIMIT ${limit}`,
    )
    const last = rows.at(-1)
    if (!last) return { status: 'idle' } as const
    const kinds = new Set(consumer.kinds)
    const applied = rows.filter((r) => kinds.has(r.kind)).map(toDomainEvent)
    if (applied.length > 0) await consumer.apply(tx, applied)
    await tx.execute(
      sql`UPDATE event_consumers
          SET last_xid = ${last.tx_xid}::xid8, last_id = ${Number(last.id)}, applied = applied + ${applied.length},
              updated_at = now()
          WHERE name = ${consumer.name}`,
    )
    return { status: 'applied', read: rows.length, applied } as const
  })
}

/**
 * Applies everything committed so far for these consumers, one after the other (tests, scripts). A
 * writing transaction still running anywhere on the PostgreSQL server holds the consumers back (see
 * applyNextBatch); drain waits up to `waitMs` for such transactions to end before it gives up on the rest.
 */
export async function drainOutbox(
  db: Db,
  consumers: readonly Consumer[],
  opts: { limit?: number; waitMs?: number } = {},
): Promise<number> {
  const deadline = Date.now() + (opts.waitMs ?? 5_000)
  let total = 0
  for (const c of consumers) {
    for (;;) {
      const r = await applyNextBatch(db, c, opts.limit)
      if (r.status === 'applied') {
        total += r.applied.length
        continue
      }
      if (Date.now() > deadline || !(await committedBeyondCursor(db, c))) break
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  }
  return total
}

async function committedBeyondCursor(db: Db, c: Consumer): Promise<boolean> {
  const [row] = await query<{ more: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM domain_events d, event_consumers k
                       WHERE k.name = ${c.name} AND (d.tx_xid, d.id) > (k.last_xid, k.last_id)) AS more`,
  )
  return row?.more === true
}
