// What the bench scripts (bench-wallet.ts, bench-provider.ts) share: the server child process and its
// messages, the SQL statement counter, the PostgreSQL probe and the table's formatting.
import { fork } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import pg from 'pg'

export const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * A bench server's database, migrated and seeded: in-memory PGlite, or a scratch database on the
 * PostgreSQL at DATABASE_URL (DEFAULT_PG), which `drop` removes. Imported late, like the server, so the
 * statement counter (countStatements) is in place first.
 */
export async function openBenchDatabase(backend: 'pglite' | 'postgres') {
  const { openDatabase } = await import('../../server/db/client.ts')
  const { migrate } = await import('../../server/db/migrate.ts')
  const { seedIfEmpty } = await import('../../server/db/seed/index.ts')
  const { createScratchDatabase } = await import('../../server/test/scratch-db.ts')
  const scratch =
    backend === 'postgres' ? await createScratchDatabase(process.env.DATABASE_URL ?? DEFAULT_PG) : undefined
  const database = await openDatabase({ databaseUrl: scratch?.url, dataDir: 'memory://' })
  await migrate(database.db)
  await seedIfEmpty(database.db)
  return { database, drop: scratch?.drop }
}

/** The value below which a share `p` (0..1) of the sorted values lie. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0)

export const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a')
export const pad = (s: string, n: number) => s.padEnd(n)
export const padL = (s: string, n: number) => s.padStart(n)

/** Whether a PostgreSQL answers at `url` (the bench then runs on it too). */
export async function reachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 })
  try {
    await c.connect()
    await c.end()
    return true
  } catch {
    return false
  }
}

/**
 * The server side of a bench: this same script run again as `--serve <backend>` in a child process (with
 * tsx, and a V8 CPU profile when BENCH_CPU_PROF=<dir>). Its messages arrive in order through `next`.
 */
export function forkServer<Child extends { type: string }, Parent>(script: string, backend: string) {
  const child = fork(script, ['--serve', backend], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const inbox: Child[] = []
  const waiters: Array<(m: Child) => void> = []
  child.on('message', (m: Child) => {
    const w = waiters.shift()
    if (w) w(m)
    else inbox.push(m)
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  const next = () =>
    new Promise<Child>((resolve, reject) => {
      const m = inbox.shift()
      if (m) return resolve(m)
      waiters.push(resolve)
      void exited.then((code) => reject(new Error(`server process exited (${code})`)))
    })
  return {
    next,
    send: (m: Parent) => child.send(m as object),
    /** Sends `m` and waits for the answer; a message of type 'error' (with `message`) is thrown. */
    async ask(m: Parent): Promise<Child> {
      child.send(m as object)
      const reply = await next()
      if (reply.type === 'error') throw new Error((reply as { message?: string }).message)
      return reply
    },
    /** Sends `stop` and waits up to 10 s for the child to exit, then kills it. */
    async stop(stopMessage: Parent) {
      if (child.connected) child.send(stopMessage as object)
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
      if (child.exitCode === null) child.kill()
    },
  }
}

export interface StatementCount {
  sql: string
  count: number
  /** Client-side time of all of them (ms): from the query to its answer. */
  ms: number
}

/**
 * Counts the SQL statements this process sends to PostgreSQL (node-postgres), by text, while `on`; off
 * (and free) for PGlite.
 */
export function countStatements(enabled: boolean) {
  const counts = new Map<string, StatementCount>()
  const keys = new Map<string, string>()
  const state = {
    on: false,
    reset: () => counts.clear(),
    list: () => [...counts.values()].sort((a, b) => b.count - a.count),
  }
  if (!enabled) return state
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }
  const original = proto.query
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (!state.on) return original.apply(this, args)
    const first = args[0] as string | { text?: string }
    const text = typeof first === 'string' ? first : (first?.text ?? '')
    // Normalised once per distinct text: the counting must not cost the server it measures.
    let key = keys.get(text)
    if (key === undefined) {
      key = text.replace(/\s+/g, ' ').trim().slice(0, 90)
      keys.set(text, key)
    }
    const entry = counts.get(key) ?? { sql: key, count: 0, ms: 0 }
    counts.set(key, entry)
    entry.count++
    const t0 = performance.now()
    const last = args.length - 1
    const callback = args[last]
    if (typeof callback === 'function') {
      args[last] = (...cbArgs: unknown[]) => {
        entry.ms += performance.now() - t0
        return (callback as (...a: unknown[]) => unknown)(...cbArgs)
      }
      return original.apply(this, args)
    }
    const result = original.apply(this, args)
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      return (result as Promise<unknown>).finally(() => {
        entry.ms += performance.now() - t0
      })
    }
    return result
  }
  return state
}
