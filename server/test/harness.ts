import type { FastifyInstance } from 'fastify'
import { type AppDeps, buildApp } from '../app.ts'
import { loadConfig, type ServerConfig } from '../config.ts'
import { type Database, openDatabase } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'
import { seedIfEmpty } from '../db/seed/index.ts'
import { createScratchDatabase } from './scratch-db.ts'

export interface TestApp {
  app: FastifyInstance
  database: Database
  config: ServerConfig
  /** The scratch PostgreSQL database's URL (undefined on PGlite), for tests that open connections of their own. */
  databaseUrl: string | undefined
  /** Moves the injected clock forward. */
  advance(ms: number): void
  now(): number
  /**
   * A second, independent app instance on the same database, as a second server process behind a load
   * balancer would be (on PostgreSQL with its own connection pool). Closed by the first app's close().
   */
  peer(): Promise<FastifyInstance>
  close(): Promise<void>
}

/** Which databases the integration tests run on: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export const testDatabases: Array<'pglite' | 'postgres'> = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite']

/**
 * A real app on a throwaway database: in-memory PGlite, or a fresh database created on the PostgreSQL
 * server named by DATABASE_URL (dropped on close). Migrated and seeded like production.
 */
export async function startTestApp(
  kind: 'pglite' | 'postgres' = 'pglite',
  opts: { env?: Record<string, string>; overrides?: AppDeps['overrides'] } = {},
): Promise<TestApp> {
  let now = Date.UTC(2026, 10, 22, 12, 0, 0)
  // The outbox's consumers do not run in the background here: a test drains them when it wants to look.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DIST_DIR: './.no-dist',
    OUTBOX_POLL_MS: '0',
    ...opts.env,
  })
  let dropDb: (() => Promise<void>) | null = null
  let databaseUrl: string | undefined
  if (kind === 'postgres') {
    const created = await createScratchDatabase(required(process.env.DATABASE_URL))
    databaseUrl = created.url
    dropDb = created.drop
  }
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' })
  await migrate(database.db)
  await seedIfEmpty(database.db)
  const start = (db: Database) =>
    buildApp({ config, database: db, clock: () => now, logger: false, overrides: opts.overrides }).then(
      async (a) => {
        await a.ready()
        return a
      },
    )
  const app = await start(database)
  const peers: Array<{ app: FastifyInstance; database: Database | null }> = []
  return {
    app,
    database,
    config,
    databaseUrl,
    advance: (ms) => {
      now += ms
    },
    now: () => now,
    async peer() {
      // PGlite is one in-process connection: the peer shares it. PostgreSQL gets a second pool.
      const db = databaseUrl ? await openDatabase({ databaseUrl, dataDir: 'memory://' }) : null
      const peerApp = await start(db ?? database)
      peers.push({ app: peerApp, database: db })
      return peerApp
    },
    async close() {
      for (const p of peers) {
        await p.app.close()
        await p.database?.close()
      }
      await app.close()
      await database.close()
      await dropDb?.()
    },
  }
}

function required(v: string | undefined): string {
  if (!v) throw new Error('DATABASE_URL is not set')
  return v
}

let keyCounter = 0
/** POSTs a call the way the real client does and returns the HTTP status and the envelope. */
export async function call(
  t: { app: FastifyInstance },
  path: string,
  body: unknown,
  opts: { token?: string; fingerprint?: string; idempotencyKey?: string; locale?: string; ip?: string } = {},
): Promise<{
  status: number
  code: number
  msg: string
  // biome-ignore lint/suspicious/noExplicitAny: tests read reply data of every call shape.
  data: any
  details?: Record<string, string>
  headers: Record<string, unknown>
}> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (opts.token) headers.authorization = opts.token
  headers.fingerprint = opts.fingerprint ?? 'test-fingerprint'
  headers['idempotency-key'] = opts.idempotencyKey ?? `test-key-${process.pid}-${++keyCounter}-${Date.now()}`
  if (opts.locale) headers['accept-language'] = opts.locale
  const res = await t.app.inject({
    method: 'POST',
    url: `/app/v1/${path}`,
    headers,
    payload: JSON.stringify(body),
    remoteAddress: opts.ip ?? '127.0.0.1',
  })
  const json = res.json()
  return { status: res.statusCode, ...json, headers: res.headers }
}
