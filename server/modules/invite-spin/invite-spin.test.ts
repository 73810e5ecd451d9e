import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../../contract/errors.ts'
import { query } from '../../db/sql.ts'
import { registerConsumers } from '../../outbox/consumer.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { agentCommissionConsumer, agentValidConsumer } from '../agent/agent.consumers.ts'
import { agentCall, drainAgent, type Member, member } from '../agent/agent.test-helpers.ts'
import { ledgerViolations } from '../wallet/ledger/ledger.invariants.ts'
import { deposit } from '../wallet/wallet.test-helpers.ts'

/**
 * The invite spin against what 0044_invite_spin.sql ships: no welcome spins, a R$100.00 (10,000) target,
 * eight sectors R$5, 10, 15, 20, 25, 30, 50, 100 weighted 3500, 2500, 1500, 1000, 700, 500, 250, 50; an
 * invitee is valid (0041) from R$20.00 (2,000) of deposits.
 */
describe.each(testDatabases)('invite spin on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
    await registerConsumers(t.database.db, [agentCommissionConsumer, agentValidConsumer])
  })
  afterAll(() => t.close())

  /** An inviter with `n` valid invitees (each from a device of its own, R$20 deposited). */
  async function inviter(n: number): Promise<Member> {
    const a = await member(t)
    for (let i = 0; i < n; i++) {
      const b = await member(t, a)
      await deposit(t, b.id, 2_000)
    }
    await drainAgent(t)
    return a
  }
  const status = async (m: Member) => (await agentCall(t, m, 'actInviteUserStatus')).data
  const cashMoves = async (userId: number) =>
    query<{ amount: string }>(
      t.database.db,
      sql`SELECT p.amount::text AS amount FROM ledger_transactions x
          JOIN ledger_postings p ON p.transaction_id = x.id
          JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id = x.user_id AND a.kind = 'cash'
          WHERE x.user_id = ${userId} AND x.ref_type = 'invite_spin'`,
    )

  it('publishes the shipped odds and counts only valid invitees', async () => {
    const a = await member(t)
    const pending = await member(t, a)
    await deposit(t, pending.id, 1_999)
    const valid = await member(t, a)
    await deposit(t, valid.id, 2_000)
    await drainAgent(t)
    const s = await status(a)
    expect(s).toMatchObject({ running: true, spins: 1, accumulated: 0, target: 10_000, canExchange: false })
    // The agent programme's valid deposit (0041: R$20), which the page's texts name.
    expect(s.validDeposit).toBe(2_000)
    expect(s.totalWeight).toBe(10_000)
    expect(s.sectors.map((x: { amount: number; weight: number }) => [x.amount, x.weight])).toEqual([
      [500, 3500],
      [1_000, 2500],
      [1_500, 1500],
      [2_000, 1000],
      [2_500, 700],
      [3_000, 500],
      [5_000, 250],
      [10_000, 50],
    ])
    expect((await agentCall(t, a, 'actInviteUser')).data).toEqual({
      invited: 2,
      valid: 1,
      welcomeSpins: 0,
      clicked: false,
    })
    // The invitee has no invitee of their own: nothing to spin.
    const none = await agentCall(t, valid, 'actInviteUserSpin')
    expect([none.status, none.code]).toEqual([409, ErrorCode.inviteSpinNoSpin])
  })

  it("lights spinAwardFlag while a spin waits and the wheel runs (spec 3's award flags)", async () => {
    const dot = async (m: Member) => (await agentCall(t, m, 'getRedDots')).data.spinAwardFlag
    expect(await dot(await member(t))).toBe(false)
    const a = await inviter(1)
    expect(await dot(a)).toBe(true)
    await t.database.db.execute(sql`UPDATE activities SET status = 0 WHERE click_action = 'InviteUserSpin'`)
    try {
      expect(await dot(a)).toBe(false)
    } finally {
      await t.database.db.execute(sql`UPDATE activities SET status = 1 WHERE click_action = 'InviteUserSpin'`)
    }
    expect((await agentCall(t, a, 'actInviteUserSpin')).status).toBe(200)
    expect(await dot(a)).toBe(false)
  })

  it('does not count an invitee on the inviter’s own device', async () => {
    const a = await member(t)
    const twin = await member(t, a, a.device)
    await deposit(t, twin.id, 5_000)
    await drainAgent(t)
    expect((await status(a)).spins).toBe(0)
  })

  it('spends the one spin left once under 20 parallel spins, and records it', async () => {
    const a = await inviter(1)
    const replies = await Promise.all(Array.from({ length: 20 }, () => agentCall(t, a, 'actInviteUserSpin')))
    const won = replies.filter((r) => r.status === 200)
    expect(won).toHaveLength(1)
    expect(replies.every((r) => r.status === 200 || r.code === ErrorCode.inviteSpinNoSpin)).toBe(true)
    const prize = won[0]?.data
    expect([500, 1_000, 1_500, 2_000, 2_500, 3_000, 5_000, 10_000]).toContain(prize.amount)
    expect(prize).toMatchObject({ spins: 0, accumulated: prize.amount })
    const s = await status(a)
    expect([s.spins, s.accumulated]).toEqual([0, prize.amount])
    const records = (await agentCall(t, a, 'actInviteUserRecord', { pageNum: 1, pageSize: 20 })).data
    expect(records.total).toBe(1)
    expect(records.list[0]).toMatchObject({
      id: prize.drawId,
      sectorId: prize.sectorId,
      amount: prize.amount,
    })
    // Spinning moves no money: only the exchange does.
    expect(await cashMoves(a.id)).toEqual([])
  })

  it('pays the target once under 20 parallel exchanges and keeps what is above it', async () => {
    const a = await inviter(0)
    await t.database.db.execute(
      sql`INSERT INTO invite_spin_players (user_id, used, accumulated) VALUES (${a.id}, 0, 12345)`,
    )
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => agentCall(t, a, 'actInviteUserExchange')),
    )
    const paid = replies.filter((r) => r.status === 200)
    expect(paid).toHaveLength(1)
    expect(replies.every((r) => r.status === 200 || r.code === ErrorCode.inviteSpinBelowTarget)).toBe(true)
    expect(paid[0]?.data).toEqual({ amount: 10_000, coin: 10_000, accumulated: 2_345 })
    expect(await cashMoves(a.id)).toEqual([{ amount: '10000' }])
    const s = await status(a)
    expect([s.accumulated, s.exchanges, s.canExchange]).toEqual([2_345, 1, false])
    const history = (await agentCall(t, a, 'getRewardRecord', { pageNum: 1, pageSize: 20 })).data.list
    expect(history.map((r: { source: string; amount: number }) => [r.source, r.amount])).toEqual([
      ['invite_spin', 10_000],
    ])
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('below the target the exchange pays nothing', async () => {
    const a = await inviter(0)
    const r = await agentCall(t, a, 'actInviteUserExchange')
    expect([r.status, r.code, r.msg]).toEqual([409, ErrorCode.inviteSpinBelowTarget, 'inviteSpinBelowTarget'])
    expect(await cashMoves(a.id)).toEqual([])
  })

  it("names the operator's valid deposit as it stands", async () => {
    const a = await member(t)
    await query(t.database.db, sql`UPDATE agent_settings SET valid_deposit = 3456 WHERE id = 1`)
    try {
      expect((await status(a)).validDeposit).toBe(3456)
    } finally {
      await query(t.database.db, sql`UPDATE agent_settings SET valid_deposit = 2000 WHERE id = 1`)
    }
  })

  it('keeps the first share click; a repeat changes nothing', async () => {
    const a = await member(t)
    expect((await agentCall(t, a, 'actInviteClickInvite')).data).toEqual({ clicked: true })
    const [first] = await query<{ at: string }>(
      t.database.db,
      sql`SELECT clicked_at::text AS at FROM invite_spin_players WHERE user_id = ${a.id}`,
    )
    await Promise.all(Array.from({ length: 5 }, () => agentCall(t, a, 'actInviteClickInvite')))
    const [again] = await query<{ at: string }>(
      t.database.db,
      sql`SELECT clicked_at::text AS at FROM invite_spin_players WHERE user_id = ${a.id}`,
    )
    expect(again?.at).toBe(first?.at)
    expect((await agentCall(t, a, 'actInviteUser')).data.clicked).toBe(true)
  })

  it('shows a player only their own spins, refuses visitors and bad input, and stops when the activity is off', async () => {
    const a = await inviter(1)
    expect((await agentCall(t, a, 'actInviteUserSpin')).status).toBe(200)
    const other = await member(t)
    const theirs = (await agentCall(t, other, 'actInviteUserRecord', { pageNum: 1, pageSize: 20 })).data
    expect(theirs.total).toBe(0)
    expect((await call(t, 'actInviteUserStatus', {})).status).toBe(401)
    for (const [name, body] of [
      ['actInviteUserSpin', { userId: a.id }],
      ['actInviteUserExchange', { amount: 1 }],
      ['actInviteUserRecord', { pageNum: 0 }],
      ['actInviteUserRecord', { pageSize: 1.5 }],
      ['actInviteUserRecord', { pageNum: '\u0000' }],
      ['actInviteClickInvite', { x: 'x'.repeat(1_000) }],
    ] as const) {
      const bad = await agentCall(t, other, name, body)
      expect(bad.status, `${name} ${JSON.stringify(body).slice(0, 30)}`).toBe(400)
    }
    const b = await inviter(1)
    await t.database.db.execute(sql`UPDATE activities SET status = 0 WHERE click_action = 'InviteUserSpin'`)
    try {
      const off = await agentCall(t, b, 'actInviteUserSpin')
      expect([off.status, off.code]).toEqual([409, ErrorCode.inviteSpinNotRunning])
      expect((await status(b)).spins).toBe(1)
      expect((await agentCall(t, b, 'getActivityIds')).data.hasTurntable).toBe(false)
    } finally {
      await t.database.db.execute(sql`UPDATE activities SET status = 1 WHERE click_action = 'InviteUserSpin'`)
    }
  })
})
