import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { newAccount, newIp, PASSWORD, phoneAccount, sendCode } from './auth.test-helpers.ts'

/*
 * The numbers are written out, not read from LIMITS: these tests state the rule (docs/auth-limits.md).
 * failed logins: 50 per IP per 15 minutes; 100 per account per hour from unknown sources; 10 per known
 * device per 15 minutes.
 */
const PER_IP = 50
const PER_ACCOUNT = 100
const PER_KNOWN_DEVICE = 10

type Reply = Awaited<ReturnType<typeof call>>
const tally = (replies: Reply[]) => {
  const counts: Record<string, number> = {}
  for (const r of replies) counts[`${r.status} ${r.msg}`] = (counts[`${r.status} ${r.msg}`] ?? 0) + 1
  return counts
}

/**
 * Bursts are sent all at once: on PGlite the statements of the requests interleave (one connection), on
 * PostgreSQL (DATABASE_URL) they really run in parallel on the pool's connections. The old gate, a read of
 * the count before hashing and a write after a failure, let every request of a burst through on both.
 */
describe.each(testDatabases)('login limits on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A password account registered from `fingerprint`, which makes that a device it knows. */
  const owner = async (fingerprint: string) => {
    const account = newAccount()
    const res = await call(t, 'accountRegist', { account, password: PASSWORD }, { ip: newIp(), fingerprint })
    expect(res.status, JSON.stringify(res)).toBe(200)
    return { account, id: res.data.user.id as number }
  }
  const login = (account: string, password: string, opts: { ip: string; fingerprint: string }) =>
    call(t, 'accountLogin', { loginType: 2, account, password }, opts)

  describe('password login', () => {
    it(`checks exactly ${PER_IP} of 200 concurrent wrong passwords from one IP and refuses the rest`, async () => {
      const { account } = await owner('owner-device-1')
      const ip = newIp()
      const replies = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          login(account, `wrong password ${i}`, { ip, fingerprint: `attacker-${i}` }),
        ),
      )
      expect(tally(replies)).toEqual({ '400 invalidCredentials': 50, '429 rateLimited': 150 })
      // The owner is untouched, from the known device and from a new one elsewhere (50 < 100 on the account).
      expect((await login(account, PASSWORD, { ip: newIp(), fingerprint: 'owner-device-1' })).status).toBe(
        200,
      )
      expect((await login(account, PASSWORD, { ip: newIp(), fingerprint: 'owner-new-device' })).status).toBe(
        200,
      )
    })

    it('refuses the right password sent at position 111 of a 120 burst from one IP', async () => {
      const { account } = await owner('owner-device-2')
      const ip = newIp()
      const replies = await Promise.all(
        Array.from({ length: 120 }, (_, i) =>
          login(account, i === 110 ? PASSWORD : `wrong password ${i}`, { ip, fingerprint: `attacker-${i}` }),
        ),
      )
      expect(replies[110]).toMatchObject({ status: 429, msg: 'rateLimited', data: null })
      expect(tally(replies)).toEqual({ '400 invalidCredentials': 50, '429 rateLimited': 70 })
    })

    it('cuts an attack from several IPs at the account budget while the owner keeps signing in from a known device', async () => {
      const { account } = await owner('owner-device-3')
      const ips = [newIp(), newIp(), newIp()]
      // 110 wrong passwords from 3 IPs (about 37 each, under the per-IP limit), never-seen devices.
      const attack = await Promise.all(
        Array.from({ length: 110 }, (_, i) =>
          login(account, `wrong password ${i}`, { ip: ips[i % 3] as string, fingerprint: `attacker-${i}` }),
        ),
      )
      expect(tally(attack)).toEqual({ '400 invalidCredentials': PER_ACCOUNT, '429 rateLimited': 10 })

      // The attacker is cut: the right password from a new address and device is refused.
      expect(await login(account, PASSWORD, { ip: newIp(), fingerprint: 'attacker-new' })).toMatchObject({
        status: 429,
        msg: 'rateLimited',
      })
      // The owner is not: from the known device, on an attacking address ...
      expect(
        (await login(account, PASSWORD, { ip: ips[0] as string, fingerprint: 'owner-device-3' })).status,
      ).toBe(200)
      // ... and even on an address that has used up its own failures (a shared NAT).
      const spent = newIp()
      const neighbours = await Promise.all(
        Array.from({ length: PER_IP }, (_, i) =>
          login(newAccount(), PASSWORD, { ip: spent, fingerprint: `nat-neighbour-${i}` }),
        ),
      )
      expect(tally(neighbours)).toEqual({ '400 invalidCredentials': PER_IP })
      expect((await login(newAccount(), PASSWORD, { ip: spent, fingerprint: 'nat-neighbour' })).status).toBe(
        429,
      )
      expect((await login(account, PASSWORD, { ip: spent, fingerprint: 'owner-device-3' })).status).toBe(200)
    })

    it(`gives a known device a budget of its own: ${PER_KNOWN_DEVICE} failures, then 429 for that device only`, async () => {
      const { account } = await owner('owner-device-4')
      // A second device of the owner's becomes known by signing in.
      expect((await login(account, PASSWORD, { ip: newIp(), fingerprint: 'owner-laptop' })).status).toBe(200)
      const device = { ip: newIp(), fingerprint: 'owner-device-4' }
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login(account, `wrong password ${i}`, device)),
      )
      expect(tally(replies)).toEqual({ '400 invalidCredentials': PER_KNOWN_DEVICE, '429 rateLimited': 20 })
      expect(await login(account, PASSWORD, device)).toMatchObject({ status: 429 })
      // The owner's other device, and an unknown device on the same address, are unaffected.
      expect((await login(account, PASSWORD, { ip: device.ip, fingerprint: 'owner-laptop' })).status).toBe(
        200,
      )
      expect((await login(account, PASSWORD, { ip: device.ip, fingerprint: 'a-new-phone' })).status).toBe(200)
    })

    it("knows a device only for the account it signed in to: the attacker's own account's device is a stranger elsewhere", async () => {
      const victim = await owner('victim-device')
      await owner('attacker-device') // the attacker's own account, signed up from the attacker's browser
      const ip = newIp()
      const replies = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          login(victim.account, `wrong password ${i}`, { ip, fingerprint: 'attacker-device' }),
        ),
      )
      expect(tally(replies)).toEqual({ '400 invalidCredentials': PER_IP, '429 rateLimited': 10 })
    })

    it('counts no device without a fingerprint header as known', async () => {
      const { account } = await owner('')
      const ip = newIp()
      const replies = await Promise.all(
        Array.from({ length: 60 }, (_, i) => login(account, `wrong password ${i}`, { ip, fingerprint: '' })),
      )
      expect(tally(replies)).toEqual({ '400 invalidCredentials': PER_IP, '429 rateLimited': 10 })
    })
  })

  describe('SMS-code login', () => {
    /** Registered phones whose codes are spent: any code for them is a wrong one. */
    const decoys = async (n: number) => {
      const phones: string[] = []
      for (let i = 0; i < n; i++) phones.push((await phoneAccount(t)).phone)
      return phones
    }
    const loginSms = (phone: string, code: string, ip: string) =>
      call(t, 'accountLoginSms', { phone, code }, { ip, fingerprint: `sms-attacker-${phone}-${code}` })

    it(`checks exactly ${PER_IP} of 200 concurrent wrong codes from one IP and refuses the rest`, async () => {
      const phones = await decoys(5)
      const ip = newIp()
      const replies = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          loginSms(phones[i % phones.length] as string, String(100_000 + i), ip),
        ),
      )
      expect(tally(replies)).toEqual({ '400 smsCodeInvalid': 50, '429 rateLimited': 150 })
    })

    it('refuses the right code sent at position 111 of a 120 burst from one IP, and leaves it unspent', async () => {
      const phones = await decoys(5)
      const victim = await phoneAccount(t)
      t.advance(60_000) // the resend pause
      const code = await sendCode(t, victim.phone, 3)
      const ip = newIp()
      const replies = await Promise.all(
        Array.from({ length: 120 }, (_, i) =>
          i === 110
            ? loginSms(victim.phone, code, ip)
            : loginSms(phones[i % phones.length] as string, String(100_000 + i), ip),
        ),
      )
      expect(replies[110]).toMatchObject({ status: 429, msg: 'rateLimited', data: null })
      expect(tally(replies)).toEqual({ '400 smsCodeInvalid': 50, '429 rateLimited': 70 })
      // Refused before it was checked, so the code is still good for its owner.
      const own = await call(t, 'accountLoginSms', { phone: victim.phone, code }, { ip: newIp() })
      expect(own.status).toBe(200)
      expect(own.data.user.id).toBe(victim.user.id)
    })

    it('counts wrong codes of forgetPassword and accountRegist4 in the same per-IP budget', async () => {
      const [known] = await decoys(1)
      const ip = newIp()
      // 30 of each (accountRegist4's own limit, 30 registrations per IP per hour, is not reached).
      const replies = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          i % 2 === 0
            ? call(
                t,
                'forgetPassword',
                { phone: known, code: String(200_000 + i), password: PASSWORD },
                { ip },
              )
            : call(
                t,
                'accountRegist4',
                { phone: `1666${String(i).padStart(6, '0')}`, code: String(200_000 + i), password: PASSWORD },
                { ip },
              ),
        ),
      )
      expect(tally(replies)).toEqual({ '400 smsCodeInvalid': PER_IP, '429 rateLimited': 10 })
    })
  })
})
