import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appSettings } from '../../db/schema/index.ts'
import { seedLengths, seedSettings } from '../../db/seed/defaults/settings.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { clearConfigCache } from '../config/config.service.ts'
import { SMS_RESEND_SECONDS } from './auth.limits.ts'
import { newIp, newPhone, registerAccount } from './auth.test-helpers.ts'

/**
 * The accounts module has no length or limit constants of its own: it checks against the operator
 * config the client is served. Changing that config (the app_settings rows) changes both at once.
 */
describe.each(testDatabases)('auth follows the served operator config on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  const setSection = async (key: string, value: unknown) => {
    await t.database.db.update(appSettings).set({ value }).where(eq(appSettings.key, key))
    clearConfigCache(t.database.db)
  }
  const regist = (account: string, password: string) =>
    call(t, 'accountRegist', { account, password }, { ip: newIp() })

  it('validates accountRegist, updateProfile and initPassword against the served lengths', async () => {
    // Valid under the seed, invalid under the new rules, and the other way round.
    expect(seedLengths.account.min).toBeGreaterThan(4)
    expect(seedLengths.password.min).toBeLessThan(10)
    expect((await regist('abcd', 'password1')).details).toEqual({ account: 'tooShort' })

    const lengths = {
      ...seedLengths,
      account: { min: 4, max: 8 },
      username: { min: 3, max: 5 },
      password: { min: 10, max: 12 },
    }
    await setSection('lengths', lengths)
    expect((await call(t, 'anonymous/appConfig', {})).data.lengths).toEqual(lengths)

    expect((await regist('abcd', 'p'.repeat(10))).status).toBe(200)
    expect(await regist('abcdefghi', 'p'.repeat(10))).toMatchObject({
      status: 400,
      details: { account: 'tooLong' },
    })
    expect(await regist('abcde', 'p'.repeat(9))).toMatchObject({
      status: 400,
      details: { password: 'tooShort' },
    })
    expect(await regist('abcdef', 'p'.repeat(13))).toMatchObject({
      status: 400,
      details: { password: 'tooLong' },
    })

    const { token } = await registerAccount(t, 'nick_1', 'q'.repeat(12))
    const nick = (nickname: string) => call(t, 'updateProfile', { nickname }, { token })
    expect((await nick('abc')).status).toBe(200)
    expect((await nick('ab')).details).toEqual({ nickname: 'tooShort' })
    expect((await nick('abcdef')).details).toEqual({ nickname: 'tooLong' })

    // Back to the seeded rules: the same inputs follow them again.
    await setSection('lengths', seedLengths)
    expect((await regist('wxyz', 'p'.repeat(10))).details).toEqual({ account: 'tooShort' })
    expect((await nick('abcdef')).status).toBe(200)
  })

  it('limits SMS sends per phone per day to the served smsCodeSendLimit', async () => {
    await setSection('settings', { ...seedSettings, smsCodeSendLimit: 2 })
    expect((await call(t, 'anonymous/appConfig', {})).data.settings.smsCodeSendLimit).toBe(2)
    const phone = newPhone()
    for (let i = 0; i < 2; i++) {
      expect((await call(t, 'smsSend', { phone, authMode: 3 }, { ip: newIp() })).status).toBe(200)
      t.advance(SMS_RESEND_SECONDS * 1000)
    }
    expect(await call(t, 'smsSend', { phone, authMode: 3 }, { ip: newIp() })).toMatchObject({
      status: 429,
      msg: 'smsSendLimit',
    })

    await setSection('settings', { ...seedSettings, smsCodeSendLimit: 3 })
    expect((await call(t, 'smsSend', { phone, authMode: 3 }, { ip: newIp() })).status).toBe(200)
  })
})
