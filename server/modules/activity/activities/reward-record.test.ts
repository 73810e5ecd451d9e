import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TxKind } from '../../../../contract/wallet-kinds.ts'
import { drainOutbox, registerConsumers } from '../../../outbox/consumer.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { agentPayment } from '../../agent/agent.ledger.ts'
import { registerAccount } from '../../auth/auth.test-helpers.ts'
import { ok, start } from '../../games/games.test-helpers.ts'
import { rebateConsumer } from '../../vip/rebate/rebate.consumer.ts'
import { vipExperienceConsumer } from '../../vip/vip.consumer.ts'
import { placeBet } from '../../vip/vip.test-helpers.ts'
import { houseAward } from '../../wallet/ledger/house-award.ts'
import { PlayerAccount, SystemAccount } from '../../wallet/ledger/ledger.kinds.ts'
import { postMovement } from '../../wallet/ledger/ledger.ts'
import { deposit } from '../../wallet/wallet.test-helpers.ts'

/**
 * getRewardRecord (issue 18): the awards the house paid, from the ledger. Seeded amounts: sign-in day 1
 * pays 100, the VIP 0 sign-in award 10, VIP 0 slots rebate 0.20 % (5,000 of bets -> 10).
 */
const DAY = 86_400_000

describe.each(testDatabases)('reward record on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
    await registerConsumers(t.database.db, [vipExperienceConsumer, rebateConsumer])
  })
  afterAll(() => t.close())

  const record = (token: string, body: Record<string, unknown> = {}) =>
    call(t, 'getRewardRecord', body, { token })

  it('lists every award newest first, with amounts, and filters by source; deposits and bets are not awards', async () => {
    const p = await registerAccount(t)
    await deposit(t, p.user.id, 100_000)
    const s = await start(t, p.token, { gameId: 1001 })
    expect((await ok(t, 'authenticate', { token: s.launch })).status).toBe('OK')
    await placeBet(t, s.sessionId, 5_000)
    await drainOutbox(t.database.db, [vipExperienceConsumer, rebateConsumer])

    expect((await record(p.token)).data).toEqual({ pageNum: 1, pageSize: 20, total: 0, pages: 0, list: [] })
    expect((await call(t, 'loginBonus3UserReceive', {}, { token: p.token })).status).toBe(200)
    t.advance(1000)
    expect((await call(t, 'appVipUserReceiveSignInAward', {}, { token: p.token })).status).toBe(200)
    t.advance(1000)
    expect((await call(t, 'betBonusReceive', {}, { token: p.token })).status).toBe(200)

    const res = await record(p.token)
    expect(res.status).toBe(200)
    expect(res.data.total).toBe(3)
    expect(
      res.data.list.map((r: { source: string; amount: number; propId: number }) => [
        r.source,
        r.amount,
        r.propId,
      ]),
    ).toEqual([
      ['rebate', 10, 2001],
      ['vip_signin', 10, 2001],
      ['sign_in', 100, 2001],
    ])
    expect(res.data.list[0].time).toBe(Math.floor(t.now() / 1000))

    const only = await record(p.token, { source: 'sign_in' })
    expect(only.data.total).toBe(1)
    expect(only.data.list[0]).toMatchObject({ source: 'sign_in', amount: 100 })

    const page2 = await record(p.token, { pageNum: 2, pageSize: 2 })
    expect(page2.data).toMatchObject({ pageNum: 2, pageSize: 2, total: 3, pages: 2 })
    expect(page2.data.list.map((r: { source: string }) => r.source)).toEqual(['sign_in'])
  })

  it('names a deposit bonus and a task award by their ledger kind and ref type', async () => {
    const p = await registerAccount(t)
    await deposit(t, p.user.id, 700, 'deposit_bonus')
    t.advance(1000)
    await postMovement(
      t.database.db,
      houseAward({
        kind: TxKind.bonus,
        userId: p.user.id,
        amount: 300,
        key: `task-test:${p.user.id}`,
        ref: { type: 'task', id: '1:2026-11-25' },
        event: {},
      }),
      t.now(),
    )
    const res = await record(p.token)
    expect(res.data.list.map((r: { source: string; amount: number }) => [r.source, r.amount])).toEqual([
      ['task', 300],
      ['deposit_bonus', 700],
    ])
  })

  it('names a coupon, cashback (cash or bonus money) and a jackpot prize; a points prize is not a cash award', async () => {
    const p = await registerAccount(t)
    const award = async (kind: TxKind, amount: number, ref: { type: string; id: string }) => {
      t.advance(1000)
      await postMovement(
        t.database.db,
        houseAward({ kind, userId: p.user.id, amount, key: `${ref.type}-test:${p.user.id}`, ref, event: {} }),
        t.now(),
      )
    }
    await award(TxKind.bonus, 200, { type: 'coupon', id: '7' })
    await award(TxKind.bonus, 450, { type: 'cashback', id: '1:2026-11-16' })
    await award(TxKind.jackpot, 1_000, { type: 'jackpot_draw', id: '9' })
    t.advance(1000)
    await postMovement(
      t.database.db,
      {
        kind: TxKind.bonusGrant,
        userId: p.user.id,
        idempotencyKey: `cashback-bonus-test:${p.user.id}`,
        ref: { type: 'cashback', id: '2:2026-11-23' },
        postings: [
          { account: { userId: p.user.id, kind: PlayerAccount.bonus }, amount: 300 },
          { account: { system: SystemAccount.house }, amount: -300 },
        ],
        event: {},
      },
      t.now(),
    )
    const res = await record(p.token)
    expect(res.data.list.map((r: { source: string; amount: number }) => [r.source, r.amount])).toEqual([
      ['cashback', 300],
      ['jackpot', 1_000],
      ['cashback', 450],
      ['coupon', 200],
    ])
    expect((await record(p.token, { source: 'jackpot' })).data).toMatchObject({ total: 1 })
  })

  it("names the invite programme's commission and valid-invitee reward", async () => {
    const p = await registerAccount(t)
    await postMovement(
      t.database.db,
      agentPayment({
        userId: p.user.id,
        amount: 37,
        key: `rr-commission-${p.user.id}`,
        ref: { type: 'agent_commission', id: '1' },
      }),
      t.now(),
    )
    t.advance(1000)
    await postMovement(
      t.database.db,
      agentPayment({
        userId: p.user.id,
        amount: 1_000,
        key: `rr-reward-${p.user.id}`,
        ref: { type: 'agent_reward', id: '2' },
      }),
      t.now(),
    )
    const res = await record(p.token)
    expect(res.data.list.map((r: { source: string; amount: number }) => [r.source, r.amount])).toEqual([
      ['agent_reward', 1_000],
      ['agent_commission', 37],
    ])
    const only = await record(p.token, { source: 'agent_commission' })
    expect(only.data.list.map((r: { amount: number }) => r.amount)).toEqual([37])
  })

  it('lists a claimed task reward as a task award', async () => {
    const p = await registerAccount(t)
    // Newbie task 301 (0027_tasks.sql): open /vip once, 1.00 of coin.
    expect((await call(t, 'finishTask', { id: 301 }, { token: p.token })).status).toBe(200)
    expect((await call(t, 'receiveTaskAward', { id: 301 }, { token: p.token })).status).toBe(200)
    expect((await record(p.token)).data.list).toMatchObject([{ source: 'task', amount: 100, propId: 2001 }])
  })

  it("never shows another player's awards", async () => {
    const a = await registerAccount(t)
    const b = await registerAccount(t)
    t.advance(DAY)
    expect((await call(t, 'loginBonus3UserReceive', {}, { token: a.token })).status).toBe(200)
    expect((await record(a.token)).data.total).toBe(1)
    expect((await record(b.token)).data).toMatchObject({ total: 0, list: [] })
  })

  it('refuses visitors and bad input', async () => {
    const { token } = await registerAccount(t)
    expect((await call(t, 'getRewardRecord', {}, {})).status).toBe(401)
    for (const body of [
      { source: 'deposit' },
      { source: 'sign_in\u0000' },
      { pageNum: 0 },
      { pageNum: 1.5 },
      { pageSize: 101 },
      { pageSize: -1 },
      { pageNum: '1' },
      { source: 'x'.repeat(10_000) },
    ]) {
      const res = await record(token, body)
      expect(res.status, JSON.stringify(body).slice(0, 50)).toBe(400)
    }
  })
})
