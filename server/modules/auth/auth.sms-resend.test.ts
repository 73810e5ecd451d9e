import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'

describe.each(testDatabases)('SMS resend pause on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('pauses 60 s between sends of one form, but not across forms', async () => {
    const phone = '+5511955550101'
    const first = await call(t, 'smsSend', { phone, authMode: 3 }, { ip: '10.1.0.1' })
    expect(first.status).toBe(200)
    expect(first.data).toMatchObject({ resendIn: 60 })
    t.advance(20_000)
    // The refusal says how long is left (issue 17: the app counts it down, even after a reload).
    const again = await call(t, 'smsSend', { phone, authMode: 3 }, { ip: '10.1.0.1' })
    expect(again).toMatchObject({ status: 429, msg: 'rateLimited' })
    expect(again.headers['retry-after']).toBe('40')
    // Another form (register) for the same phone is not held up by the login form's pause.
    const register = await call(t, 'smsSend', { phone, authMode: 0 }, { ip: '10.1.0.1' })
    expect(register.status).toBe(200)
    t.advance(41_000)
    const later = await call(t, 'smsSend', { phone, authMode: 3 }, { ip: '10.1.0.1' })
    expect(later.status).toBe(200)
  })
})
