import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '../../../db/sql.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { registerAccount } from '../../auth/auth.test-helpers.ts'
import { deposit } from '../../wallet/wallet.test-helpers.ts'

/**
 * getActivityIds and getAfterLoginInfoWeb's activityIds (issue 18), from the activities 0029_activities.sql
 * ships: 1 FreeSign, 2 VIP, 3 Tasks, 4 Tasks1, 5 FirstDeposit, 6 Deposit, by sort, 0031_recharge_kinds.sql's
 * 7 AccumulatedRecharge (sort 55, between them), 0032's 8 Jackpot (sort 80), switched on by 0033, and 0042's
 * 12 FollowRewards and 13 SlotsHack (sort 120, 130).
 */
describe.each(testDatabases)('activities on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(() => t.close())

  it('lists the running activities to a visitor, named in their locale, without a switched-off one', async () => {
    const res = await call(t, 'getActivityIds', {}, { locale: 'pt-BR' })
    expect(res.status).toBe(200)
    expect(res.data.activityIds).toEqual([1, 2, 3, 4, 5, 7, 6, 8, 12, 13, 44])
    expect(res.data.hasTurntable).toBe(true)
    expect(res.data.totalRecharge).toBe(0)
    expect(res.data.activityMap['1']).toEqual({
      id: 1,
      typeId: 15,
      sort: 10,
      type: 0,
      clickType: 1,
      clickAction: 'FreeSign',
      unloginShowStatus: 0,
      name: 'Check-in diário',
      description: 'Ganhe moedas grátis todos os dias, até 7 dias seguidos.',
      image: '',
      startTime: 0,
      endTime: 0,
    })
    expect(res.data.activityMap['3']).toMatchObject({ clickAction: 'Tasks', unloginShowStatus: 1 })
    expect(res.data.activityMap['5']).toMatchObject({
      clickAction: 'FirstDeposit',
      type: 1,
      unloginShowStatus: 1,
    })
    expect(res.data.activityMap['7']).toMatchObject({
      clickAction: 'AccumulatedRecharge',
      name: 'Metas de depósito',
    })
    expect(res.data.activityMap['8']).toMatchObject({
      clickAction: 'Jackpot',
      clickType: 1,
      unloginShowStatus: 1,
    })
    const es = await call(t, 'getActivityIds', {}, { locale: 'es' })
    expect(es.data.activityMap['2'].name).toBe('Club VIP')
    await query(t.database.db, sql`UPDATE activities SET status = 0 WHERE id = 7`)
    expect((await call(t, 'getActivityIds', {}, {})).data.activityIds).toEqual([
      1, 2, 3, 4, 5, 6, 8, 12, 13, 44,
    ])
    await query(t.database.db, sql`UPDATE activities SET status = 1 WHERE id = 7`)
  })

  it("gives a player their own deposits as totalRecharge, not another player's", async () => {
    const a = await registerAccount(t)
    const b = await registerAccount(t)
    await deposit(t, a.user.id, 12_345)
    expect((await call(t, 'getActivityIds', {}, { token: a.token })).data.totalRecharge).toBe(12_345)
    expect((await call(t, 'getActivityIds', {}, { token: b.token })).data.totalRecharge).toBe(0)
  })

  it('follows the time window and the sort, and getAfterLoginInfoWeb lists the same ids', async () => {
    const now = t.now()
    const iso = (ms: number) => new Date(ms).toISOString()
    await query(
      t.database.db,
      sql`INSERT INTO activities (id, type_id, sort, click_type, click_action, unlogin_show_status, start_time, end_time)
          VALUES (90, 20, 5, 3, 'https://example.com/promo', 1, ${iso(now - 1000)}::timestamptz, ${iso(now + 3_600_000)}::timestamptz),
                 (91, 21, 1, 2, '1001', 1, ${iso(now + 3_600_000)}::timestamptz, NULL),
                 (92, 22, 1, 1, 'VIP', 1, NULL, ${iso(now)}::timestamptz)`,
    )
    const { token } = await registerAccount(t)
    const ids = async () => (await call(t, 'getActivityIds', {}, { token })).data.activityIds
    // 90 runs and sorts first; 91 has not started; 92 ended at `now` (the end is exclusive).
    expect(await ids()).toEqual([90, 1, 2, 3, 4, 5, 7, 6, 8, 12, 13, 44])
    const web = await call(
      t,
      'getAfterLoginInfoWeb',
      { version: '1.1.1', os: 'web', deviceModel: 'test' },
      { token },
    )
    expect(web.data.activityIds).toEqual([90, 1, 2, 3, 4, 5, 7, 6, 8, 12, 13, 44])
    // An activity with no text of its own is named by its action.
    expect((await call(t, 'getActivityIds', {}, { token })).data.activityMap['90'].name).toBe(
      'https://example.com/promo',
    )
    t.advance(3_600_000)
    expect(await ids()).toEqual([91, 1, 2, 3, 4, 5, 7, 6, 8, 12, 13, 44])
  })

  it('refuses a game activity whose action is not a game id and a link that is not https', async () => {
    const bad = [
      sql`INSERT INTO activities (id, type_id, click_type, click_action) VALUES (93, 20, 2, 'abc')`,
      sql`INSERT INTO activities (id, type_id, click_type, click_action) VALUES (94, 20, 3, 'javascript:alert(1)')`,
      sql`INSERT INTO activities (id, type_id, click_type, click_action) VALUES (95, 20, 3, 'http://example.com')`,
    ]
    for (const statement of bad) await expect(query(t.database.db, statement)).rejects.toThrow()
  })
})
