import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { newIp, PASSWORD, registerAccount } from './auth.test-helpers.ts'

const MINUTE = 60_000

describe.each(testDatabases)('sessions on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    // Short policies so the tests can cross them: 30 min idle, 1 day absolute.
    t = await startTestApp(kind, { env: { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_DAYS: '1' } })
  })
  afterAll(async () => {
    await t?.close()
  })
  const me = (token: string) => call(t, 'getUserInfo', {}, { token })

  it('logout revokes only that token', async () => {
    const { token, user } = await registerAccount(t)
    const other = await call(
      t,
      'accountLogin',
      { loginType: 2, account: user.account, password: PASSWORD },
      { ip: newIp() },
    )
    const res = await call(t, 'logout', {}, { token })
    expect(res).toMatchObject({ status: 200, data: null })
    expect(await me(token)).toMatchObject({ status: 401, msg: 'unauthenticated' })
    expect(await call(t, 'logout', {}, { token })).toMatchObject({ status: 401 })
    expect((await me(other.data.token)).status).toBe(200)
  })

  it('expires a session after the idle timeout, and activity keeps it alive', async () => {
    const a = await registerAccount(t)
    const b = await registerAccount(t)
    for (let i = 0; i < 3; i++) {
      t.advance(20 * MINUTE)
      expect((await me(a.token)).status).toBe(200)
    }
    // b was idle for 60 minutes.
    expect((await me(b.token)).status).toBe(401)
    t.advance(30 * MINUTE)
    expect((await me(a.token)).status).toBe(401)
  })

  it('expires a session at the absolute lifetime despite activity', async () => {
    const { token } = await registerAccount(t)
    for (let elapsed = 0; elapsed < 24 * 60 - 20; elapsed += 20) {
      t.advance(20 * MINUTE)
      expect((await me(token)).status).toBe(200)
    }
    t.advance(20 * MINUTE)
    expect((await me(token)).status).toBe(401)
  })

  it('accepts the token with or without the Bearer prefix, and nothing else', async () => {
    const { token } = await registerAccount(t)
    expect((await call(t, 'getUserInfo', {}, { token: `Bearer ${token}` })).status).toBe(200)
    expect((await me(`${token}x`)).status).toBe(401)
    expect((await me(token.slice(1))).status).toBe(401)
  })
})
