import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drainOutbox, registerConsumers } from '../../../outbox/consumer.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { registerAccount } from '../../auth/auth.test-helpers.ts'
import { ok, start } from '../../games/games.test-helpers.ts'
import { rebateConsumer } from '../../vip/rebate/rebate.consumer.ts'
import { vipExperienceConsumer } from '../../vip/vip.consumer.ts'
import { placeBet } from '../../vip/vip.test-helpers.ts'
import { deposit } from '../../wallet/wallet.test-helpers.ts'
import { type AwardFlagSource, redDots } from './award-flags.ts'

/**
 * getRedDots (issue 18) from real state: the seeded sign-in cycle, the VIP ladder (VIP 0 pays a 10 sign-in
 * award a day, no daily bonus), the rebate rates (VIP 0 slots 0.20 %) and the first-deposit bonus rule.
 */
const DAY = 86_400_000
const NONE = {
  spinAwardFlag: false,
  taskAwardFlag: false,
  agent5AwardFlag: false,
  vipAwardFlag: false,
  signInFlag: false,
  emailAwardFlag: false,
  canReceiveDrawChance: false,
  hasTask: false,
  hasMail: false,
  hasSignUpBonus: false,
  hasFund: false,
  hasAgent: false,
  hasFreeBonus: false,
  hasFeedbackReply: false,
}
/** Every player has the site's welcome gift (0036_mail.sql) unread and unclaimed until they open it. */
const GIFT = { hasMail: true, emailAwardFlag: true }

describe.each(testDatabases)('award flags and red dots on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
    await registerConsumers(t.database.db, [vipExperienceConsumer, rebateConsumer])
  })
  afterAll(() => t.close())

  const dots = async (token: string) => {
    const res = await call(t, 'getRedDots', {}, { token })
    expect(res.status).toBe(200)
    return res.data
  }

  it('needs a player', async () => {
    expect((await call(t, 'getRedDots', {}, {})).status).toBe(401)
  })

  it('a new player: sign-in, the VIP sign-in award and the first-deposit bonus wait; nothing else', async () => {
    const { token } = await registerAccount(t)
    expect(await dots(token)).toEqual({
      ...NONE,
      ...GIFT,
      signInFlag: true,
      vipAwardFlag: true,
      hasSignUpBonus: true,
    })
  })

  it('each claim clears its own flag, for that player only, until 00:00 UTC turns them on again', async () => {
    const start = (Math.floor(t.now() / DAY) + 1) * DAY
    t.advance(start + 23 * 3600_000 - t.now()) // 23:00 UTC
    const a = await registerAccount(t)
    const b = await registerAccount(t)

    expect((await call(t, 'loginBonus3UserReceive', {}, { token: a.token })).status).toBe(200)
    expect(await dots(a.token)).toMatchObject({ signInFlag: false, vipAwardFlag: true })
    expect((await call(t, 'appVipUserReceiveSignInAward', {}, { token: a.token })).status).toBe(200)
    expect(await dots(a.token)).toMatchObject({
      signInFlag: false,
      vipAwardFlag: false,
      hasSignUpBonus: true,
    })
    // The first deposit takes the sign-up bonus dot away.
    await deposit(t, a.user.id, 5_000)
    expect(await dots(a.token)).toEqual({ ...NONE, ...GIFT })
    // B claimed nothing and deposited nothing.
    expect(await dots(b.token)).toEqual({
      ...NONE,
      ...GIFT,
      signInFlag: true,
      vipAwardFlag: true,
      hasSignUpBonus: true,
    })

    t.advance(start + DAY - 1000 - t.now()) // 23:59:59, still the same UTC day
    expect(await dots(a.token)).toEqual({ ...NONE, ...GIFT })
    t.advance(1000) // 00:00:00 the next UTC day
    expect(await dots(a.token)).toEqual({ ...NONE, ...GIFT, signInFlag: true, vipAwardFlag: true })
  })

  it('hasFreeBonus once the bets earn a whole rebate unit, and not after the claim', async () => {
    const p = await registerAccount(t)
    await deposit(t, p.user.id, 100_000)
    const s = await start(t, p.token, { gameId: 1001 })
    expect((await ok(t, 'authenticate', { token: s.launch })).status).toBe('OK')
    const drain = () => drainOutbox(t.database.db, [vipExperienceConsumer, rebateConsumer])
    // VIP 0 slots at 20 bp: 499 x 20 / 10000 = 0.998, nothing yet.
    await placeBet(t, s.sessionId, 499)
    await drain()
    expect((await dots(p.token)).hasFreeBonus).toBe(false)
    // 500 x 20 / 10000 = 1.
    await placeBet(t, s.sessionId, 1)
    await drain()
    expect((await dots(p.token)).hasFreeBonus).toBe(true)
    const other = await registerAccount(t)
    expect((await dots(other.token)).hasFreeBonus).toBe(false)
    expect((await call(t, 'betBonusReceive', {}, { token: p.token })).data.amount).toBe(1)
    expect((await dots(p.token)).hasFreeBonus).toBe(false)
  })

  it('taskAwardFlag and hasTask while a task reward is ready, for that player only, until it is claimed', async () => {
    const p = await registerAccount(t)
    const other = await registerAccount(t)
    // Newbie task 301: open /vip once (finishTask), 1.00 of coin.
    expect((await call(t, 'finishTask', { id: 301 }, { token: p.token })).status).toBe(200)
    expect(await dots(p.token)).toMatchObject({ taskAwardFlag: true, hasTask: true })
    expect(await dots(other.token)).toMatchObject({ taskAwardFlag: false, hasTask: false })
    expect((await call(t, 'receiveTaskAward', { id: 301 }, { token: p.token })).status).toBe(200)
    expect(await dots(p.token)).toMatchObject({ taskAwardFlag: false, hasTask: false })
  })

  it('a flag is on when any registered source turns it on', async () => {
    const off: AwardFlagSource = async () => ({ hasTask: false, taskAwardFlag: false })
    const on: AwardFlagSource = async () => ({ hasTask: true })
    expect(await redDots(t.database.db, 1, t.now(), [off, on, off])).toEqual({ ...NONE, hasTask: true })
    expect(await redDots(t.database.db, 1, t.now(), [])).toEqual(NONE)
  })
})
