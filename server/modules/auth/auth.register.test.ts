import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userInfoSchema } from '../../../contract/user.ts'
import { users } from '../../db/schema/accounts.ts'
import { seedLengths } from '../../db/seed/defaults/settings.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { newAccount, newIp, PASSWORD, registerAccount } from './auth.test-helpers.ts'

describe.each(testDatabases)('accountRegist on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('creates the account, returns a token and a complete user info', async () => {
    const account = newAccount()
    const res = await call(t, 'accountRegist', { account, password: PASSWORD }, { ip: newIp() })
    expect(res.status).toBe(200)
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const user = userInfoSchema.strict().parse(res.data.user)
    expect(user).toMatchObject({
      account,
      password: '',
      accountType: 2,
      nickname: account,
      hasPassword: true,
      coin: 0,
      bet: 0,
      pid: 0,
      regPeriod: Math.floor(t.now() / 1000),
    })
    expect(user.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(Number.isInteger(user.id)).toBe(true)
    const me = await call(t, 'getUserInfo', {}, { token: res.data.token })
    expect(me.data).toEqual(user)
  })

  it('stores an argon2id hash (19 MiB, t=2, p=1), never the password', async () => {
    const { user } = await registerAccount(t)
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(row?.passwordHash).not.toContain(PASSWORD)
  })

  it('gives every user a unique 8-character invite code without ambiguous characters', async () => {
    const a = await registerAccount(t)
    const b = await registerAccount(t)
    const rows = await t.database.db
      .select({ code: users.inviteCode })
      .from(users)
      .where(sql`${users.id} in (${a.user.id}, ${b.user.id})`)
    expect(rows).toHaveLength(2)
    for (const r of rows) expect(r.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/)
    expect(rows[0]?.code).not.toBe(rows[1]?.code)
  })

  it('refuses a taken account, case-insensitively', async () => {
    const account = newAccount()
    await registerAccount(t, account)
    const res = await call(
      t,
      'accountRegist',
      { account: account.toUpperCase(), password: PASSWORD },
      { ip: newIp() },
    )
    expect(res).toMatchObject({ status: 409, code: 409, msg: 'accountTaken' })
  })

  it('links the inviter through a valid invite code and refuses an unknown one', async () => {
    const inviter = await registerAccount(t)
    const web = await call(
      t,
      'getAfterLoginInfoWeb',
      { version: '1', os: 'web', deviceModel: 'x' },
      { token: inviter.token },
    )
    const code = web.data.inviteCode as string
    const invited = await call(
      t,
      'accountRegist',
      { account: newAccount(), password: PASSWORD, inviteCode: code.toLowerCase() },
      { ip: newIp() },
    )
    expect(invited.status).toBe(200)
    expect(invited.data.user.pid).toBe(inviter.user.id)

    const account = newAccount()
    const bad = await call(
      t,
      'accountRegist',
      { account, password: PASSWORD, inviteCode: 'ZZZZ2222' },
      { ip: newIp() },
    )
    expect(bad).toMatchObject({ status: 400, msg: 'inviteCodeInvalid' })
    const [row] = await t.database.db.select().from(users).where(eq(users.account, account))
    expect(row).toBeUndefined()
  })

  it.each([
    ['account', 'a'.repeat(seedLengths.account.min - 1), PASSWORD, 'tooShort'],
    ['account', 'a'.repeat(seedLengths.account.max + 1), PASSWORD, 'tooLong'],
    ['account', 'bad name!', PASSWORD, 'invalidFormat'],
    ['account', 'émile_123', PASSWORD, 'invalidFormat'],
    ['password', newAccount(), 'x'.repeat(seedLengths.password.min - 1), 'tooShort'],
    ['password', newAccount(), 'x'.repeat(seedLengths.password.max + 1), 'tooLong'],
  ])('answers 400 when %s is %s / %s', async (field, account, password, problem) => {
    const res = await call(t, 'accountRegist', { account, password }, { ip: newIp() })
    expect(res).toMatchObject({ status: 400, msg: 'validation', details: { [field]: problem } })
  })

  it('accepts the boundary lengths', async () => {
    const min = `${newAccount()}`.slice(0, seedLengths.account.max)
    const res = await call(
      t,
      'accountRegist',
      { account: min, password: 'p'.repeat(seedLengths.password.max) },
      { ip: newIp() },
    )
    expect(res.status).toBe(200)
    const short = await call(
      t,
      'accountRegist',
      { account: 'abc123', password: 'p'.repeat(8) },
      { ip: newIp() },
    )
    expect(short.status).toBe(200)
  })

  it.each([
    [{ password: PASSWORD }, { account: 'required' }],
    // The exact key for a wrong type comes from server/http/errors.ts; the field must be named either way.
    [{ account: 12345678, password: PASSWORD }, { account: expect.any(String) }],
    [{ account: newAccount(), password: ['x'] }, { password: expect.any(String) }],
    [{ account: newAccount(), password: 'x'.repeat(10_000) }, { password: 'tooLong' }],
    [{ account: newAccount(), password: PASSWORD, isAdmin: true }, { isAdmin: 'unknownField' }],
    [{ account: newAccount(), password: PASSWORD, inviteCode: 'x'.repeat(33) }, { inviteCode: 'tooLong' }],
  ])('refuses malformed bodies: %j', async (body, details) => {
    const res = await call(t, 'accountRegist', body, { ip: newIp() })
    expect(res).toMatchObject({ status: 400, code: 400, msg: 'validation', details })
  })

  it('replays the same idempotency key with the same reply and one user', async () => {
    const account = newAccount()
    const ip = newIp()
    const key = `reg-${account.replace('_', '-')}`
    const first = await call(t, 'accountRegist', { account, password: PASSWORD }, { ip, idempotencyKey: key })
    const again = await call(t, 'accountRegist', { account, password: PASSWORD }, { ip, idempotencyKey: key })
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect(again.headers['idempotent-replay']).toBe('true')
    expect(again.data).toEqual(first.data)
    const rows = await t.database.db.select().from(users).where(eq(users.account, account))
    expect(rows).toHaveLength(1)

    const other = await call(
      t,
      'accountRegist',
      { account: newAccount(), password: PASSWORD },
      { ip, idempotencyKey: key },
    )
    expect(other).toMatchObject({ status: 409, msg: 'idempotencyConflict' })
  })

  it('allows 30 registrations per IP per hour (REGISTER_PER_IP_HOUR default), then 429', async () => {
    const ip = newIp()
    for (let i = 0; i < 30; i++) {
      const res = await call(t, 'accountRegist', { account: newAccount(), password: PASSWORD }, { ip })
      expect(res.status).toBe(200)
    }
    const account = newAccount()
    const limited = await call(t, 'accountRegist', { account, password: PASSWORD }, { ip })
    expect(limited).toMatchObject({ status: 429, msg: 'rateLimited' })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(await t.database.db.select().from(users).where(eq(users.account, account))).toHaveLength(0)
    expect((await call(t, 'accountRegist', { account, password: PASSWORD }, { ip: newIp() })).status).toBe(
      200,
    )
  })
})
