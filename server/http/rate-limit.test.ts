import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '../db/sql.ts'
import { startTestApp, type TestApp, testDatabases } from '../test/harness.ts'
import { dbRateLimitStore, RateLimiter, type RateLimitRule } from './rate-limit.ts'

const RULE: RateLimitRule = { limit: 50, windowSeconds: 900 }
const BURST = 200

/** A turn of the event loop: the time a real check (a password hash) leaves for other requests to run. */
const work = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Counting reservations on a real database (PGlite and, with DATABASE_URL, PostgreSQL with its pool of
 * connections). Each test uses its own bucket.
 */
describe.each(testDatabases)('RateLimiter.reserve on %s', (kind) => {
  let t: TestApp
  let now = Date.UTC(2026, 0, 1, 12, 0, 0)
  let limiter: RateLimiter
  let seq = 0
  const newBucket = () => `test:reserve:${kind}:${++seq}`
  const hits = async (bucket: string) => {
    const rows = await query<{ hits: number }>(
      t.database.db,
      sql`select hits from rate_limits where bucket = ${bucket}`,
    )
    return rows.map((r) => Number(r.hits))
  }

  beforeAll(async () => {
    t = await startTestApp(kind)
    limiter = new RateLimiter(dbRateLimitStore(t.database.db), () => now)
  })
  afterAll(async () => {
    await t?.close()
  })

  /** One failed attempt behind the gate: reserve, do the work, keep the reservation. */
  const safeAttempt = async (bucket: string): Promise<'checked' | 429> => {
    try {
      await limiter.reserve(bucket, RULE)
    } catch (err) {
      expect(err).toMatchObject({ status: 429 })
      return 429
    }
    await work()
    return 'checked'
  }

  /** The old gate (check() then record(), removed): read the count, do the work, count the failure after. */
  const unsafeAttempt = async (bucket: string): Promise<'checked' | 429> => {
    if (((await hits(bucket))[0] ?? 0) >= RULE.limit) return 429
    await work()
    await dbRateLimitStore(t.database.db).hit(bucket, RULE.windowSeconds, now)
    return 'checked'
  }

  it(`lets exactly ${RULE.limit} of ${BURST} concurrent failing attempts through, and holds no more`, async () => {
    const bucket = newBucket()
    const results = await Promise.all(Array.from({ length: BURST }, () => safeAttempt(bucket)))
    expect(results.filter((r) => r === 'checked')).toHaveLength(50)
    expect(results.filter((r) => r === 429)).toHaveLength(150)
    // The refused ones were given back: the count is what was really tried.
    expect(await hits(bucket)).toEqual([50])
  })

  it('the same burst through the old check-then-record gate lets far more through (the test can fail)', async () => {
    const bucket = newBucket()
    const results = await Promise.all(Array.from({ length: BURST }, () => unsafeAttempt(bucket)))
    expect(results.filter((r) => r === 'checked').length).toBeGreaterThan(50)
  })

  it('gives a released attempt back once, so successes do not count', async () => {
    const bucket = newBucket()
    const rule = { limit: 2, windowSeconds: 900 }
    const a = await limiter.reserve(bucket, rule)
    const b = await limiter.reserve(bucket, rule)
    await expect(limiter.reserve(bucket, rule)).rejects.toMatchObject({ status: 429 })
    await a.release()
    await a.release()
    expect(await hits(bucket)).toEqual([1])
    const c = await limiter.reserve(bucket, rule)
    await expect(limiter.reserve(bucket, rule)).rejects.toMatchObject({ status: 429 })
    await Promise.all([b.release(), c.release()])
    expect(await hits(bucket)).toEqual([0])
  })

  it('gives back to the window the attempt was reserved in, even after the clock moved on', async () => {
    const bucket = newBucket()
    const rule = { limit: 1, windowSeconds: 60 }
    now = Date.UTC(2026, 0, 1, 13, 0, 50)
    const first = await limiter.reserve(bucket, rule)
    now += 20_000 // the next window
    const second = await limiter.reserve(bucket, rule)
    await first.release()
    // The new window still holds `second`: a release never frees a slot of another window.
    const refused = await limiter.reserve(bucket, rule).catch((e: unknown) => e)
    expect(refused).toMatchObject({ status: 429, retryAfterSeconds: 50 })
    await second.release()
    await expect(limiter.reserve(bucket, rule)).resolves.toBeDefined()
  })

  it('reserveAll gives back what it took when a later bucket refuses', async () => {
    const ip = newBucket()
    const account = newBucket()
    const tight = { limit: 1, windowSeconds: 900 }
    await limiter.reserve(account, tight)
    const refused = await limiter
      .reserveAll([
        [ip, RULE],
        [account, tight],
      ])
      .catch((e: unknown) => e)
    expect(refused).toMatchObject({ status: 429 })
    expect(await hits(ip)).toEqual([0])
    const both = await limiter.reserveAll([[ip, RULE]])
    expect(await hits(ip)).toEqual([1])
    await both.release()
    expect(await hits(ip)).toEqual([0])
  })
})
