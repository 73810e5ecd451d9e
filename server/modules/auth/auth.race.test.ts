import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/accounts.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import {
  newAccount,
  newIp,
  newPhone,
  outbox,
  PASSWORD,
  registerAccount,
  sendCode,
} from './auth.test-helpers.ts'

/** Parallel requests: PGlite runs them one at a time; PostgreSQL really races them. */
describe.each(testDatabases)('concurrent account calls on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('registers a contested account name exactly once', async () => {
    const account = newAccount()
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(t, 'accountRegist', { account, password: PASSWORD }, { ip: newIp() }),
      ),
    )
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409])
    for (const r of replies.filter((x) => x.status === 409)) expect(r.msg).toBe('accountTaken')
    expect(await t.database.db.select().from(users).where(eq(users.account, account))).toHaveLength(1)
  })

  it('sends one code when a phone asks twice at once', async () => {
    const phone = newPhone()
    const replies = await Promise.all(
      Array.from({ length: 3 }, () => call(t, 'smsSend', { phone, authMode: 3 }, { ip: newIp() })),
    )
    expect(replies.map((r) => r.status).sort()).toEqual([200, 429, 429])
    expect(await outbox(t, phone)).toHaveLength(1)
  })

  it('lets a code be used by one request only', async () => {
    const phone = newPhone()
    const code = await sendCode(t, phone, 3)
    const replies = await Promise.all(
      Array.from({ length: 3 }, () => call(t, 'accountLoginSms', { phone, code }, { ip: newIp() })),
    )
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400, 400])
    expect(await t.database.db.select().from(users).where(eq(users.mobile, phone))).toHaveLength(1)
  })

  it('binds a contested phone to one account only', async () => {
    const a = await registerAccount(t)
    const b = await registerAccount(t)
    const phone = newPhone()
    const codeA = await sendCode(t, phone, 1, { token: a.token })
    // b asks for its own bind code after the cooldown (a's stays valid: bind codes are per player).
    t.advance(60_000)
    const codeB = await sendCode(t, phone, 1, { token: b.token })
    const [ra, rb] = await Promise.all([
      call(t, 'bindAccount', { phone, code: codeA }, { token: a.token }),
      call(t, 'bindAccount', { phone, code: codeB }, { token: b.token }),
    ])
    expect([ra.status, rb.status].sort()).toEqual([200, 409])
    expect([ra, rb].find((r) => r.status === 409)?.msg).toBe('phoneTaken')
    const owners = await t.database.db.select().from(users).where(eq(users.mobile, phone))
    expect(owners.map((u) => u.id)).toEqual([ra.status === 200 ? a.user.id : b.user.id])
  })
})
