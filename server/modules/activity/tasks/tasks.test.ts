import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode, ErrorMsg } from '../../../../contract/errors.ts'
import { query } from '../../../db/sql.ts'
import { registerConsumers } from '../../../outbox/consumer.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { newAccount, PASSWORD, registerAccount } from '../../auth/auth.test-helpers.ts'
import { ok, playing, txId } from '../../games/games.test-helpers.ts'
import { vipExperienceConsumer } from '../../vip/vip.consumer.ts'
import { drainVip, placeBet } from '../../vip/vip.test-helpers.ts'
import { ledgerViolations } from '../../wallet/ledger/ledger.invariants.ts'
import { balances, deposit, player } from '../../wallet/wallet.test-helpers.ts'
import { tasksConsumer } from './tasks.consumer.ts'
import { tasksFlags } from './tasks.flags.ts'
import { drainTasks, progressRows, taskPayments, taskState, tasksOf } from './tasks.test-helpers.ts'

/**
 * Tasks (issue 18) with the seeded rows of 0027_tasks.sql: daily 101 sign in once (50), 102 deposit 2,000
 * (200), 103 valid bets 10,000 (100), 104 20 bets (50); weekly 201 deposit 20,000 (1,500), 202 valid bets
 * 100,000 (1,000), 203 sign in 5 days (500); newbie 301 visit /vip (100), 302 deposit 1,000 (500), 303 10
 * bets (200), 304 visit /faq (100); vip 401 valid bets 200,000 from VIP 1 (2,000), 402 deposit 100,000 from
 * VIP 3 (5,000), 403 500 bets from VIP 5 (10,000); and, paying points (0035): daily 105 50 bets (30
 * points), weekly 204 sign in 7 days (150 points). States: 0 in progress, 1 ready, 2 claimed, 3 closed.
 * The clock starts on Sunday 2026-11-22 12:00 UTC (ISO week 47) and only moves forward.
 */
describe.each(testDatabases)('tasks on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
    await registerConsumers(t.database.db, [tasksConsumer, vipExperienceConsumer])
  })
  afterAll(() => t.close())

  const setClock = (iso: string) => t.advance(Date.parse(iso) - t.now())
  const claim = (token: string, id: unknown, idempotencyKey?: string) =>
    call(t, 'receiveTaskAward', { id }, { token, idempotencyKey })

  async function rollback(sessionId: string, bet: { transactionId: string; roundId: string }) {
    const rb = {
      sessionId,
      transactionId: txId(),
      roundId: bet.roundId,
      referenceTransactionId: bet.transactionId,
    }
    expect((await ok(t, 'rollback', rb)).status).toBe('OK')
  }

  /** Deposits 20,000, bets 25 x 500 and rolls one back: 24 bets, 12,000 valid, drained in batches of 7. */
  async function busyPlayer() {
    const p = await playing(t, 20_000)
    const bets = []
    for (let i = 0; i < 25; i++) bets.push(await placeBet(t, p.sessionId, 500))
    const last = bets.at(-1)
    if (last) await rollback(p.sessionId, last)
    await drainTasks(t, 7)
    return p
  }

  it('progress follows deposits, a burst of bets and a rollback, in the period of each event', async () => {
    const p = await busyPlayer()
    const tasks = await tasksOf(t, p.token)
    const pick = (id: number) => {
      const x = tasks.get(id)
      return [x?.progress, x?.target, x?.state]
    }
    expect(pick(102)).toEqual([2_000, 2_000, 1])
    expect(pick(103)).toEqual([10_000, 10_000, 1])
    expect(pick(104)).toEqual([20, 20, 1])
    expect(pick(201)).toEqual([20_000, 20_000, 1])
    expect(pick(202)).toEqual([12_000, 100_000, 0])
    expect(pick(302)).toEqual([1_000, 1_000, 1])
    expect(pick(303)).toEqual([10, 10, 1])
    expect(pick(101)).toEqual([0, 1, 0])
    // VIP 0 (the VIP consumer has not run): the VIP task counts but is closed.
    expect(pick(401)).toEqual([12_000, 200_000, 3])
    // The stored progress is not capped at the target.
    expect(await progressRows(t, p.id)).toEqual([
      [102, '2026-11-22', 20_000, false],
      [103, '2026-11-22', 12_000, false],
      [104, '2026-11-22', 24, false],
      [105, '2026-11-22', 24, false],
      [201, '2026-W47', 20_000, false],
      [202, '2026-W47', 12_000, false],
      [302, 'once', 20_000, false],
      [303, 'once', 24, false],
      [401, '2026-W47', 12_000, false],
      [402, '2026-W47', 20_000, false],
      [403, '2026-W47', 24, false],
    ])
    // Draining again changes nothing: each event counted once.
    expect(await drainTasks(t)).toBe(0)
    expect((await progressRows(t, p.id)).find((r) => r[0] === 104)?.[2]).toBe(24)

    const status = await call(t, 'activityGetStatusList', {}, { token: p.token })
    expect(status.data).toEqual({
      list: [
        { group: 'daily', claimable: 3 },
        { group: 'weekly', claimable: 1 },
        { group: 'newbie', claimable: 2 },
        { group: 'vip', claimable: 0 },
      ],
      taskAwardFlag: true,
    })
    expect(await tasksFlags(t.database.db, p.id, t.now())).toEqual({ taskAwardFlag: true, hasTask: true })
    expect((await call(t, 'getRedDots', {}, { token: p.token })).data).toMatchObject({
      taskAwardFlag: true,
      hasTask: true,
    })
    const idle = await player(t)
    expect(await tasksFlags(t.database.db, idle.id, t.now())).toEqual({
      taskAwardFlag: false,
      hasTask: false,
    })
  })

  it('a claim pays once: a second claim is refused, a replay of the first gets its reply', async () => {
    const p = await busyPlayer()
    // 20,000 - 12,000 bet.
    expect((await balances(t, p.id)).cash).toBe(8_000)
    const first = await claim(p.token, 102, 'task-claim-retry-1')
    expect(first.status).toBe(200)
    expect(first.data).toEqual({ prizes: [{ propId: 2001, amount: 200 }], coin: 8_200 })
    const replay = await claim(p.token, 102, 'task-claim-retry-1')
    expect(replay.data).toEqual(first.data)
    const again = await claim(p.token, 102)
    expect(again.status).toBe(409)
    expect(again.code).toBe(ErrorCode.taskClaimed)
    expect(again.msg).toBe(ErrorMsg.taskClaimed)
    expect(await taskState(t, p.token, 102)).toEqual([2_000, 2])
    expect(await taskPayments(t, p.id)).toEqual([[`task:${p.id}:102:2026-11-22`, 200]])
    expect((await balances(t, p.id)).cash).toBe(8_200)
  })

  it('20 claims at once: exactly one pays', async () => {
    const p = await busyPlayer()
    const replies = await Promise.all(Array.from({ length: 20 }, () => claim(p.token, 103)))
    expect(replies.filter((r) => r.status === 200).map((r) => r.data)).toEqual([
      { prizes: [{ propId: 2001, amount: 100 }], coin: 8_100 },
    ])
    expect(replies.filter((r) => r.code === ErrorCode.taskClaimed)).toHaveLength(19)
    expect(await taskPayments(t, p.id)).toEqual([[`task:${p.id}:103:2026-11-22`, 100]])
    expect((await balances(t, p.id)).cash).toBe(8_100)
  })

  it('not ready, unknown, another player`s progress and bad input: a clear error, nothing changed', async () => {
    const a = await busyPlayer()
    const b = await player(t)
    const before = await progressRows(t, a.id)
    const notReady = await claim(a.token, 202)
    expect([notReady.status, notReady.code, notReady.msg]).toEqual([
      409,
      ErrorCode.taskNotReady,
      'taskNotReady',
    ])
    const unknown = await claim(a.token, 9_999)
    expect([unknown.status, unknown.code, unknown.msg]).toEqual([400, ErrorCode.taskUnknown, 'taskUnknown'])
    // B has no progress of its own: A's ready task is not B's to claim.
    const other = await claim(b.token, 102)
    expect(other.code).toBe(ErrorCode.taskNotReady)
    expect((await claim(a.token, 'x'.repeat(100_000))).status).toBe(413)
    for (const id of ['102', -102, 0, 1.5, 2 ** 40, null, 'x'.repeat(5_000), '1\u0000', [102], { id: 102 }]) {
      const res = await claim(a.token, id)
      expect(res.status, JSON.stringify(id).slice(0, 40)).toBe(400)
      expect(res.code).toBe(400)
    }
    expect((await call(t, 'receiveTaskAward', {}, { token: a.token })).status).toBe(400)
    expect((await call(t, 'receiveTaskAward', { id: 102, extra: 1 }, { token: a.token })).status).toBe(400)
    expect((await call(t, 'receiveTaskAward', { id: 102 })).status).toBe(401)
    // receiveVipTask only takes VIP tasks.
    expect((await call(t, 'receiveVipTask', { id: 102 }, { token: a.token })).code).toBe(
      ErrorCode.taskUnknown,
    )
    expect(await progressRows(t, a.id)).toEqual(before)
    expect(await taskPayments(t, a.id)).toEqual([])
    expect(await taskPayments(t, b.id)).toEqual([])
  })

  it('a task the operator switched off is gone: not shown, not counted, not paid', async () => {
    const p = await playing(t, 5_000)
    await drainTasks(t)
    await t.database.db.execute(sql`UPDATE tasks SET status = 0 WHERE id = 102`)
    try {
      expect((await tasksOf(t, p.token)).has(102)).toBe(false)
      expect((await claim(p.token, 102)).code).toBe(ErrorCode.taskUnknown)
      await deposit(t, p.id, 1_000)
      await drainTasks(t)
      expect((await progressRows(t, p.id)).find((r) => r[0] === 102)).toEqual([
        102,
        '2026-11-22',
        5_000,
        false,
      ])
    } finally {
      await t.database.db.execute(sql`UPDATE tasks SET status = 1 WHERE id = 102`)
    }
  })

  it('finishTask: a visit task is done and claimable once; other goals are refused', async () => {
    const p = await player(t)
    const done = await call(t, 'finishTask', { id: 301 }, { token: p.token })
    expect(done.status).toBe(200)
    expect(done.data.task).toMatchObject({
      id: 301,
      goal: 'visit',
      progress: 1,
      target: 1,
      state: 1,
      link: '/vip',
    })
    expect((await call(t, 'finishTask', { id: 301 }, { token: p.token })).data.task.state).toBe(1)
    const refused = await call(t, 'finishTask', { id: 102 }, { token: p.token })
    expect([refused.status, refused.code, refused.msg]).toEqual([
      400,
      ErrorCode.taskNotFinishable,
      'taskNotFinishable',
    ])
    expect((await call(t, 'finishTask', { id: 9_999 }, { token: p.token })).code).toBe(ErrorCode.taskUnknown)
    expect((await claim(p.token, 301)).data).toEqual({ prizes: [{ propId: 2001, amount: 100 }], coin: 100 })
    expect((await call(t, 'finishTask', { id: 301 }, { token: p.token })).data.task.state).toBe(2)
    expect(await progressRows(t, p.id)).toEqual([[301, 'once', 1, true]])
  })

  it('the daily sign-in claim counts as a sign-in day; a task reward (also a bonus) does not', async () => {
    const p = await player(t)
    expect((await call(t, 'loginBonus3UserReceive', {}, { token: p.token })).status).toBe(200)
    await drainTasks(t)
    expect(await taskState(t, p.token, 101)).toEqual([1, 1])
    expect(await taskState(t, p.token, 203)).toEqual([1, 0])
    expect((await claim(p.token, 101)).status).toBe(200)
    await drainTasks(t)
    expect(await taskState(t, p.token, 203)).toEqual([1, 0])
  })

  it('a visitor sees every task at 0 and may not claim', async () => {
    const res = await call(t, 'getTaskUser', {}, {})
    expect(res.status).toBe(200)
    expect(res.data.vip).toBe(0)
    expect(
      res.data.groups.map((g: { group: string; tasks: unknown[] }) => [g.group, g.tasks.length]),
    ).toEqual([
      ['daily', 5],
      ['weekly', 4],
      ['newbie', 4],
      ['vip', 3],
    ])
    const states = res.data.groups.flatMap((g: { tasks: Array<{ progress: number; state: number }> }) =>
      g.tasks.filter((x) => x.state !== 3).map((x) => [x.progress, x.state]),
    )
    expect(new Set(states.map(String))).toEqual(new Set(['0,0']))
    expect((await call(t, 'activityGetStatusList', {}, {})).status).toBe(401)
  })

  it('daily tasks start again at 00:00 UTC, weekly ones on Monday; an event counts in its own day', async () => {
    setClock('2026-11-22T23:59:00Z')
    const p = await playing(t, 3_000)
    expect((await claim(p.token, 102)).code).toBe(ErrorCode.taskNotReady)
    await drainTasks(t)
    expect((await claim(p.token, 102)).status).toBe(200)
    // A bet at 23:59:59 counted after midnight stays in Sunday's (and week 47's) progress.
    setClock('2026-11-22T23:59:59Z')
    await placeBet(t, p.sessionId, 1_000)
    expect((await tasksOf(t, p.token)).get(102)?.state).toBe(2)
    setClock('2026-11-23T00:00:00Z')
    await drainTasks(t)
    const monday = await tasksOf(t, p.token)
    expect([monday.get(102)?.progress, monday.get(102)?.state]).toEqual([0, 0])
    expect([monday.get(103)?.progress, monday.get(201)?.progress]).toEqual([0, 0])
    // The newbie task keeps its progress.
    expect(monday.get(302)?.state).toBe(1)
    expect(await progressRows(t, p.id)).toEqual([
      [102, '2026-11-22', 3_000, true],
      [103, '2026-11-22', 1_000, false],
      [104, '2026-11-22', 1, false],
      [105, '2026-11-22', 1, false],
      [201, '2026-W47', 3_000, false],
      [202, '2026-W47', 1_000, false],
      [302, 'once', 3_000, false],
      [303, 'once', 1, false],
      [401, '2026-W47', 1_000, false],
      [402, '2026-W47', 3_000, false],
      [403, '2026-W47', 1, false],
    ])
    // Monday's deposit: the daily task can be claimed again, under Monday's key.
    await deposit(t, p.id, 2_000)
    await drainTasks(t)
    expect((await claim(p.token, 102)).data.prizes).toEqual([{ propId: 2001, amount: 200 }])
    const endTimes = (await call(t, 'getTaskUser', {}, { token: p.token })).data.groups.map(
      (g: { endTime: number }) => g.endTime,
    )
    expect(endTimes).toEqual([
      Date.parse('2026-11-24T00:00:00Z') / 1000,
      Date.parse('2026-11-30T00:00:00Z') / 1000,
      Date.parse('2026-11-29T23:59:00Z') / 1000,
      Date.parse('2026-11-30T00:00:00Z') / 1000,
    ])
    expect(await taskPayments(t, p.id)).toEqual([
      [`task:${p.id}:102:2026-11-22`, 200],
      [`task:${p.id}:102:2026-11-23`, 200],
    ])
  })

  it('newbie tasks count the first 7 days after registration only, then close', async () => {
    setClock('2026-11-23T08:00:00Z')
    const account = newAccount()
    const { user } = await registerAccount(t, account)
    const p = { id: user.id, token: '' }
    await deposit(t, p.id, 500)
    setClock('2026-11-30T07:59:59Z')
    await deposit(t, p.id, 100)
    setClock('2026-11-30T08:00:00Z')
    await deposit(t, p.id, 1_000)
    await drainTasks(t)
    // A week later the first session has lapsed: sign in again.
    p.token = (await call(t, 'accountLogin', { loginType: 2, account, password: PASSWORD })).data.token
    expect(await taskState(t, p.token, 302)).toEqual([600, 3])
    expect((await claim(p.token, 302)).code).toBe(ErrorCode.taskNotReady)
    const visit = await call(t, 'finishTask', { id: 304 }, { token: p.token })
    expect(visit.data.task.state).toBe(3)
    expect((await progressRows(t, p.id)).filter((r) => r[1] === 'once')).toEqual([[302, 'once', 600, false]])
  })

  describe('VIP tasks', () => {
    /** Deposits 200,000 and bets it in 4 x 50,000: 401 and 402 reached; VIP 3 once the VIP consumer runs. */
    async function vipTaskPlayer() {
      const p = await playing(t, 200_000)
      for (let i = 0; i < 4; i++) await placeBet(t, p.sessionId, 50_000)
      await drainTasks(t)
      return p
    }

    it('closed below the minimum level; claim all pays every ready one once, at VIP 3', async () => {
      const p = await vipTaskPlayer()
      expect(await taskState(t, p.token, 401)).toEqual([200_000, 3])
      const locked = await call(t, 'receiveVipTask', { id: 401 }, { token: p.token })
      expect([locked.status, locked.code, locked.msg]).toEqual([
        400,
        ErrorCode.taskVipLocked,
        'taskVipLocked',
      ])
      const none = await call(t, 'receiveVipTaskUnReceiveBonus', {}, { token: p.token })
      expect([none.status, none.code, none.msg]).toEqual([409, ErrorCode.vipTaskNone, 'vipTaskNone'])

      await drainVip(t)
      const tasks = await tasksOf(t, p.token)
      expect([tasks.get(401)?.state, tasks.get(402)?.state, tasks.get(403)?.state]).toEqual([1, 1, 3])
      const cash = (await balances(t, p.id)).cash
      const all = await call(t, 'receiveVipTaskUnReceiveBonus', {}, { token: p.token })
      expect(all.status).toBe(200)
      expect(all.data).toEqual({ prizes: [{ propId: 2001, amount: 7_000 }], coin: cash + 7_000 })
      expect((await call(t, 'receiveVipTaskUnReceiveBonus', {}, { token: p.token })).code).toBe(
        ErrorCode.vipTaskNone,
      )
      expect((await call(t, 'receiveVipTask', { id: 401 }, { token: p.token })).code).toBe(
        ErrorCode.taskClaimed,
      )
      expect(await taskPayments(t, p.id)).toEqual([
        [`task:${p.id}:401:2026-W49`, 2_000],
        [`task:${p.id}:402:2026-W49`, 5_000],
      ])
    })

    it('receiveVipTask pays one; 20 claim-alls at once pay the rest once', async () => {
      const p = await vipTaskPlayer()
      await drainVip(t)
      const cash = (await balances(t, p.id)).cash
      const one = await call(t, 'receiveVipTask', { id: 401 }, { token: p.token })
      expect(one.data).toEqual({ prizes: [{ propId: 2001, amount: 2_000 }], coin: cash + 2_000 })
      const replies = await Promise.all(
        Array.from({ length: 20 }, () => call(t, 'receiveVipTaskUnReceiveBonus', {}, { token: p.token })),
      )
      expect(replies.filter((r) => r.status === 200).map((r) => r.data)).toEqual([
        { prizes: [{ propId: 2001, amount: 5_000 }], coin: cash + 7_000 },
      ])
      expect(replies.filter((r) => r.code === ErrorCode.vipTaskNone)).toHaveLength(19)
      expect((await balances(t, p.id)).cash).toBe(cash + 7_000)
      const [row] = await query<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key LIKE ${`task:${p.id}:%`}`,
      )
      expect(row?.n).toBe(2)
    })
  })

  it('a points task pays points, not coin, once, even to 20 claims at once', async () => {
    setClock('2026-11-26T10:00:00Z')
    const p = await playing(t, 100_000)
    for (let i = 0; i < 50; i++) await placeBet(t, p.sessionId, 100)
    await drainTasks(t)
    const task = (await tasksOf(t, p.token)).get(105)
    expect([task?.progress, task?.target, task?.state, task?.reward, task?.propId]).toEqual([
      50, 50, 1, 30, 2002,
    ])
    const replies = await Promise.all(Array.from({ length: 20 }, () => claim(p.token, 105)))
    // The cash is what the 50 bets of 100 left; the points go to the points balance.
    expect(replies.filter((r) => r.status === 200).map((r) => r.data)).toEqual([
      { prizes: [{ propId: 2002, amount: 30 }], coin: 95_000 },
    ])
    expect(replies.filter((r) => r.code === ErrorCode.taskClaimed)).toHaveLength(19)
    expect((await balances(t, p.id)).cash).toBe(95_000)
    const points = await query<{ key: string; amount: string | number }>(
      t.database.db,
      sql`SELECT t.idempotency_key AS key, p.amount FROM ledger_transactions t
          JOIN ledger_postings p ON p.transaction_id = t.id
          JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id = t.user_id AND a.kind = 'points'
          WHERE t.user_id = ${p.id} ORDER BY t.id`,
    )
    expect(points.map((r) => [r.key, Number(r.amount)])).toEqual([[`task:${p.id}:105:2026-11-26`, 30]])
    const log = await call(t, 'getPointsLog', {}, { token: p.token })
    expect(log.data.list).toMatchObject([{ type: 'earn', points: 30, source: 'task' }])
  })

  it('the ledger invariants hold', async () => {
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })
})
