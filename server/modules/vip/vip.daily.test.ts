import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode, ErrorMsg } from '../../../contract/errors.ts'
import { query } from '../../db/sql.ts'
import { registerConsumers } from '../../outbox/consumer.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { ledgerViolations } from '../wallet/ledger/ledger.invariants.ts'
import { balances } from '../wallet/wallet.test-helpers.ts'
import { vipExperienceConsumer } from './vip.consumer.ts'
import { vipPayments, vipPlayer } from './vip.test-helpers.ts'

/**
 * getVipInfo, the daily VIP bonus and the sign-in award (issue 18), with the seeded ladder: VIP 0 signs in
 * for 10; VIP 1 at 10,000 pays 50 a day and 20 for signing in; VIP 2 at 50,000 pays 100 a day. The test app's clock starts at 2026-11-22 12:00 UTC and only moves forward.
 */
describe.each(testDatabases)('VIP info and daily bonus on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
    await registerConsumers(t.database.db, [vipExperienceConsumer])
  })
  afterAll(() => t.close())

  const claim = (token: string) => call(t, 'appVipUserReceiveDaily', {}, { token })
  const signIn = (token: string) => call(t, 'appVipUserReceiveSignInAward', {}, { token })
  const setClock = (iso: string) => t.advance(Date.parse(iso) - t.now())

  it('getVipInfo: VIP 1 with 30,000 is half way to VIP 2, and lists what every level gives', async () => {
    const p = await vipPlayer(t, [30_000])
    const res = await call(t, 'getVipInfo', {}, { token: p.token })
    expect(res.status).toBe(200)
    expect(res.data.vipData).toMatchObject({
      level: 1,
      experience: 30_000,
      nextLevel: 2,
      nextExperience: 50_000,
      needExperience: 20_000,
      progress: 50,
      betLimit: 10_000,
      showType: 1,
      dailyBonus: 50,
      dailyClaimed: false,
      signInAward: 20,
      signInClaimed: false,
    })
    expect(res.data.vipData.levels).toHaveLength(11)
    expect(res.data.vipData.levels[10]).toEqual({
      level: 10,
      experience: 100_000_000,
      betLimit: 10_000_000,
      showType: 6,
      levelUpReward: 800_000,
      dailyBonus: 30_000,
      signInAward: 1_200,
    })
  })

  it('VIP 0 has no daily bonus: a clear refusal, nothing paid', async () => {
    const p = await vipPlayer(t, [500])
    const res = await claim(p.token)
    expect(res.status).toBe(400)
    expect(res.code).toBe(ErrorCode.vipDailyNone)
    expect(res.msg).toBe(ErrorMsg.vipDailyNone)
    expect(await vipPayments(t, p.id)).toEqual([])
  })

  it('once per UTC day: refused again until 23:59:59, paid again at 00:00:00', async () => {
    setClock('2026-11-22T12:00:00Z')
    const p = await vipPlayer(t, [10_000], 10_000)
    // 10,000 bet, 200 for reaching VIP 1.
    expect((await balances(t, p.id)).cash).toBe(200)

    const first = await claim(p.token)
    expect(first.status).toBe(200)
    expect(first.data).toEqual({ amount: 50, coin: 250 })
    const again = await claim(p.token)
    expect(again.status).toBe(409)
    expect(again.code).toBe(ErrorCode.vipDailyClaimed)
    expect(again.msg).toBe(ErrorMsg.vipDailyClaimed)
    expect((await call(t, 'getVipInfo', {}, { token: p.token })).data.vipData.dailyClaimed).toBe(true)

    setClock('2026-11-22T23:59:59Z')
    expect((await claim(p.token)).code).toBe(ErrorCode.vipDailyClaimed)

    setClock('2026-11-23T00:00:00Z')
    expect((await call(t, 'getVipInfo', {}, { token: p.token })).data.vipData.dailyClaimed).toBe(false)
    const nextDay = await claim(p.token)
    expect(nextDay.status).toBe(200)
    expect(nextDay.data).toEqual({ amount: 50, coin: 300 })
    expect(await vipPayments(t, p.id)).toEqual([
      [`vip_levelup:${p.id}:1`, 200],
      [`vip_daily:${p.id}:2026-11-22`, 50],
      [`vip_daily:${p.id}:2026-11-23`, 50],
    ])
  })

  it('20 claims at once: exactly one pays', async () => {
    const p = await vipPlayer(t, [50_000], 50_000)
    // VIP 2: 200 + 800 for the levels reached.
    expect((await balances(t, p.id)).cash).toBe(1_000)
    const replies = await Promise.all(Array.from({ length: 20 }, () => claim(p.token)))
    expect(replies.filter((r) => r.status === 200).map((r) => r.data)).toEqual([{ amount: 100, coin: 1_100 }])
    expect(replies.filter((r) => r.code === ErrorCode.vipDailyClaimed)).toHaveLength(19)
    expect((await balances(t, p.id)).cash).toBe(1_100)
    const [row] = await query<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key LIKE ${`vip_daily:${p.id}:%`}`,
    )
    expect(row?.n).toBe(1)
  })

  it('sign-in award: VIP 0 gets 0.10 once per UTC day, apart from the daily bonus', async () => {
    setClock('2026-11-23T08:00:00Z')
    const p = await vipPlayer(t, [1_000], 1_000)
    const first = await signIn(p.token)
    expect(first.status).toBe(200)
    expect(first.data).toEqual({ amount: 10, coin: 10 })
    const again = await signIn(p.token)
    expect(again.status).toBe(409)
    expect(again.code).toBe(ErrorCode.vipSignInClaimed)
    expect(again.msg).toBe(ErrorMsg.vipSignInClaimed)
    expect((await call(t, 'getVipInfo', {}, { token: p.token })).data.vipData).toMatchObject({
      level: 0,
      signInAward: 10,
      signInClaimed: true,
      dailyClaimed: false,
    })
    setClock('2026-11-23T23:59:59Z')
    expect((await signIn(p.token)).code).toBe(ErrorCode.vipSignInClaimed)
    setClock('2026-11-24T00:00:00Z')
    expect((await signIn(p.token)).data).toEqual({ amount: 10, coin: 20 })
    expect(await vipPayments(t, p.id)).toEqual([
      [`vip_signin:${p.id}:2026-11-23`, 10],
      [`vip_signin:${p.id}:2026-11-24`, 10],
    ])
  })

  it('20 sign-in claims at once: exactly one pays', async () => {
    const p = await vipPlayer(t, [10_000], 10_000)
    // VIP 1: 200 for the level reached; its sign-in award is 20.
    const replies = await Promise.all(Array.from({ length: 20 }, () => signIn(p.token)))
    expect(replies.filter((r) => r.status === 200).map((r) => r.data)).toEqual([{ amount: 20, coin: 220 }])
    expect(replies.filter((r) => r.code === ErrorCode.vipSignInClaimed)).toHaveLength(19)
    expect((await balances(t, p.id)).cash).toBe(220)
  })

  it('the ledger invariants hold', async () => {
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })
})
