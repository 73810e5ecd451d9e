import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys } from '../db/schema/core.ts'
import { startTestApp, type TestApp, testDatabases } from '../test/harness.ts'
import { AppError } from './errors.ts'
import { hashRequest, IdempotencyStore } from './idempotency.ts'
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

  it('check() refuses without counting once the window is full', async () => {
    const now = Date.UTC(2026, 0, 1, 1, 0, 0)
    const limiter = new RateLimiter(dbRateLimitStore(t.database.db), () => now)
    const rule = { limit: 2, windowSeconds: 3600 }
    await limiter.check('fail:acct', rule)
    await limiter.record('fail:acct', rule)
    await limiter.record('fail:acct', rule)
    await expect(limiter.check('fail:acct', rule)).rejects.toMatchObject({ status: 429 })
    await expect(limiter.check('fail:other', rule)).resolves.toBeUndefined()
  })
})
