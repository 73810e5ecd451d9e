import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client.ts'
import { query } from '../db/sql.ts'

/**
 * A domain event: a fact written in the same database transaction as the money movement it reports
 * (ledger_post writes one per movement), or by the scheduler. Kinds are the ledger's transaction kinds
 * (contract/wallet-kinds.ts) plus `schedule`.
 */
export interface DomainEvent {
  id: number
  kind: string
  userId: number | null
  /** The movement's size in minor units (the sum of its credits); 0 when no money moved. */
  amount: number
  ledgerTransactionId: number | null
  data: Record<string, unknown>
  createdAt: Date
}

/** What a `schedule` event carries: which job is due and for which period (a UTC day or hour). */
export interface ScheduleData {
  job: string
  period: string
}

export interface NewEvent {
  kind: string
  userId?: number | null
  amount?: number
  data?: Record<string, unknown>
}

/**
 * Writes an event inside the caller's transaction. Money movements do not call this: ledger_post writes
 * their events itself. It is for facts that move no money (a scheduled run, and later ones of the kind).
 */
export async function writeEvent(tx: DbOrTx, e: NewEvent, now: number): Promise<number> {
  const [row] = await query<{ id: number }>(
    tx,
    sql`INSERT INTO domain_events (kind, user_id, amount, data, created_at)
        VALUES (${e.kind}, ${e.userId ?? null}, ${e.amount ?? 0}, ${JSON.stringify(e.data ?? {})}::jsonb,
                ${new Date(now).toISOString()})
        RETURNING id`,
  )
  if (!row) throw new Error('domain event not written')
  return Number(row.id)
}

export interface EventRow {
  id: number | string
  tx_xid: string
  kind: string
  user_id: number | string | null
  amount: number | string
  ledger_transaction_id: number | string | null
  data: Record<string, unknown> | string
  created_at: Date | string
}

export function toDomainEvent(r: EventRow): DomainEvent {
  return {
    id: Number(r.id),
    kind: r.kind,
    userId: r.user_id === null ? null : Number(r.user_id),
    amount: Number(r.amount),
    ledgerTransactionId: r.ledger_transaction_id === null ? null : Number(r.ledger_transaction_id),
    data: typeof r.data === 'string' ? (JSON.parse(r.data) as Record<string, unknown>) : r.data,
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
  }
}
