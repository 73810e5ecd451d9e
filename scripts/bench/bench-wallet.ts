// Wallet throughput and latency against the issue 4 targets (npm run bench:wallet). Prints a table; it
// is not a test and exits 0 whatever the verdict (DESIGN 7: performance is measured, never asserted).
//
// For each database (PGlite in memory; PostgreSQL at DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres, in a scratch database created and dropped here) a child
// process migrates, seeds and creates PLAYERS players (a session, a bound card, cash from an operator
// adjustment, so no deposit turnover is owed), then serves the real app on 127.0.0.1 (ports 8241/8242).
// This process drives it:
//   (i)   HTTP debit: POST /app/v1/exchange (the withdrawal: the cheapest real mutating wallet call; it
//         holds the amount, cash -> withdraw_hold) with autocannon, 50 connections, pipelining 1, a fresh
//         idempotency key and a random player per request, WARMUP s warm-up then SECONDS s measured;
//   (ii)  the same debit without HTTP, in the server's process, 50 concurrent async callers:
//         (a) the ledger movement alone (postMovement, cash -> withdraw_hold), the raw database rate;
//         (b) the whole withdrawal service call (requestWithdrawal: its reads, the withdrawal row and
//             the movement), so HTTP / service isolates the HTTP layer (session, idempotency, Fastify);
//   (iii) the deposit webhook (POST /payment/v1/sandbox/webhook, signed, one pending order each) when
//         the server has it.
// On PostgreSQL it also counts the SQL statements the server sends per HTTP debit, by kind.
// Each run also shows the CPU time the hypervisor gave to other guests meanwhile (steal, from /proc/stat:
// this VM's speed varies with it), and HTTP runs with failures say what they were (status codes of the
// answers, connection errors, timeouts).
//
// Env: BENCH_SECONDS (10), BENCH_WARMUP (2), BENCH_PLAYERS (1000), BENCH_ROUNDS (3), BENCH_ONLY=pglite|postgres,
// BENCH_CPU_PROF=<dir> (write a V8 CPU profile of the server process there, for chrome://inspect).
import { createHmac, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import {
  createHistogram,
  monitorEventLoopDelay,
  PerformanceObserver,
  constants as perfConstants,
  performance,
} from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import autocannon, { type Request as CannonRequest, type Result as CannonResult } from 'autocannon'
import {
  countStatements,
  DEFAULT_PG,
  forkServer,
  ms,
  openBenchDatabase,
  pad,
  padL,
  percentile,
  reachable,
  type StatementCount,
} from './bench-support.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2)
/** Measurements (i), (ii-a), (ii-b) are repeated, interleaved; the median run is printed (this VM varies). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3))
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000)
const CONNECTIONS = 50
const WEBHOOK_ORDERS = Number(process.env.BENCH_WEBHOOK_ORDERS ?? 3000)
const PORTS = { pglite: 8241, postgres: 8242 } as const
const WEBHOOK_PATH = '/payment/v1/sandbox/webhook'
/** Targets of issue 4 (PostgreSQL, this 2-core machine). */
const TARGET = { httpRate: 2_000, httpP99: 30, ratio: 0.7 }

type Backend = keyof typeof PORTS

interface Player {
  userId: number
  token: string
  cardId: number
}

interface Figures {
  rate: number
  p50: number
  p99: number
  ok: number
  failed: number
  /** CPU time of the server process (user + system) per successful movement: load-independent cost. */
  cpuMs?: number
  /** What `failed` counts, over HTTP: answers other than 2xx by status code, other connection errors, timeouts. */
  failures?: { statusCodes: Record<string, number>; errors: number; timeouts: number }
  /** Share of the machine's CPU time taken by the hypervisor for other guests during the run (/proc/stat). */
  stealPct?: number
  /** Share of the run the server's event loop was busy (0..1; HTTP runs): near 1, Node is the bottleneck. */
  eventLoopBusy?: number
  /** Where the tail comes from (HTTP runs): the server's own view of the run. */
  inServer?: ServerView
}

/** Measured inside the server during an HTTP run (ms). */
interface ServerView {
  /** Request latency as the server saw it: from the request's arrival to its reply's end. */
  p50: number
  p99: number
  /** Event-loop delay (perf_hooks monitorEventLoopDelay, sampled every 1 ms). */
  loopDelayP99: number
  loopDelayMax: number
  /** Garbage-collection pauses: how many, their total and the longest, by kind. */
  gc: Record<string, { count: number; totalMs: number; maxMs: number }>
}

type ChildMessage =
  | { type: 'ready'; players: Player[]; amount: number; webhook: boolean }
  | { type: 'figures'; figures: Figures }
  | {
      type: 'statements'
      statements: StatementCount[]
      cpuMicros: number
      eventLoopBusy: number
      inServer: ServerView
    }
  | { type: 'orders'; events: Array<{ body: string; signature: string }> }
  | { type: 'error'; message: string }

type ParentMessage =
  | { type: 'raw-ledger' }
  | { type: 'raw-service' }
  | { type: 'count-start' }
  | { type: 'count-stop' }
  | { type: 'orders'; n: number }
  | { type: 'stop' }

/** Runs `op` from `concurrency` async callers for `seconds`; latencies in ms. */
async function closedLoop(concurrency: number, seconds: number, op: () => Promise<void>): Promise<Figures> {
  const latencies: number[] = []
  let failed = 0
  const start = performance.now()
  const end = start + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now()
        try {
          await op()
          latencies.push(performance.now() - t0)
        } catch {
          failed++
        }
      }
    }),
  )
  const elapsed = (performance.now() - start) / 1000
  latencies.sort((a, b) => a - b)
  return {
    rate: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    ok: latencies.length,
    failed,
  }
}

// ---------------------------------------------------------------------------------------------------
// The server side (child process): owns the database, serves the app, runs the no-HTTP measurements.

async function serve(backend: Backend): Promise<void> {
  const send = (m: ChildMessage) => process.send?.(m)
  const { buildApp } = await import('../../server/app.ts')
  const { loadConfig } = await import('../../server/config.ts')
  const { users } = await import('../../server/db/schema/index.ts')
  const { banks, userBankCards } = await import('../../server/db/schema/withdraw.ts')
  const { SessionService } = await import('../../server/modules/auth/session.service.ts')
  const { PlayerAccount, SystemAccount, TxKind } = await import(
    '../../server/modules/wallet/ledger/ledger.kinds.ts'
  )
  const { postMovement } = await import('../../server/modules/wallet/ledger/ledger.ts')
  const { getExchangeConfig } = await import('../../server/modules/wallet/withdraw/withdraw.config.ts')
  const { requestWithdrawal } = await import('../../server/modules/wallet/withdraw/withdraw.service.ts')
  const { withdrawalRequests } = await import('../../server/modules/wallet/withdraw/withdraw.repo.ts')
  const { SandboxPayoutProvider } = await import('../../server/modules/wallet/withdraw/payout-provider.ts')
  const { RateLimiter, dbRateLimitStore } = await import('../../server/http/rate-limit.ts')

  const statements = countStatements(backend === 'postgres')
  const { database, drop } = await openBenchDatabase(backend)
  const db = database.db
  const secret = randomBytes(24).toString('base64url')
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DIST_DIR: './.no-dist',
    PAYMENT_SANDBOX_SECRET: secret,
  })
  const app = await buildApp({ config, database, logger: false })
  const watch = watchServer(app)
  await app.listen({ port: PORTS[backend], host: '127.0.0.1' })

  // Players: a session, a card, and cash that 10 s of debits cannot exhaust.
  const exchange = await getExchangeConfig(db)
  const [bank] = await db.select().from(banks).orderBy(banks.sort)
  if (!bank) throw new Error('no bank seeded')
  const sessionService = new SessionService(db, config.session)
  const tag = randomBytes(4).toString('hex')
  const players: Player[] = []
  for (let base = 0; base < PLAYERS; base += 200) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(200, PLAYERS - base) }, (_, i) => ({
          uuid: crypto.randomUUID(),
          account: `bench${tag}${base + i}`,
          accountType: 1,
          nickname: `bench${base + i}`,
          inviteCode: `B${tag}${base + i}`,
        })),
      )
      .returning({ id: users.id })
    for (const { id: userId } of rows) {
      const now = new Date()
      const [card] = await db
        .insert(userBankCards)
        .values({
          userId,
          bankId: bank.id,
          holderName: 'Bench Player',
          accountNo: `12345678${userId}`,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: userBankCards.id })
      await postMovement(
        db,
        {
          kind: TxKind.adjustment,
          userId,
          idempotencyKey: `bench:${tag}:fund:${userId}`,
          postings: [
            { account: { userId, kind: PlayerAccount.cash }, amount: 100_000_000_000 },
            { account: { system: SystemAccount.house }, amount: -100_000_000_000 },
          ],
        },
        Date.now(),
      )
      players.push({ userId, token: await sessionService.issue(userId), cardId: card?.id ?? 0 })
    }
  }
  // Seeding wrote most of the tables: let PostgreSQL's statistics, autovacuum and checkpoint catch up now
  // rather than in the middle of a measurement (they made runs differ by a third).
  if (backend === 'postgres') {
    const { sql } = await import('drizzle-orm')
    await db.execute(sql`VACUUM ANALYZE`)
    await db.execute(sql`CHECKPOINT`)
  }
  // The webhook may be a parametric route (/payment/v1/:provider/webhook): probe it with an unsigned body,
  // which it refuses; only a missing route answers the app's 404.
  const probe = await app.inject({ method: 'POST', url: WEBHOOK_PATH, payload: {} })
  const webhook = probe.statusCode !== 404
  send({ type: 'ready', players, amount: exchange.minAmount, webhook })
  // Run by hand (`--serve pglite` without a driver): print a player to try requests with.
  if (!process.send) {
    console.log(JSON.stringify({ port: PORTS[backend], amount: exchange.minAmount, player: players[0] }))
    // BENCH_PROFILE=<file>: a CPU profile of the server from now until Ctrl-C (open it in DevTools).
    const profile = process.env.BENCH_PROFILE
    const { Session } = await import('node:inspector/promises')
    const inspector = new Session()
    if (profile) {
      inspector.connect()
      await inspector.post('Profiler.enable')
      await inspector.post('Profiler.start')
    }
    process.once('SIGINT', async () => {
      if (profile) {
        const { writeFile } = await import('node:fs/promises')
        const { profile: cpu } = await inspector.post('Profiler.stop')
        await writeFile(profile, JSON.stringify(cpu))
      }
      await Promise.all([app.close(), database.close()])
      await drop?.()
      process.exit(0)
    })
  }

  const webhookEvents = (n: number) => pendingOrderEvents(db, players, secret, n)
  const pick = () => players[Math.floor(Math.random() * players.length)] as Player
  let seq = 0
  const deps = {
    db,
    clock: Date.now,
    rateLimiter: new RateLimiter(dbRateLimitStore(db), Date.now),
    placeWithdrawal: withdrawalRequests(db),
    payout: new SandboxPayoutProvider(),
    log: { error: () => {} },
  }
  let counting = process.cpuUsage()
  let loopSince = performance.eventLoopUtilization()
  const withCpu = (f: Figures, since: NodeJS.CpuUsage): Figures => {
    const used = process.cpuUsage(since)
    return { ...f, cpuMs: (used.user + used.system) / 1000 / Math.max(1, f.ok) }
  }
  process.on('message', async (msg: ParentMessage) => {
    try {
      if (msg.type === 'raw-ledger') {
        const cpu = process.cpuUsage()
        const figures = await closedLoop(CONNECTIONS, SECONDS, async () => {
          const p = pick()
          await postMovement(
            db,
            {
              kind: TxKind.withdrawHold,
              userId: p.userId,
              idempotencyKey: `bench:${tag}:raw:${seq++}`,
              postings: [
                { account: { userId: p.userId, kind: PlayerAccount.cash }, amount: -exchange.minAmount },
                {
                  account: { userId: p.userId, kind: PlayerAccount.withdrawHold },
                  amount: exchange.minAmount,
                },
              ],
            },
            Date.now(),
          )
        })
        send({ type: 'figures', figures: withCpu(figures, cpu) })
      } else if (msg.type === 'raw-service') {
        const cpu = process.cpuUsage()
        const figures = await closedLoop(CONNECTIONS, SECONDS, async () => {
          const p = pick()
          await requestWithdrawal(deps, p.userId, { amount: exchange.minAmount, cardId: p.cardId }, null)
        })
        send({ type: 'figures', figures: withCpu(figures, cpu) })
      } else if (msg.type === 'count-start') {
        statements.reset()
        statements.on = true
        watch.start()
        counting = process.cpuUsage()
        loopSince = performance.eventLoopUtilization()
      } else if (msg.type === 'count-stop') {
        statements.on = false
        const used = process.cpuUsage(counting)
        send({
          type: 'statements',
          statements: statements.list(),
          cpuMicros: used.user + used.system,
          eventLoopBusy: performance.eventLoopUtilization(loopSince).utilization,
          inServer: watch.stop(),
        })
      } else if (msg.type === 'orders') {
        send({ type: 'orders', events: await webhookEvents(msg.n) })
      } else if (msg.type === 'stop') {
        await app.close()
        await database.close()
        await drop?.()
        process.exit(0)
      }
    } catch (err) {
      send({ type: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) })
    }
  })
}

const GC_KINDS: Record<number, string> = {
  [perfConstants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [perfConstants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [perfConstants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [perfConstants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak-callbacks',
}

/** The server's own view of a run, between start() and stop(): its latency, event-loop delay and GC. */
function watchServer(app: import('fastify').FastifyInstance) {
  let on = false
  const latency = createHistogram()
  const loop = monitorEventLoopDelay({ resolution: 1 })
  let gc: ServerView['gc'] = {}
  new PerformanceObserver((list) => {
    if (!on) return
    for (const e of list.getEntries()) {
      const kind = GC_KINDS[(e as unknown as { detail: { kind: number } }).detail.kind] ?? 'other'
      const k = gc[kind] ?? { count: 0, totalMs: 0, maxMs: 0 }
      gc[kind] = k
      k.count += 1
      k.totalMs += e.duration
      k.maxMs = Math.max(k.maxMs, e.duration)
    }
  }).observe({ entryTypes: ['gc'] })
  app.addHook('onResponse', async (_request, reply) => {
    if (on) latency.record(Math.max(1, Math.round(reply.elapsedTime * 1000)))
  })
  return {
    start() {
      latency.reset()
      loop.reset()
      loop.enable()
      gc = {}
      on = true
    },
    stop(): ServerView {
      on = false
      loop.disable()
      return {
        p50: latency.percentile(50) / 1000,
        p99: latency.percentile(99) / 1000,
        loopDelayP99: loop.percentile(99) / 1e6,
        loopDelayMax: loop.max / 1e6,
        gc,
      }
    },
  }
}

/**
 * N pending sandbox deposit orders (spread over the players) and, for each, the signed "approved" event
 * the sandbox provider would post: written with plain SQL against 0005_deposit.sql's tables, signed as
 * the sandbox signs (x-sandbox-signature: sha256=<hex HMAC of the raw body>).
 */
async function pendingOrderEvents(
  db: import('../../server/db/client.ts').Db,
  players: Player[],
  secret: string,
  n: number,
): Promise<Array<{ body: string; signature: string }>> {
  const { sql } = await import('drizzle-orm')
  const { query } = await import('../../server/db/sql.ts')
  const [type] = await query<{ id: number }>(db, sql`SELECT id FROM recharge_types ORDER BY sort, id LIMIT 1`)
  const [settings] = await query<{ value: { currency?: string } }>(
    db,
    sql`SELECT value FROM app_settings WHERE key = 'deposit'`,
  )
  if (!type) throw new Error('no recharge type seeded')
  const currency = settings?.value.currency ?? 'BRL'
  const amount = 5_000
  const now = new Date()
  const expires = new Date(now.getTime() + 3_600_000)
  const events: Array<{ body: string; signature: string }> = []
  for (let base = 0; base < n; base += 500) {
    const ids = Array.from({ length: Math.min(500, n - base) }, () => `D${randomBytes(12).toString('hex')}`)
    const values = ids.map((id, i) => {
      const p = players[(base + i) % players.length] as Player
      return sql`(${id}, ${p.userId}, ${type.id}, ${amount}, ${currency}, 'sandbox', ${now.toISOString()}, ${expires.toISOString()}, ${now.toISOString()})`
    })
    await db.execute(
      sql`INSERT INTO recharge_orders (id, user_id, recharge_type_id, amount, currency, provider, created_at, expires_at, updated_at)
          VALUES ${sql.join(values, sql`, `)}`,
    )
    for (const orderId of ids) {
      const body = JSON.stringify({
        eventId: `ev_${orderId}`,
        orderId,
        outcome: 'approved',
        amount,
        currency,
      })
      events.push({ body, signature: `sha256=${createHmac('sha256', secret).update(body).digest('hex')}` })
    }
  }
  return events
}

// ---------------------------------------------------------------------------------------------------
// The driver (this process): starts each server, loads it, prints the table.

interface Row {
  backend: Backend
  what: string
  figures: Figures | null
  note?: string
  /** Every round's run, when repeated. */
  runs?: Figures[]
}

/** The run with the median rate (its own latencies and CPU), and every round's run. */
function medianRun(runs: Figures[]): { figures: Figures; runs: Figures[] } {
  const sorted = [...runs].sort((a, b) => a.rate - b.rate)
  return { figures: sorted[Math.floor((sorted.length - 1) / 2)] as Figures, runs }
}

/** An autocannon result as a row's figures. */
function cannonFigures(r: CannonResult, cpuMs: number | undefined): Figures {
  const statusCodes: Record<string, number> = {}
  for (const [code, { count }] of Object.entries(r.statusCodeStats ?? {})) {
    if (!code.startsWith('2') && count > 0) statusCodes[code] = count
  }
  return {
    rate: r['2xx'] / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    ok: r['2xx'],
    // autocannon's `errors` include its `timeouts`.
    failed: r.non2xx + r.errors,
    cpuMs,
    failures: { statusCodes, errors: r.errors - r.timeouts, timeouts: r.timeouts },
  }
}

/** The machine's CPU time counters (all CPUs, in ticks): total and stolen by the hypervisor. */
function cpuTicks(): { total: number; steal: number } {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1)
    const ticks = fields.map(Number)
    return { total: ticks.reduce((a, b) => a + b, 0), steal: ticks[7] ?? 0 }
  } catch {
    return { total: 0, steal: 0 }
  }
}

/** The share (%) of CPU time stolen from this machine since `before` (undefined where /proc/stat is not). */
function stealSince(before: { total: number; steal: number }): number | undefined {
  const after = cpuTicks()
  const total = after.total - before.total
  return total > 0 ? (100 * (after.steal - before.steal)) / total : undefined
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN

/** HTTP / raw and HTTP / service of each round (measured back to back), by backend. */
const ratiosOf = new Map<Backend, { raw: number[]; service: number[] }>()

async function drive(backend: Backend, rows: Row[], statementsOut: Map<Backend, StatementCount[]>) {
  const server = forkServer<ChildMessage, ParentMessage>(fileURLToPath(import.meta.url), backend)
  const { next, ask } = server

  try {
    const ready = await next()
    if (ready.type !== 'ready') throw new Error(ready.type === 'error' ? ready.message : 'unexpected message')
    const { players, amount } = ready
    const url = `http://127.0.0.1:${PORTS[backend]}`
    const run = `${Date.now().toString(36)}`
    let n = 0
    const debitRequest = () => ({
      method: 'POST',
      path: '/app/v1/exchange',
      setupRequest: (req: CannonRequest) => {
        const p = players[Math.floor(Math.random() * players.length)] as Player
        return {
          ...req,
          headers: {
            'content-type': 'application/json',
            authorization: p.token,
            fingerprint: 'bench-wallet',
            'idempotency-key': `bench-${run}-${n++}`,
          },
          body: JSON.stringify({ amount, cardId: p.cardId }),
        }
      },
    })
    await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, requests: [debitRequest()] })
    const runs: Array<{ http: Figures; ledger?: Figures; service?: Figures }> = []
    for (let round = 0; round < ROUNDS; round++) {
      server.send({ type: 'count-start' })
      const httpTicks = cpuTicks()
      const http = await autocannon({
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [debitRequest()],
      })
      const httpSteal = stealSince(httpTicks)
      let httpCpuMs: number | undefined
      const reply = await ask({ type: 'count-stop' })
      if (reply.type === 'statements' && backend === 'postgres') {
        statementsOut.set(
          backend,
          reply.statements.map((s) => ({
            sql: s.sql,
            count: s.count / Math.max(1, http['2xx']),
            ms: s.ms / Math.max(1, s.count),
          })),
        )
      }
      let eventLoopBusy: number | undefined
      let inServer: ServerView | undefined
      if (reply.type === 'statements') {
        inServer = reply.inServer
        httpCpuMs = reply.cpuMicros / 1000 / Math.max(1, http['2xx'])
        eventLoopBusy = reply.eventLoopBusy
      }
      const inChild = async (type: 'raw-ledger' | 'raw-service') => {
        const ticks = cpuTicks()
        const reply = await ask({ type })
        return reply.type === 'figures' ? { ...reply.figures, stealPct: stealSince(ticks) } : undefined
      }
      const ledger = await inChild('raw-ledger')
      const service = await inChild('raw-service')
      runs.push({
        http: { ...cannonFigures(http, httpCpuMs), stealPct: httpSteal, eventLoopBusy, inServer },
        ledger,
        service,
      })
    }
    const measured = [
      ['(i) HTTP debit: POST /app/v1/exchange', runs.map((r) => r.http)],
      ['(ii-a) same debit, ledger only (postMovement)', runs.flatMap((r) => (r.ledger ? [r.ledger] : []))],
      [
        '(ii-b) same debit, service call (requestWithdrawal)',
        runs.flatMap((r) => (r.service ? [r.service] : [])),
      ],
    ] as const
    for (const [what, figures] of measured) {
      if (figures.length > 0) rows.push({ backend, what, ...medianRun([...figures]) })
    }
    ratiosOf.set(backend, {
      raw: runs.flatMap((r) => (r.ledger ? [r.http.rate / r.ledger.rate] : [])),
      service: runs.flatMap((r) => (r.service ? [r.http.rate / r.service.rate] : [])),
    })
    const webhookWhat = `(iii) deposit webhook: POST ${WEBHOOK_PATH}`
    if (!ready.webhook) {
      rows.push({ backend, what: webhookWhat, figures: null, note: 'n/a (webhook not built yet)' })
    } else {
      // A fixed number of orders, each approved once: about SECONDS s of work at a few hundred per second.
      const total = WEBHOOK_ORDERS
      const orders = await ask({ type: 'orders', n: total + CONNECTIONS * 4 })
      if (orders.type !== 'orders') throw new Error('no orders')
      let next = 0
      const hook = () => ({
        method: 'POST',
        path: WEBHOOK_PATH,
        setupRequest: (req: CannonRequest) => {
          const e = orders.events[next++ % orders.events.length] as { body: string; signature: string }
          return {
            ...req,
            headers: { 'content-type': 'application/json', 'x-sandbox-signature': e.signature },
            body: e.body,
          }
        },
      })
      await autocannon({ url, connections: CONNECTIONS, amount: CONNECTIONS * 4, requests: [hook()] })
      server.send({ type: 'count-start' })
      const hookTicks = cpuTicks()
      const w = await autocannon({ url, connections: CONNECTIONS, amount: total, requests: [hook()] })
      const hookSteal = stealSince(hookTicks)
      const counted = await ask({ type: 'count-stop' })
      const cpuMicros = counted.type === 'statements' ? counted.cpuMicros : Number.NaN
      rows.push({
        backend,
        what: webhookWhat,
        figures: { ...cannonFigures(w, cpuMicros / 1000 / Math.max(1, w['2xx'])), stealPct: hookSteal },
      })
    }
  } finally {
    await server.stop({ type: 'stop' })
  }
}

async function main() {
  const rows: Row[] = []
  const statements = new Map<Backend, StatementCount[]>()
  const loadBefore = loadavg()[0] ?? 0
  const only = process.env.BENCH_ONLY as Backend | undefined
  for (const backend of ['pglite', 'postgres'] as const) {
    if (only && only !== backend) continue
    if (backend === 'postgres' && !(await reachable(process.env.DATABASE_URL ?? DEFAULT_PG))) {
      rows.push({ backend, what: 'all', figures: null, note: 'n/a (PostgreSQL not reachable)' })
      continue
    }
    try {
      await drive(backend, rows, statements)
    } catch (err) {
      rows.push({ backend, what: 'all', figures: null, note: `failed: ${(err as Error).message}` })
    }
  }

  console.log(
    `\nbench:wallet — ${cpus().length} CPUs, Node ${process.version}, autocannon, ${CONNECTIONS} connections, ` +
      `pipelining 1, ${WARMUP} s warm-up + ${SECONDS} s, ${PLAYERS} players (random per request), loopback; ` +
      `(i), (ii-a), (ii-b) run ${ROUNDS} times interleaved: the median run is shown, every run's rate at the right\n`,
  )
  console.log(
    `${pad('db', 9)}${pad('measurement', 52)}${padL('movements/s', 12)}${padL('p50', 11)}${padL('p99', 11)}${padL('ok', 9)}${padL('failed', 8)}${padL('server CPU/op', 15)}${padL('steal', 7)}  runs/s (steal)`,
  )
  const steal = (f: Figures) => (f.stealPct === undefined ? '' : `${f.stealPct.toFixed(0)}%`)
  for (const r of rows) {
    const f = r.figures
    console.log(
      f
        ? `${pad(r.backend, 9)}${pad(r.what, 52)}${padL(f.rate.toFixed(0), 12)}${padL(ms(f.p50), 11)}${padL(ms(f.p99), 11)}${padL(String(f.ok), 9)}${padL(String(f.failed), 8)}${padL(f.cpuMs === undefined ? '' : `${f.cpuMs.toFixed(2)} ms`, 15)}${padL(steal(f), 7)}  ${(r.runs ?? []).map((v) => `${v.rate.toFixed(0)} (${steal(v)})`).join(' ')}`
        : `${pad(r.backend, 9)}${pad(r.what, 52)}${padL(r.note ?? '', 12)}`,
    )
  }
  // What the failures were, for every run that had any (status codes of the answers, errors, timeouts).
  for (const r of rows) {
    for (const run of r.runs ?? (r.figures ? [r.figures] : [])) {
      const fails = run.failures
      if (run.failed === 0 || !fails) continue
      const codes = Object.entries(fails.statusCodes).map(([code, n]) => `${n} x ${code}`)
      console.log(
        `${r.backend} ${r.what.split(':')[0]}: ${run.failed} failed: ${codes.length > 0 ? codes.join(', ') : 'no non-2xx answer'}; ` +
          `${fails.errors} connection errors, ${fails.timeouts} timeouts (no answer in 10 s)`,
      )
    }
  }
  const loadAfter = loadavg()[0] ?? 0
  console.log(
    `\n1-min load average: ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after (${cpus().length} CPUs)`,
  )
  // The bench itself keeps about 2 cores busy, so only the load before it started tells of other work.
  if (loadBefore > 1) {
    console.log('WARNING: other work was running on this machine: these figures understate what it can do.')
  }
  console.log(
    'steal: the share of CPU time the hypervisor gave to other guests during a run; above a few % the run measured a slower machine.',
  )
  for (const r of rows) {
    const busy = r.figures?.eventLoopBusy
    if (busy !== undefined) {
      console.log(
        `${r.backend} ${r.what.split(':')[0]}: the server's event loop was busy ${(100 * busy).toFixed(0)}% of the run`,
      )
    }
    const seen = r.figures?.inServer
    if (seen) {
      const gc = Object.entries(seen.gc)
        .map(
          ([kind, g]) =>
            `${kind} ${g.count}x ${(g.totalMs / g.count).toFixed(1)} ms (max ${g.maxMs.toFixed(1)})`,
        )
        .join(', ')
      console.log(
        `  in the server: p50 ${ms(seen.p50)}, p99 ${ms(seen.p99)}; event-loop delay p99 ${ms(seen.loopDelayP99)}, max ${ms(seen.loopDelayMax)}; GC ${gc || 'none'}`,
      )
    }
  }
  console.log('')
  for (const backend of ['pglite', 'postgres'] as const) {
    const http = rows.find((r) => r.backend === backend && r.what.startsWith('(i)'))?.figures
    const ratios = ratiosOf.get(backend)
    if (!http || !ratios || ratios.raw.length === 0) continue
    // Each ratio from one round's measurements, taken back to back; the median of the rounds.
    const ratio = median(ratios.raw)
    const list = (v: number[]) => v.map((x) => x.toFixed(2)).join(' ')
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')
    console.log(
      `${backend}: HTTP / raw ledger = ${ratio.toFixed(2)} (runs ${list(ratios.raw)})` +
        (ratios.service.length > 0
          ? `, HTTP / service call = ${median(ratios.service).toFixed(2)} (runs ${list(ratios.service)})`
          : '') +
        (backend === 'postgres'
          ? `\n  targets (PostgreSQL): >= ${TARGET.httpRate} debits/s over HTTP: ${http.rate.toFixed(0)} ${verdict(http.rate >= TARGET.httpRate)}; ` +
            `p99 <= ${TARGET.httpP99} ms: ${ms(http.p99)} ${verdict(http.p99 <= TARGET.httpP99)}; ` +
            `>= ${TARGET.ratio} of the raw rate: ${ratio.toFixed(2)} ${verdict(ratio >= TARGET.ratio)}`
          : ''),
    )
  }
  const pgStatements = statements.get('postgres')
  if (pgStatements) {
    console.log('\nPostgreSQL statements per successful HTTP debit (count, client-side ms each):')
    for (const s of pgStatements.slice(0, 20)) {
      console.log(`  ${padL(s.count.toFixed(2), 6)}  ${padL(s.ms.toFixed(2), 7)}  ${s.sql}`)
    }
    const total = pgStatements.reduce((n, s) => n + s.count, 0)
    console.log(`  ${padL(total.toFixed(2), 6)}  statements in all`)
  }
}

if (process.argv[2] === '--serve') {
  await serve(process.argv[3] as Backend)
} else {
  await main()
}
