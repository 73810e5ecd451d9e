import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
/** One type for both drivers: every repository takes a `Db` (or a transaction of it). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** A repository accepts the database or an open transaction. */
export type DbOrTx = Db | Tx

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

export interface DbOptions {
  databaseUrl?: string | undefined
  /** PGlite data directory; `memory://` for a throwaway in-memory database. */
  dataDir: string
  /** Told about idle PostgreSQL connections that broke (logged by the server, ignored by tests). */
  onIdleError?: (err: Error) => void
}

export async function openDatabase(opts: DbOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20 })
    // An idle client the server terminates (restart, failover, a dropped test database) emits 'error' on
    // the pool; unhandled, that would crash the process. The pool replaces the client on the next query.
    pool.on('error', (err) => opts.onIdleError?.(err))
    // bigint columns come back as strings by default; our amounts fit in JS safe integers.
    pg.types.setTypeParser(20, (v) => Number(v))
    const db = drizzlePg(pool, { schema }) as unknown as Db
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true })
  const client = new PGlite(opts.dataDir, { parsers: { 20: (v: string) => Number(v) } })
  await client.waitReady
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return { db, kind: 'pglite', close: () => client.close() }
}
