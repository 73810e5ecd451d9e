import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from './modules/auth/auth.limits.ts'
import { call, startTestApp, type TestApp, testDatabases } from './test/harness.ts'

/**
 * DESIGN 9: API processes are stateless, so any instance behind a load balancer can serve any request.
 * Two app instances on one database (two connection pools on PostgreSQL) must share sessions,
 * idempotent replies and rate-limit counters.
 */
describe.each(testDatabases)('two server instances on one %s database', (kind) => {
  let t: TestApp
  let a: { app: TestApp['app'] }
  let b: { app: TestApp['app'] }
  beforeAll(async () => {
    t = await startTestApp(kind)
    a = { app: t.app }
    b = { app: await t.peer() }
  })
  afterAll(async () => {
    await t?.close()
  })

  it('a session made on one instance works on the other, and a logout there ends it everywhere', async () => {
    const reg = await call(a, 'accountRegist', { account: 'scale_user1', password: 'long enough pw 1' })
    expect(reg.status).toBe(200)
    const token = reg.data.token as string
    const me = await call(b, 'getUserInfo', {}, { token })
    expect(me).toMatchObject({ status: 200, data: { account: 'scale_user1' } })
    expect((await call(b, 'logout', {}, { token })).status).toBe(200)
    expect((await call(a, 'getUserInfo', {}, { token })).status).toBe(401)
  })

  it('a retry that reaches the other instance gets the first reply, and creates nothing twice', async () => {
    const body = { account: 'scale_user2', password: 'long enough pw 2' }
    const key = 'scale-key-000002'
    const first = await call(a, 'accountRegist', body, { idempotencyKey: key })
    const retry = await call(b, 'accountRegist', body, { idempotencyKey: key })
    expect(first.status).toBe(200)
    expect(retry.headers['idempotent-replay']).toBe('true')
    expect(retry.data).toEqual(first.data)
    // A new key is a new request: the account now exists.
    const again = await call(b, 'accountRegist', body)
    expect(again).toMatchObject({ status: 409, msg: 'accountTaken' })
  })

  it('rate-limit counters add up across instances', async () => {
    const ip = '10.9.9.9'
    const { limit } = LIMITS.smsSendPerIp
    for (let i = 0; i < limit; i++) {
      const via = i % 2 === 0 ? a : b
      const res = await call(
        via,
        'smsSend',
        { phone: `+55119800${String(i).padStart(5, '0')}`, authMode: 3 },
        { ip },
      )
      expect(res.status).toBe(200)
    }
    const over = await call(a, 'smsSend', { phone: '+5511980099999', authMode: 3 }, { ip })
    expect(over.status).toBe(429)
    const overB = await call(b, 'smsSend', { phone: '+5511980099998', authMode: 3 }, { ip })
    expect(overB.status).toBe(429)
  })
})
