import { expect } from 'vitest'
import { call, type TestApp } from '../../test/harness.ts'

/** Shared by the auth test files (not a test file itself). */
export const PASSWORD = 'correct horse battery'

let seq = 0
const uniq = () => `${process.pid % 1000}${++seq}`.padStart(6, '0').slice(-6)

/** A fresh valid account name per call. */
export const newAccount = () => `user_${uniq()}`
/** A fresh E.164 number (digits only) per call. */
export const newPhone = () => `1555${uniq()}`
/** A fresh client address per call, so per-IP limits of one test never bleed into another. */
export const newIp = () => `10.${(seq >> 8) & 255}.${seq & 255}.${++seq & 255}`

export async function registerAccount(t: TestApp, account = newAccount(), password = PASSWORD) {
  const res = await call(t, 'accountRegist', { account, password }, { ip: newIp() })
  expect(res.status, JSON.stringify(res)).toBe(200)
  return res.data as { token: string; user: { id: number; inviteCode?: string } & Record<string, unknown> }
}

export async function outbox(
  t: TestApp,
  phone: string,
): Promise<Array<{ phone: string; code: string; authMode: number; createdAt: number }>> {
  const res = await t.app.inject({ method: 'GET', url: `/dev/sms-outbox?phone=${encodeURIComponent(phone)}` })
  expect(res.statusCode).toBe(200)
  return res.json().data
}

/** Sends a code and reads it back from the sandbox outbox. */
export async function sendCode(t: TestApp, phone: string, authMode: number, opts: { token?: string } = {}) {
  const res = await call(t, 'smsSend', { phone, authMode }, { ip: newIp(), ...opts })
  expect(res.status, JSON.stringify(res)).toBe(200)
  const [latest] = await outbox(t, phone)
  if (!latest) throw new Error(`no SMS for ${phone}`)
  return latest.code
}

/** A phone account created through accountLoginSms (no password). */
export async function phoneAccount(t: TestApp, phone = newPhone()) {
  const code = await sendCode(t, phone, 3)
  const res = await call(t, 'accountLoginSms', { phone, code }, { ip: newIp() })
  expect(res.status, JSON.stringify(res)).toBe(200)
  return { phone, ...(res.data as { token: string; user: { id: number } & Record<string, unknown> }) }
}
