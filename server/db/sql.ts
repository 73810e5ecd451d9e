import type { PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import type pg from 'pg'
import type { Db, DbOrTx } from './client.ts'

/** Raw SQL with typed rows; both drivers (PGlite, node-postgres) answer `{ rows }`. */
export async function query<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] }
  return result.rows
}

/**
 * A hot statement sent straight to the driver, outside any transaction: on PostgreSQL as a named prepared
 * statement (parsed and planned once per connection, then only bound and executed), skipping the query
 * builder. For the few statements every money call sends (docs/ARCHITECTURE.md "Wallet throughput");
 * everything else uses drizzle. `name` must be unique per distinct `text`.
 */
export async function prepared<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client?: pg.Pool | PGlite }).$client
  if (!client) throw new Error('prepared() needs the root database, not a transaction')
  if ('waitReady' in client) return (await client.query<T>(text, values)).rows
  return (await client.query({ name, text, values })).rows as T[]
}

/**
 * A CTE (`WITH ${ASYNC_COMMIT_CTE} ... , async_commit`: the statement must join it) that makes the
 * statement's own transaction commit without waiting for its WAL flush, which costs 1.5 to 2.5 ms on
 * this kind of machine. Only for writes whose loss in a crash is harmless: idempotency claims and replies,
 * session touches (docs/ARCHITECTURE.md "Claims and replies commit asynchronously"). Money movements keep
 * synchronous commits.
 */
export const ASYNC_COMMIT_CTE = `async_commit AS (SELECT set_config('synchronous_commit', 'off', true))`

/**
 * A PostgreSQL array literal for an array parameter (`$1::text[]`): drizzle would spread a JS array into
 * a row, and the two drivers serialise arrays differently. Elements are quoted, with `\` and `"` escaped.
 */
export function pgArray(values: ReadonlyArray<number | string | null>): string {
  const element = (v: number | string | null) =>
    v === null
      ? 'NULL'
      : typeof v === 'number'
        ? String(v)
        : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
  return `{${values.map(element).join(',')}}`
}
