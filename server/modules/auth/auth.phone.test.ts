import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { knownDevices, users } from '../../db/schema/accounts.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { SMS_RESEND_SECONDS } from './auth.limits.ts'
import {
  newIp,
  newPhone,
  outbox,
  PASSWORD,
  phoneAccount,
  registerAccount,
  sendCode,
} from './auth.test-helpers.ts'

const NEW_PASSWORD = 'a brand new passphrase'

describe.each(testDatabases)('phone flows on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })
  const cooldown = () => t.advance(SMS_RESEND_SECONDS * 1000)
  const login = (phone: string, password: string) =>
    call(t, 'accountLogin', { loginType: 3, phone, password }, { ip: newIp() })

  describe('accountRegist4', () => {
    it('registers phone + code + password', async () => {
      const phone = newPhone()
      const code = await sendCode(t, phone, 0)
      const res = await call(t, 'accountRegist4', { phone, code, password: PASSWORD }, { ip: newIp() })
      expect(res.status).toBe(200)
      expect(res.data.user).toMatchObject({ mobile: phone, accountType: 1, account: '', hasPassword: true })
      expect(res.data.user.nickname).toBe(`Player${String(res.data.user.id).slice(-4)}`)
      expect((await login(phone, PASSWORD)).status).toBe(200)
    })

    it('refuses a wrong code, a taken phone and a short password without spending the code', async () => {
      const phone = newPhone()
      const code = await sendCode(t, phone, 0)
      const short = await call(t, 'accountRegist4', { phone, code, password: 'short' }, { ip: newIp() })
      expect(short).toMatchObject({ status: 400, details: { password: 'tooShort' } })
      const wrong = await call(
        t,
        'accountRegist4',
        { phone, code: code === '000000' ? '000001' : '000000', password: PASSWORD },
        { ip: newIp() },
      )
      expect(wrong).toMatchObject({ status: 400, msg: 'smsCodeInvalid' })
      const badInvite = await call(
        t,
        'accountRegist4',
        { phone, code, password: PASSWORD, inviteCode: 'NOPE2345' },
        { ip: newIp() },
      )
      expect(badInvite).toMatchObject({ status: 400, msg: 'inviteCodeInvalid' })
      expect(
        (await call(t, 'accountRegist4', { phone, code, password: PASSWORD }, { ip: newIp() })).status,
      ).toBe(200)
    })

    it('says nothing about a taken phone to a caller without its code', async () => {
      const { phone } = await phoneAccount(t)
      cooldown()
      // smsSend answers as for a free phone (auth.sms.test.ts) but delivers no register code to it ...
      expect((await call(t, 'smsSend', { phone, authMode: 0 }, { ip: newIp() })).status).toBe(200)
      expect((await outbox(t, phone)).filter((m) => m.authMode === 0)).toEqual([])
      // ... so any code is just a wrong code, exactly as for a free phone with a wrong code.
      const taken = await call(
        t,
        'accountRegist4',
        { phone, code: '123456', password: PASSWORD },
        { ip: newIp() },
      )
      const free = await call(
        t,
        'accountRegist4',
        { phone: newPhone(), code: '123456', password: PASSWORD },
        { ip: newIp() },
      )
      expect(taken).toMatchObject({ status: 400, msg: 'smsCodeInvalid' })
      expect({ ...taken, headers: undefined }).toEqual({ ...free, headers: undefined })
    })

    it('answers phoneTaken to the holder of a valid code when the phone was registered after it was sent', async () => {
      const phone = newPhone()
      const registerCode = await sendCode(t, phone, 0)
      await phoneAccount(t, phone)
      const res = await call(
        t,
        'accountRegist4',
        { phone, code: registerCode, password: PASSWORD },
        { ip: newIp() },
      )
      expect(res).toMatchObject({ status: 409, msg: 'phoneTaken' })
      expect(await t.database.db.select().from(users).where(eq(users.mobile, phone))).toHaveLength(1)
    })

    it('takes the phone as the player typed it, everywhere it enters (issue 17)', async () => {
      const digits = newPhone()
      // `+1 555 (123) 45-67`-style: the same number with a '+', spaces, brackets and dashes.
      const typed = `+${digits.slice(0, 1)} ${digits.slice(1, 4)} (${digits.slice(4, 7)}) ${digits.slice(7, 9)}-${digits.slice(9)}`
      const send = await call(t, 'smsSend', { phone: typed, authMode: 0 }, { ip: newIp() })
      expect(send.status).toBe(200)
      // The sandbox outbox answers the typed form, the '+' form and the digits alike: one stored phone.
      const [sent] = await outbox(t, typed)
      expect(sent).toMatchObject({ phone: digits, authMode: 0 })
      expect(await outbox(t, `+${digits}`)).toEqual(await outbox(t, digits))
      const res = await call(
        t,
        'accountRegist4',
        { phone: typed, code: sent?.code ?? '', password: PASSWORD },
        { ip: newIp() },
      )
      expect(res.status, JSON.stringify(res)).toBe(200)
      expect(res.data.user).toMatchObject({ mobile: digits })
      expect((await login(digits, PASSWORD)).status).toBe(200)
      expect((await login(` 00${digits.slice(0, 4)}-${digits.slice(4)} `, PASSWORD)).status).toBe(200)
      const again = await call(t, 'smsSend', { phone: `+${digits}`, authMode: 0 }, { ip: newIp() })
      expect(again.status).toBe(429)
    })

    it('refuses what is not a phone once normalised, naming the field', async () => {
      for (const phone of ['+55 11 abc 4321', '0055', '+0 11 98765 4321', '1-2-3']) {
        const res = await call(t, 'smsSend', { phone, authMode: 0 }, { ip: newIp() })
        expect(res, phone).toMatchObject({ status: 400, details: { phone: 'invalidFormat' } })
      }
    })
  })

  describe('accountLoginSms', () => {
    it('creates the account on first use (with an inviter) and signs in afterwards', async () => {
      const inviter = await registerAccount(t)
      const [row] = await t.database.db.select().from(users).where(eq(users.id, inviter.user.id))
      const phone = newPhone()
      const code = await sendCode(t, phone, 3)
      const first = await call(
        t,
        'accountLoginSms',
        { phone, code, inviteCode: row?.inviteCode },
        { ip: newIp() },
      )
      expect(first.status).toBe(200)
      expect(first.data.user).toMatchObject({
        mobile: phone,
        accountType: 1,
        hasPassword: false,
        pid: inviter.user.id,
      })
      cooldown()
      const code2 = await sendCode(t, phone, 3)
      const second = await call(t, 'accountLoginSms', { phone, code: code2 }, { ip: newIp() })
      expect(second.data.user.id).toBe(first.data.user.id)
      expect(second.data.token).not.toBe(first.data.token)
    })
  })

  describe('forgetPassword', () => {
    it('sets a new password with a forget code and ends every existing session', async () => {
      const { token, user } = await registerAccount(t)
      const phone = newPhone()
      const bindCode = await sendCode(t, phone, 1, { token })
      expect((await call(t, 'bindAccount', { phone, code: bindCode }, { token })).status).toBe(200)
      const second = await login(phone, PASSWORD)
      expect(second.status).toBe(200)
      const devices = () => t.database.db.select().from(knownDevices).where(eq(knownDevices.userId, user.id))
      expect(await devices()).toHaveLength(1)

      cooldown()
      const code = await sendCode(t, phone, 2)
      const res = await call(t, 'forgetPassword', { phone, code, password: NEW_PASSWORD }, { ip: newIp() })
      expect(res).toMatchObject({ status: 200, data: null })
      for (const tk of [token, second.data.token]) {
        expect(await call(t, 'getUserInfo', {}, { token: tk })).toMatchObject({
          status: 401,
          msg: 'unauthenticated',
        })
      }
      // No device keeps its standing in the login limits: each earns it again by signing in.
      expect(await devices()).toEqual([])
      expect((await login(phone, PASSWORD)).msg).toBe('invalidCredentials')
      const fresh = await call(
        t,
        'accountLogin',
        { loginType: 2, account: user.account, password: NEW_PASSWORD },
        { ip: newIp() },
      )
      expect(fresh.status).toBe(200)
      // Single use: the same code cannot reset it again.
      const replay = await call(t, 'forgetPassword', { phone, code, password: PASSWORD }, { ip: newIp() })
      expect(replay).toMatchObject({ status: 400, msg: 'smsCodeInvalid' })
    })

    it('answers an unknown phone like a wrong code', async () => {
      const phone = newPhone()
      await call(t, 'smsSend', { phone, authMode: 2 }, { ip: newIp() })
      expect(await outbox(t, phone)).toHaveLength(0)
      const res = await call(
        t,
        'forgetPassword',
        { phone, code: '123456', password: NEW_PASSWORD },
        { ip: newIp() },
      )
      expect(res).toMatchObject({ status: 400, msg: 'smsCodeInvalid' })
    })

    it('does not accept a register or login code', async () => {
      const { phone } = await phoneAccount(t)
      cooldown()
      const code = await sendCode(t, phone, 3)
      const res = await call(t, 'forgetPassword', { phone, code, password: NEW_PASSWORD }, { ip: newIp() })
      expect(res).toMatchObject({ status: 400, msg: 'smsCodeInvalid' })
    })
  })

  describe('initPassword', () => {
    it('sets a first password, keeps the current session and ends the others', async () => {
      const phone = newPhone()
      const a = await phoneAccount(t, phone)
      cooldown()
      const b = await phoneAccount(t, phone)
      const res = await call(t, 'initPassword', { password: PASSWORD }, { token: b.token })
      expect(res.status).toBe(200)
      expect(res.data).toMatchObject({ id: b.user.id, hasPassword: true, password: '' })
      expect((await call(t, 'getUserInfo', {}, { token: b.token })).status).toBe(200)
      expect((await call(t, 'getUserInfo', {}, { token: a.token })).status).toBe(401)
      expect((await login(phone, PASSWORD)).status).toBe(200)
    })

    it('refuses when a password is already set, and checks the length', async () => {
      const { token } = await registerAccount(t)
      expect(await call(t, 'initPassword', { password: NEW_PASSWORD }, { token })).toMatchObject({
        status: 409,
        msg: 'passwordAlreadySet',
      })
      const p = await phoneAccount(t)
      expect(await call(t, 'initPassword', { password: 'short' }, { token: p.token })).toMatchObject({
        status: 400,
        details: { password: 'tooShort' },
      })
      expect((await call(t, 'initPassword', { password: PASSWORD }, {})).status).toBe(401)
    })
  })

  describe('bindAccount', () => {
    it('binds a phone to the caller with a bind code sent to the caller', async () => {
      const { token, user } = await registerAccount(t)
      const phone = newPhone()
      const code = await sendCode(t, phone, 1, { token })
      const res = await call(t, 'bindAccount', { phone, code }, { token })
      expect(res.status).toBe(200)
      expect(res.data).toMatchObject({ id: user.id, mobile: phone, accountType: 2 })
      cooldown()
      const again = await call(t, 'smsSend', { phone: newPhone(), authMode: 1 }, { token, ip: newIp() })
      expect(again).toMatchObject({ status: 409, msg: 'phoneAlreadyBound' })
    })

    it("never binds with another user's bind code or to a taken phone", async () => {
      const a = await registerAccount(t)
      const b = await registerAccount(t)
      const phone = newPhone()
      const codeForA = await sendCode(t, phone, 1, { token: a.token })
      const stolen = await call(t, 'bindAccount', { phone, code: codeForA }, { token: b.token })
      expect(stolen).toMatchObject({ status: 400, msg: 'smsCodeInvalid' })
      const [rowB] = await t.database.db.select().from(users).where(eq(users.id, b.user.id))
      expect(rowB?.mobile).toBeNull()

      // A taken phone: the same reply as a free one, but no bind code is delivered, so it cannot be bound.
      const taken = await phoneAccount(t)
      cooldown()
      const res = await call(
        t,
        'smsSend',
        { phone: taken.phone, authMode: 1 },
        { token: a.token, ip: newIp() },
      )
      expect(res.status).toBe(200)
      expect((await outbox(t, taken.phone)).filter((m) => m.authMode === 1)).toEqual([])
      const bind = await call(t, 'bindAccount', { phone: taken.phone, code: '123456' }, { token: a.token })
      expect(bind).toMatchObject({ status: 400, msg: 'smsCodeInvalid' })
      const [rowA] = await t.database.db.select().from(users).where(eq(users.id, a.user.id))
      expect(rowA?.mobile).toBeNull()
    })

    it('answers phoneTaken to the holder of a valid bind code when the phone was taken after it was sent', async () => {
      const a = await registerAccount(t)
      const phone = newPhone()
      const code = await sendCode(t, phone, 1, { token: a.token })
      await phoneAccount(t, phone)
      const res = await call(t, 'bindAccount', { phone, code }, { token: a.token })
      expect(res).toMatchObject({ status: 409, msg: 'phoneTaken' })
    })

    it('refuses without a token and with unknown fields', async () => {
      expect((await call(t, 'bindAccount', { phone: newPhone(), code: '123456' })).status).toBe(401)
      const { token } = await registerAccount(t)
      const res = await call(t, 'bindAccount', { phone: newPhone(), code: '123456', userId: 1 }, { token })
      expect(res).toMatchObject({ status: 400, details: { userId: 'unknownField' } })
    })
  })
})
