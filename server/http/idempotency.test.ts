import { createHash, hkdfSync } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/client.ts'
import { idempotencyKeys } from '../db/schema/core.ts'
import { query } from '../db/sql.ts'
import { startTestApp, type TestApp, testDatabases } from '../test/harness.ts'
import { AppError } from './errors.ts'
import { hashRequest, IdempotencyStore, open, seal, sealKey } from './idempotency.ts'
import { dbRateLimitStore, RateLimiter } from './rate-limit.ts'

describe.each(testDatabases)('idempotency store and rate limiter on %s', (kind) => {
  let t: TestApp
  let store: IdempotencyStore
  beforeAll(async () => {
    t = await startTestApp(kind)
    store = new IdempotencyStore(t.database.db)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('runs the first request and replays the stored reply to a retry', async () => {
    const hash = hashRequest('accountRegist', { account: 'a' })
    expect(await store.begin('f:1', 'key-00000001', 'accountRegist', hash)).toBeNull()
    await store.complete('f:1', 'key-00000001', { statusCode: 200, reply: { code: 200, data: 7 } })
    expect(await store.begin('f:1', 'key-00000001', 'accountRegist', hash)).toEqual({
      statusCode: 200,
      reply: { code: 200, data: 7 },
    })
  })

  it('claims concurrent keys in one go: each new key runs once, a key sent twice at once runs once', async () => {
    const hash = hashRequest('exchange', { amount: 1 })
    // Scopes with the characters an array literal must escape (a client's fingerprint header).
    const scopes = ['f:a,b', 'f:"quoted"', 'f:back\\slash', 'f:{brace}', 'f:plain']
    const results = await Promise.allSettled([
      ...scopes.map((scope) => store.begin(scope, 'key-batch-01', 'exchange', hash)),
      store.begin('u:77', 'key-batch-02', 'exchange', hash),
      store.begin('u:77', 'key-batch-02', 'exchange', hash),
    ])
    expect(results.slice(0, 5)).toEqual(scopes.map(() => ({ status: 'fulfilled', value: null })))
    const twice = results.slice(5)
    expect(twice.filter((r) => r.status === 'fulfilled' && r.value === null)).toHaveLength(1)
    const refused = twice.find((r) => r.status === 'rejected')
    expect(refused?.status === 'rejected' && (refused.reason as AppError).status).toBe(409)

    await Promise.all(
      scopes.map((scope, i) => store.complete(scope, 'key-batch-01', { statusCode: 200, reply: { i } })),
    )
    for (const [i, scope] of scopes.entries()) {
      expect(await store.begin(scope, 'key-batch-01', 'exchange', hash)).toEqual({
        statusCode: 200,
        reply: { i },
      })
    }
  })

  it('stores neither the raw key nor the reply in clear', async () => {
    const secret = 'session-token-abcdef0123456789'
    const hash = hashRequest('accountLogin', { account: 'z' })
    expect(await store.begin('f:9', 'key-secret-01', 'accountLogin', hash)).toBeNull()
    await store.complete('f:9', 'key-secret-01', { statusCode: 200, reply: { data: { token: secret } } })
    const rows = await t.database.db.select().from(idempotencyKeys)
    const dump = JSON.stringify(rows)
    expect(dump).not.toContain(secret)
    expect(dump).not.toContain('key-secret-01')
    expect(await store.begin('f:9', 'key-secret-01', 'accountLogin', hash)).toEqual({
      statusCode: 200,
      reply: { data: { token: secret } },
    })
  })

  it('refuses the same key with another body, and while the first request runs', async () => {
    const first = hashRequest('accountRegist', { account: 'a' })
    expect(await store.begin('f:2', 'key-00000002', 'accountRegist', first)).toBeNull()
    await expect(store.begin('f:2', 'key-00000002', 'accountRegist', first)).rejects.toMatchObject({
      status: 409,
      msg: 'idempotencyConflict',
    })
    await store.complete('f:2', 'key-00000002', { statusCode: 200, reply: null })
    const other = hashRequest('accountRegist', { account: 'b' })
    await expect(store.begin('f:2', 'key-00000002', 'accountRegist', other)).rejects.toBeInstanceOf(AppError)
  })

  it('answers a retry from memory while the reply is still being stored; another process waits for it', async () => {
    const gate = withHeldReplies(t.database.db)
    const here = new IdempotencyStore(gate.db)
    const peer = new IdempotencyStore(t.database.db)
    const hash = hashRequest('exchange', { amount: 5 })
    const stored = { statusCode: 200, reply: { code: 200, data: { id: 5 } } }
    expect(await here.begin('u:5', 'key-behind-01', 'exchange', hash)).toBeNull()
    const saving = here.complete('u:5', 'key-behind-01', stored)

    expect(await here.begin('u:5', 'key-behind-01', 'exchange', hash)).toEqual(stored)
    const other = hashRequest('exchange', { amount: 6 })
    await expect(here.begin('u:5', 'key-behind-01', 'exchange', other)).rejects.toMatchObject({ status: 409 })
    // The row is not written yet: another process finds the key still running.
    expect(await statusOf(t.database.db, 'u:5')).toBeNull()
    await expect(peer.begin('u:5', 'key-behind-01', 'exchange', hash)).rejects.toMatchObject({ status: 409 })

    gate.release()
    await saving
    expect(await statusOf(t.database.db, 'u:5')).toBe(200)
    expect(await peer.begin('u:5', 'key-behind-01', 'exchange', hash)).toEqual(stored)
    expect(await here.begin('u:5', 'key-behind-01', 'exchange', hash)).toEqual(stored)
  })

  it('flush() waits for the replies still being stored', async () => {
    const gate = withHeldReplies(t.database.db)
    const store = new IdempotencyStore(gate.db)
    const hash = hashRequest('exchange', { amount: 7 })
    expect(await store.begin('u:7', 'key-flush-001', 'exchange', hash)).toBeNull()
    void store.complete('u:7', 'key-flush-001', { statusCode: 400, reply: { code: 400 } })
    let flushed = false
    const flushing = store.flush().then(() => {
      flushed = true
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(flushed).toBe(false)
    gate.release()
    await flushing
    expect(await statusOf(t.database.db, 'u:7')).toBe(400)
  })

  it('claims and replies commit asynchronously without changing the setting for what comes next', async () => {
    const hash = hashRequest('exchange', { amount: 8 })
    for (let i = 0; i < 3; i++) {
      const key = `key-async-00${i}`
      expect(await store.begin('u:8', key, 'exchange', hash)).toBeNull()
      await store.complete('u:8', key, { statusCode: 200, reply: { i } })
      const [row] = await query<{ value: string }>(
        t.database.db,
        sql`SELECT current_setting('synchronous_commit') AS value`,
      )
      expect(row?.value).toBe('on')
    }
  })

  it('keeps scopes apart and lets an abandoned key run again', async () => {
    const hash = hashRequest('smsSend', { phone: '1' })
    expect(await store.begin('u:1', 'key-00000003', 'smsSend', hash)).toBeNull()
    expect(await store.begin('u:2', 'key-00000003', 'smsSend', hash)).toBeNull()
    await store.abandon('u:1', 'key-00000003')
    expect(await store.begin('u:1', 'key-00000003', 'smsSend', hash)).toBeNull()
  })

  it('counts hits per fixed window and refuses over the limit with retry-after', async () => {
    let now = Date.UTC(2026, 0, 1, 0, 0, 10)
    const limiter = new RateLimiter(dbRateLimitStore(t.database.db), () => now)
    const rule = { limit: 3, windowSeconds: 60 }
    for (let i = 0; i < 3; i++) await limiter.consume('test:ip', rule)
    const refused = await limiter.consume('test:ip', rule).catch((e: unknown) => e)
    expect(refused).toMatchObject({ status: 429, retryAfterSeconds: 50 })
    now += 60_000
    await expect(limiter.consume('test:ip', rule)).resolves.toBeUndefined()
  })
})

/** The database with reply writes held back until `release()` (a slow commit, made deterministic). */
function withHeldReplies(db: Db): { db: Db; release: () => void } {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client
  const heldClient = new Proxy(client, {
    get(target, prop) {
      if (prop !== 'query') {
        const value = Reflect.get(target, prop)
        return typeof value === 'function' ? value.bind(target) : value
      }
      return async (...args: unknown[]) => {
        const first = args[0] as string | { text: string }
        if ((typeof first === 'string' ? first : first.text).includes('idempotency_reply(')) await held
        return target.query(...args)
      }
    },
  })
  const heldDb = new Proxy(db, {
    get: (target, prop) => (prop === '$client' ? heldClient : Reflect.get(target, prop)),
  })
  return { db: heldDb, release }
}

async function statusOf(db: Db, scope: string): Promise<number | null | undefined> {
  const [row] = await db
    .select({ statusCode: idempotencyKeys.statusCode })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.scope, scope))
  return row?.statusCode
}

describe('request hashes', () => {
  it('hash the call and the body as the stored hashes were made (SHA-256 of call, NUL, JSON body)', () => {
    fc.assert(
      fc.property(fc.string(), fc.jsonValue(), (call, body) => {
        const reference = createHash('sha256')
          .update(call)
          .update('\0')
          .update(JSON.stringify(body ?? null))
          .digest('hex')
        expect(hashRequest(call, body)).toBe(reference)
      }),
      { numRuns: 300 },
    )
  })
})

describe('reply sealing', () => {
  it('derives the key exactly as HKDF-SHA256 does (RFC 5869, node:crypto hkdfSync)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (scope, key) => {
        const reference = Buffer.from(hkdfSync('sha256', key, scope, 'idempotency-reply', 32))
        expect(sealKey(scope, key).equals(reference)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('never reuses an IV, across refills of the pool, and opens what it sealed', () => {
    const ivs = new Set<string>()
    for (let i = 0; i < 1000; i++) {
      const { sealed } = seal('u:1', `key-${i}`, { n: i })
      ivs.add(Buffer.from(sealed, 'base64').subarray(0, 12).toString('hex'))
      expect(open('u:1', `key-${i}`, { sealed })).toEqual({ n: i })
    }
    expect(ivs.size).toBe(1000)
  })

  it('refuses a reply opened under another scope or key', () => {
    const stored = seal('u:1', 'key-00000001', { token: 'secret' })
    expect(() => open('u:2', 'key-00000001', stored)).toThrow()
    expect(() => open('u:1', 'key-00000002', stored)).toThrow()
  })
})
