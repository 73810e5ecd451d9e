import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/accounts.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import {
  newAccount,
  newIp,
  newPhone,
  PASSWORD,
  phoneAccount,
  registerAccount,
  sendCode,
} from './auth.test-helpers.ts'
import { isCommonPassword } from './common-passwords.ts'
import { hashPassword } from './password.ts'

/**
 * ASVS 6.2.4: every call that sets a password refuses common and breached ones. Written out here, not
 * taken from the list: the most common passwords there are, ones deeper in the list, case and spaces
 * variants, and passwords made only of spaces.
 */
const REFUSED = [
  '12345678',
  'password',
  'PASSWORD',
  'Password1',
  ' iloveyou1 ',
  'trustno1',
  'bassmaster',
  'dimazarya',
  ' '.repeat(8),
  '\t \t \t \t ',
]
const STRONG = 'velvet otter 73 harbour'
const refusal = { status: 400, code: 400, msg: 'validation', details: { password: 'commonPassword' } }

describe('the common-password list', () => {
  it('is the shipped dictionary, compared without case and surrounding spaces', async () => {
    expect(await isCommonPassword('qwertyuiop')).toBe(true)
    expect(await isCommonPassword('QwertyUIOP ')).toBe(true)
    expect(await isCommonPassword(STRONG)).toBe(false)
    expect(await isCommonPassword(PASSWORD)).toBe(false)
  })
})

describe.each(testDatabases)('password rules on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })
  const cooldown = () => t.advance(60_000)

  it.each(REFUSED)('accountRegist refuses %j', async (password) => {
    const res = await call(t, 'accountRegist', { account: newAccount(), password }, { ip: newIp() })
    expect(res).toMatchObject(refusal)
  })

  it('accountRegist refuses the account name as the password, in any case', async () => {
    const account = newAccount()
    const res = await call(t, 'accountRegist', { account, password: account.toUpperCase() }, { ip: newIp() })
    expect(res).toMatchObject(refusal)
  })

  it('accountRegist accepts a strong password', async () => {
    const res = await call(t, 'accountRegist', { account: newAccount(), password: STRONG }, { ip: newIp() })
    expect(res.status).toBe(200)
  })

  it('accountRegist4 refuses a common password without spending the code, then accepts a strong one', async () => {
    const phone = newPhone()
    const code = await sendCode(t, phone, 0)
    for (const password of REFUSED) {
      expect(await call(t, 'accountRegist4', { phone, code, password }, { ip: newIp() })).toMatchObject(
        refusal,
      )
    }
    const ok = await call(t, 'accountRegist4', { phone, code, password: STRONG }, { ip: newIp() })
    expect(ok.status).toBe(200)
  })

  it('initPassword refuses a common password, then accepts a strong one', async () => {
    const { token } = await phoneAccount(t)
    for (const password of REFUSED) {
      expect(await call(t, 'initPassword', { password }, { token })).toMatchObject(refusal)
    }
    const ok = await call(t, 'initPassword', { password: STRONG }, { token })
    expect(ok).toMatchObject({ status: 200, data: { hasPassword: true } })
  })

  it('forgetPassword refuses a common password without spending the code, then accepts a strong one', async () => {
    const { phone } = await phoneAccount(t)
    cooldown()
    const code = await sendCode(t, phone, 2)
    for (const password of REFUSED) {
      expect(await call(t, 'forgetPassword', { phone, code, password }, { ip: newIp() })).toMatchObject(
        refusal,
      )
    }
    const ok = await call(t, 'forgetPassword', { phone, code, password: STRONG }, { ip: newIp() })
    expect(ok.status).toBe(200)
    const login = await call(t, 'accountLogin', { loginType: 3, phone, password: STRONG }, { ip: newIp() })
    expect(login.status).toBe(200)
  })

  it('still lets an existing common password log in (the rule is for new passwords only)', async () => {
    // An account made before the rule may have one: login checks the hash, never the list.
    const { user } = await registerAccount(t)
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('12345678') })
      .where(eq(users.id, user.id))
    const res = await call(
      t,
      'accountLogin',
      { loginType: 2, account: user.account, password: '12345678' },
      { ip: newIp() },
    )
    expect(res.status).toBe(200)
  })
})
