// The domain-event outbox (npm run bench:events): how fast a consumer applies events, and how far behind
// the writes it runs while players bet. Prints figures; it is not a test and exits 0 whatever the verdict.
//
// 1. Drain: on a scratch PostgreSQL database (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/
//    postgres) EVENTS bet events are written up front, then the records.daily-totals consumer applies
//    them in batches of 500, timed. Twice: spread over PLAYERS players, and all on one player (one hot
//    row: what a shared total such as a jackpot pool looks like).
// 2. Lag under load: bench:provider on PostgreSQL, whose server runs the consumers as production does and
//    reports the lag of every event it applied (written -> applied) while the rounds were counted.
//
// Env: BENCH_EVENTS (100000), BENCH_PLAYERS (50), and bench:provider's (BENCH_SECONDS, ...).
import { spawnSync } from 'node:child_process'
import { cpus } from 'node:os'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { DEFAULT_PG, reachable } from './bench-support.ts'

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000)
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 50)

async function drain(spread: 'players' | 'one player'): Promise<{ rate: number; batches: number }> {
  const { sql } = await import('drizzle-orm')
  const { openDatabase } = await import('../../server/db/client.ts')
  const { migrate } = await import('../../server/db/migrate.ts')
  const { createScratchDatabase } = await import('../../server/test/scratch-db.ts')
  const { applyNextBatch, registerConsumers } = await import('../../server/outbox/consumer.ts')
  const { dailyTotalsConsumer } = await import('../../server/modules/records/daily-totals.consumer.ts')

  const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? DEFAULT_PG)
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' })
  try {
    const db = database.db
    await migrate(db)
    const players = spread === 'players' ? PLAYERS : 1
    await db.execute(
      sql`INSERT INTO users (uuid, account, account_type, nickname, invite_code)
          SELECT gen_random_uuid(), 'ev' || i, 1, 'ev' || i, 'EV' || i FROM generate_series(1, ${players}) AS i`,
    )
    await db.execute(
      sql`INSERT INTO domain_events (kind, user_id, amount, data, created_at)
          SELECT 'bet', u.id, 100, jsonb_build_object('gameType', 1), now()
          FROM generate_series(1, ${EVENTS}) AS i
          JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users) u ON u.n = i % ${players}`,
    )
    await db.execute(sql`VACUUM ANALYZE domain_events`)
    await registerConsumers(db, [dailyTotalsConsumer])
    const t0 = performance.now()
    let applied = 0
    let batches = 0
    for (;;) {
      const r = await applyNextBatch(db, dailyTotalsConsumer, 500)
      if (r.status !== 'applied') break
      applied += r.applied.length
      batches++
    }
    const seconds = (performance.now() - t0) / 1000
    if (applied !== EVENTS) throw new Error(`applied ${applied} of ${EVENTS} events`)
    return { rate: applied / seconds, batches }
  } finally {
    await database.close()
    await scratch.drop()
  }
}

async function main() {
  if (!(await reachable(process.env.DATABASE_URL ?? DEFAULT_PG))) {
    console.log(
      'bench:events needs PostgreSQL (DATABASE_URL or 127.0.0.1:5432): not reachable, nothing measured',
    )
    return
  }
  console.log(`\nbench:events — ${cpus().length} CPUs, Node ${process.version}, PostgreSQL\n`)
  console.log(`1. A consumer draining ${EVENTS} bet events (records.daily-totals, batches of 500):`)
  for (const spread of ['players', 'one player'] as const) {
    const r = await drain(spread)
    const label = spread === 'players' ? `over ${PLAYERS} players` : 'all on one player (hot row)'
    console.log(`   ${label.padEnd(30)} ${r.rate.toFixed(0).padStart(8)} events/s  (${r.batches} batches)`)
  }
  console.log(
    '\n2. The lag while players bet (bench:provider on PostgreSQL, consumers in the server process):',
  )
  spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bench-provider.ts', import.meta.url))],
    {
      env: { ...process.env, BENCH_ONLY: 'postgres' },
      stdio: 'inherit',
    },
  )
}

await main()
