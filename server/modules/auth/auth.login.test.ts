import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { LIMITS } from './auth.limits.ts'
import { newAccount, newIp, PASSWORD, phoneAccount, registerAccount } from './auth.test-helpers.ts'

describe.each(testDatabases)('accountLogin on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('logs in with account + password (loginType 2) and issues a new token every time', async () => {
    const { token, user } = await registerAccount(t)
    const ip = newIp()
    const a = await call(
      t,
      'accountLogin',
      { loginType: 2, account: user.account, password: PASSWORD },
      { ip },
    )
    const b = await call(
      t,
      'accountLogin',
      { loginType: 2, account: String(user.account).toUpperCase(), password: PASSWORD },
      { ip },
    )
    expect(a.status).toBe(200)
    expect(b.status).toBe(200)
    expect(a.data.user.id).toBe(user.id)
    expect(new Set([token, a.data.token, b.data.token]).size).toBe(3)
    for (const tk of [token, a.data.token, b.data.token]) {
      expect((await call(t, 'getUserInfo', {}, { token: tk })).data.id).toBe(user.id)
    }
  })

  it('logs in with phone + password without a code (loginType 3)', async () => {
    const p = await phoneAccount(t)
    const set = await call(t, 'initPassword', { password: PASSWORD }, { token: p.token })
    expect(set.status).toBe(200)
    const res = await call(
      t,
      'accountLogin',
      { loginType: 3, phone: `+${p.phone}`, password: PASSWORD },
      { ip: newIp() },
    )
    expect(res.status).toBe(200)
    expect(res.data.user.id).toBe(p.user.id)
  })

  it('answers the same invalidCredentials for a wrong password, an unknown account and a password-less account', async () => {
    const { user } = await registerAccount(t)
    const p = await phoneAccount(t)
    const ip = newIp()
    const replies = [
      await call(
        t,
        'accountLogin',
        { loginType: 2, account: user.account, password: 'wrong password' },
        { ip },
      ),
      await call(t, 'accountLogin', { loginType: 2, account: newAccount(), password: PASSWORD }, { ip }),
      await call(t, 'accountLogin', { loginType: 3, phone: '15550000001', password: PASSWORD }, { ip }),
      await call(t, 'accountLogin', { loginType: 3, phone: p.phone, password: PASSWORD }, { ip }),
    ]
    for (const r of replies) {
      expect({ status: r.status, code: r.code, msg: r.msg, data: r.data, details: r.details }).toEqual({
        status: 400,
        code: 400,
        msg: 'invalidCredentials',
        data: null,
        details: undefined,
      })
    }
  })

  it.each([
    [{ loginType: 1, account: 'abcdefg', password: PASSWORD }, 'loginType'],
    [{ loginType: 2, password: PASSWORD }, 'account'],
    [{ loginType: 2, account: 'abcdefg' }, 'password'],
    [{ loginType: 3, phone: 'not-a-phone', password: PASSWORD }, 'phone'],
    [{ loginType: 2, account: 'abcdefg', password: 'x'.repeat(129) }, 'password'],
    [{ loginType: 2, account: 'a'.repeat(65), password: PASSWORD }, 'account'],
    [{ loginType: 2, account: 'abcdefg', password: PASSWORD, role: 'admin' }, 'role'],
    [{ loginType: '2', account: 'abcdefg', password: PASSWORD }, 'loginType'],
  ])('refuses malformed bodies: %j', async (body, field) => {
    const res = await call(t, 'accountLogin', body, { ip: newIp() })
    expect(res.status).toBe(400)
    expect(res.msg).toBe('validation')
    expect(Object.keys(res.details ?? {})).toContain(field)
  })

  it(`locks an account after ${LIMITS.failedLoginPerAccount.limit} failures per hour, even for the right password`, async () => {
    const { user } = await registerAccount(t)
    const account = user.account
    // Spread over addresses so the per-IP limit is not what stops them, from devices the account has never
    // seen (its own device has a budget of its own: auth.limits.test.ts).
    for (let i = 0; i < LIMITS.failedLoginPerAccount.limit; i++) {
      const ip = `10.200.${Math.floor(i / 40)}.1`
      const res = await call(
        t,
        'accountLogin',
        { loginType: 2, account, password: `wrong-${i}-pass` },
        { ip, fingerprint: `stranger-${i}` },
      )
      expect(res.msg).toBe('invalidCredentials')
    }
    const limited = await call(
      t,
      'accountLogin',
      { loginType: 2, account, password: PASSWORD },
      { ip: newIp(), fingerprint: 'stranger-new' },
    )
    expect(limited).toMatchObject({ status: 429, code: 429, msg: 'rateLimited' })
    const retryAfter = Number(limited.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(3600)

    // Other accounts are unaffected.
    const other = await registerAccount(t)
    expect(
      (
        await call(
          t,
          'accountLogin',
          { loginType: 2, account: other.user.account, password: PASSWORD },
          { ip: newIp() },
        )
      ).status,
    ).toBe(200)

    t.advance(retryAfter * 1000)
    const after = await call(
      t,
      'accountLogin',
      { loginType: 2, account, password: PASSWORD },
      { ip: newIp(), fingerprint: 'stranger-new' },
    )
    expect(after.status).toBe(200)
  })

  it(`limits failed logins per IP to ${LIMITS.failedLoginPerIp.limit} per 15 minutes`, async () => {
    const { user } = await registerAccount(t)
    const ip = newIp()
    for (let i = 0; i < LIMITS.failedLoginPerIp.limit; i++) {
      const res = await call(
        t,
        'accountLogin',
        { loginType: 2, account: newAccount(), password: PASSWORD },
        { ip },
      )
      expect(res.status).toBe(400)
    }
    // The right password from a device the account does not know is refused too.
    const limited = await call(
      t,
      'accountLogin',
      { loginType: 2, account: user.account, password: PASSWORD },
      { ip, fingerprint: 'stranger-device' },
    )
    expect(limited).toMatchObject({ status: 429, msg: 'rateLimited' })
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(LIMITS.failedLoginPerIp.windowSeconds)
    // Another address is unaffected; successful logins never count.
    expect(
      (
        await call(
          t,
          'accountLogin',
          { loginType: 2, account: user.account, password: PASSWORD },
          { ip: newIp(), fingerprint: 'stranger-device' },
        )
      ).status,
    ).toBe(200)
  })
})
