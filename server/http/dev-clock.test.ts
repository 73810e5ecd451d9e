import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { registerAccount } from '../modules/auth/auth.test-helpers.ts'
import { call, startTestApp, type TestApp } from '../test/harness.ts'

const DAY = 86_400_000
let t: TestApp | null = null
afterEach(async () => {
  await t?.close()
  t = null
})

const moveClock = (app: TestApp, offsetMs: unknown) =>
  app.app.inject({ method: 'POST', url: '/dev/clock', payload: { offsetMs } })

describe('the dev clock (POST /dev/clock)', () => {
  it('does not exist without DEV_CLOCK=1', async () => {
    t = await startTestApp('pglite')
    expect((await moveClock(t, DAY)).statusCode).toBe(404)
  })

  it('can never be on in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', DEV_CLOCK: '1' }).devClock).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test', DEV_CLOCK: '1' }).devClock).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development' }).devClock).toBe(false)
  })

  it('moves the server clock forward: the next UTC day can be claimed', async () => {
    t = await startTestApp('pglite', { env: { DEV_CLOCK: '1' } })
    const { token } = await registerAccount(t)
    expect((await call(t, 'loginBonus3UserReceive', {}, { token })).data.day).toBe(1)
    expect((await call(t, 'loginBonus3UserReceive', {}, { token })).status).toBe(409)
    const moved = await moveClock(t, DAY)
    expect(moved.statusCode).toBe(200)
    expect(moved.json().data.now).toBe(t.now() + DAY)
    expect((await call(t, 'loginBonus3UserReceive', {}, { token })).data.day).toBe(2)
    expect((await moveClock(t, -1)).statusCode).toBe(400)
  })
})
