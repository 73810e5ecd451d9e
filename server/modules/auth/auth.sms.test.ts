import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smsCodes } from '../../db/schema/accounts.ts'
import { seedSettings } from '../../db/seed/defaults/settings.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { LIMITS, SMS_CODE_TTL_SECONDS, SMS_MAX_ATTEMPTS, SMS_RESEND_SECONDS } from './auth.limits.ts'
import { newIp, newPhone, outbox, PASSWORD, phoneAccount, sendCode } from './auth.test-helpers.ts'

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe.each(testDatabases)('SMS codes on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  const loginSms = (phone: string, code: string) =>
    call(t, 'accountLoginSms', { phone, code }, { ip: newIp() })

  it('sends a 6-digit code, stores only its hash and says when it expires', async () => {
    const phone = newPhone()
    const res = await call(t, 'smsSend', { phone: `+${phone}`, authMode: 3 }, { ip: newIp() })
    expect(res.status).toBe(200)
    expect(res.data).toEqual({ expiresIn: SMS_CODE_TTL_SECONDS, resendIn: SMS_RESEND_SECONDS })
    const [msg] = await outbox(t, phone)
    expect(msg).toMatchObject({ phone, authMode: 3, createdAt: t.now() })
    expect(msg?.code).toMatch(/^\d{6}$/)
    const rows = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(rows)).not.toContain(`"${msg?.code}"`)
  })

  it('accepts a code once only', async () => {
    const phone = newPhone()
    const code = await sendCode(t, phone, 3)
    expect((await loginSms(phone, code)).status).toBe(200)
    expect(await loginSms(phone, code)).toMatchObject({ status: 400, msg: 'smsCodeInvalid' })
  })

  it('expires a code after 5 minutes', async () => {
    const phone = newPhone()
    const code = await sendCode(t, phone, 3)
    t.advance(SMS_CODE_TTL_SECONDS * 1000)
    expect(await loginSms(phone, code)).toMatchObject({ status: 400, msg: 'smsCodeInvalid' })

    const phone2 = newPhone()
    const code2 = await sendCode(t, phone2, 3)
    t.advance(SMS_CODE_TTL_SECONDS * 1000 - 1000)
    expect((await loginSms(phone2, code2)).status).toBe(200)
  })

  it(`burns a code after ${SMS_MAX_ATTEMPTS} wrong attempts`, async () => {
    const phone = newPhone()
    const code = await sendCode(t, phone, 3)
    for (let i = 0; i < SMS_MAX_ATTEMPTS; i++) {
      expect(await loginSms(phone, wrong(code))).toMatchObject({ status: 400, msg: 'smsCodeInvalid' })
    }
    expect(await loginSms(phone, code)).toMatchObject({ status: 400, msg: 'smsCodeInvalid' })
  })

  it('still accepts the right code after fewer wrong attempts', async () => {
    const phone = newPhone()
    const code = await sendCode(t, phone, 3)
    for (let i = 0; i < SMS_MAX_ATTEMPTS - 1; i++) await loginSms(phone, wrong(code))
    expect((await loginSms(phone, code)).status).toBe(200)
  })

  it('invalidates the older code when a new one is sent for the same phone and purpose', async () => {
    const phone = newPhone()
    const first = await sendCode(t, phone, 3)
    t.advance(SMS_RESEND_SECONDS * 1000)
    const second = await sendCode(t, phone, 3)
    if (first !== second) expect(await loginSms(phone, first)).toMatchObject({ msg: 'smsCodeInvalid' })
    expect((await loginSms(phone, second)).status).toBe(200)
  })

  it('does not accept a code sent for another purpose', async () => {
    const phone = newPhone()
    const code = await sendCode(t, phone, 0)
    expect(await loginSms(phone, code)).toMatchObject({ status: 400, msg: 'smsCodeInvalid' })
  })

  it(`allows one send per phone and form per ${SMS_RESEND_SECONDS} s`, async () => {
    const phone = newPhone()
    await sendCode(t, phone, 3)
    t.advance(10_000)
    const again = await call(t, 'smsSend', { phone, authMode: 3 }, { ip: newIp() })
    expect(again).toMatchObject({ status: 429, msg: 'rateLimited' })
    expect(Number(again.headers['retry-after'])).toBe(SMS_RESEND_SECONDS - 10)
    t.advance((SMS_RESEND_SECONDS - 10) * 1000)
    expect((await call(t, 'smsSend', { phone, authMode: 3 }, { ip: newIp() })).status).toBe(200)
  })

  it(`allows ${seedSettings.smsCodeSendLimit} sends per phone per day (smsCodeSendLimit)`, async () => {
    const phone = newPhone()
    for (let i = 0; i < seedSettings.smsCodeSendLimit; i++) {
      expect((await call(t, 'smsSend', { phone, authMode: 3 }, { ip: newIp() })).status).toBe(200)
      t.advance(SMS_RESEND_SECONDS * 1000)
    }
    const limited = await call(t, 'smsSend', { phone, authMode: 3 }, { ip: newIp() })
    expect(limited).toMatchObject({ status: 429, code: 429, msg: 'smsSendLimit' })
    const retryAfter = Number(limited.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(86_400)
    expect(await outbox(t, phone)).toHaveLength(seedSettings.smsCodeSendLimit)
    t.advance(retryAfter * 1000)
    expect((await call(t, 'smsSend', { phone, authMode: 3 }, { ip: newIp() })).status).toBe(200)
  })

  it(`allows ${LIMITS.smsSendPerIp.limit} sends per IP per hour`, async () => {
    const ip = newIp()
    for (let i = 0; i < LIMITS.smsSendPerIp.limit; i++) {
      expect((await call(t, 'smsSend', { phone: newPhone(), authMode: 3 }, { ip })).status).toBe(200)
    }
    const phone = newPhone()
    expect(await call(t, 'smsSend', { phone, authMode: 3 }, { ip })).toMatchObject({
      status: 429,
      msg: 'rateLimited',
    })
    expect(await outbox(t, phone)).toHaveLength(0)
  })

  it('answers register for a registered phone exactly like a free one, delivering a code only to the free one', async () => {
    const { phone: taken } = await phoneAccount(t)
    const free = newPhone()
    t.advance(SMS_RESEND_SECONDS * 1000)
    // Everything the caller sees but the date.
    const seen = ({ headers, ...reply }: Awaited<ReturnType<typeof call>>) => {
      const { date: _date, ...rest } = headers
      return { ...reply, headers: rest }
    }
    const a = await call(t, 'smsSend', { phone: taken, authMode: 0 }, { ip: newIp() })
    const b = await call(t, 'smsSend', { phone: free, authMode: 0 }, { ip: newIp() })
    expect(seen(a)).toEqual(seen(b))
    expect(a).toMatchObject({
      status: 200,
      data: { expiresIn: SMS_CODE_TTL_SECONDS, resendIn: SMS_RESEND_SECONDS },
    })
    expect((await outbox(t, taken)).filter((m) => m.authMode === 0)).toEqual([])
    expect((await outbox(t, free)).map((m) => m.authMode)).toEqual([0])
    // The cooldown applies to both alike.
    const a2 = await call(t, 'smsSend', { phone: taken, authMode: 0 }, { ip: newIp() })
    const b2 = await call(t, 'smsSend', { phone: free, authMode: 0 }, { ip: newIp() })
    expect(seen(a2)).toEqual(seen(b2))
    expect(a2.status).toBe(429)
  })

  it('answers forget for an unknown phone exactly like a known one, without sending anything', async () => {
    const { phone: known } = await phoneAccount(t)
    t.advance(SMS_RESEND_SECONDS * 1000)
    const unknown = newPhone()
    const a = await call(t, 'smsSend', { phone: known, authMode: 2 }, { ip: newIp() })
    const b = await call(t, 'smsSend', { phone: unknown, authMode: 2 }, { ip: newIp() })
    expect(b.status).toBe(a.status)
    expect(b.data).toEqual(a.data)
    expect((await outbox(t, known))[0]?.authMode).toBe(2)
    expect(await outbox(t, unknown)).toHaveLength(0)
    // The cooldown applies to both, so it cannot tell them apart either.
    const a2 = await call(t, 'smsSend', { phone: known, authMode: 2 }, { ip: newIp() })
    const b2 = await call(t, 'smsSend', { phone: unknown, authMode: 2 }, { ip: newIp() })
    expect([a2.status, b2.status]).toEqual([429, 429])
  })

  it('requires a signed-in caller for bind codes', async () => {
    const res = await call(t, 'smsSend', { phone: newPhone(), authMode: 1 }, { ip: newIp() })
    expect(res).toMatchObject({ status: 401, msg: 'unauthenticated' })
  })

  it.each([
    [{ phone: newPhone(), authMode: 4 }, 'authMode'],
    [{ phone: newPhone(), authMode: '3' }, 'authMode'],
    [{ phone: '12', authMode: 3 }, 'phone'],
    [{ phone: '1'.repeat(5000), authMode: 3 }, 'phone'],
    [{ authMode: 3 }, 'phone'],
    [{ phone: newPhone(), authMode: 3, code: '123456' }, 'code'],
  ])('refuses malformed bodies: %j', async (body, field) => {
    const res = await call(t, 'smsSend', body, { ip: newIp() })
    expect(res.status).toBe(400)
    expect(Object.keys(res.details ?? {})).toContain(field)
  })

  it('serves the outbox only for a valid phone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/sms-outbox?phone=abc' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ details: { phone: 'invalidFormat' } })
  })

  it('refuses unknown fields and malformed codes without spending the code', async () => {
    const phone = newPhone()
    const code = await sendCode(t, phone, 3)
    const bad = await call(t, 'accountLoginSms', { phone, code, password: PASSWORD }, { ip: newIp() })
    expect(bad).toMatchObject({ status: 400, details: { password: 'unknownField' } })
    expect(await call(t, 'accountLoginSms', { phone, code: '12345' }, { ip: newIp() })).toMatchObject({
      status: 400,
      details: { code: 'invalidFormat' },
    })
    expect((await loginSms(phone, code)).status).toBe(200)
  })
})

describe.each(testDatabases)('SMS outbox in production on %s', (kind) => {
  it('is not registered', async () => {
    const t = await startTestApp(kind, { env: { NODE_ENV: 'production' } })
    try {
      const res = await t.app.inject({ method: 'GET', url: '/dev/sms-outbox?phone=15551234567' })
      expect(res.statusCode).toBe(404)
    } finally {
      await t.close()
    }
  })
})
