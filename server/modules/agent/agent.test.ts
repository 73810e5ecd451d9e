import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../../contract/errors.ts'
import { query } from '../../db/sql.ts'
import { registerConsumers } from '../../outbox/consumer.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { ok, txId } from '../games/games.test-helpers.ts'
import { ledgerViolations } from '../wallet/ledger/ledger.invariants.ts'
import { addCard, deposit } from '../wallet/wallet.test-helpers.ts'
import { agentCommissionConsumer, agentValidConsumer } from './agent.consumers.ts'
import { agentCall, agentPayments, betsOf, drainAgent, type Member, member } from './agent.test-helpers.ts'

/**
 * The agent programme against figures worked out by hand from what 0041_agent.sql ships: commission
 * level 1: 50 bp, level 2: 20 bp, level 3: 10 bp of valid bets, floored per (agent, invitee, level); an
 * invitee is valid from R$20.00 (2000) of deposits and earns the inviter R$10.00 (1000).
 */
describe.each(testDatabases)('agent programme on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
    await registerConsumers(t.database.db, [agentCommissionConsumer, agentValidConsumer])
  })
  afterAll(() => t.close())

  const dots = async (m: Member) => (await agentCall(t, m, 'getRedDots')).data
  const log = async (m: Member, type: string) =>
    (await agentCall(t, m, 'appAgent5UserLog', { type, pageNum: 1, pageSize: 50 })).data.list

  it('pays commission on a 3-level tree as the hand-computed table says', async () => {
    // A <- B <- C <- D <- E (each invited by the one before).
    const a = await member(t)
    const b = await member(t, a)
    const c = await member(t, b)
    const d = await member(t, c)
    const e = await member(t, d)
    await betsOf(t, d, [12_345, 678])
    await betsOf(t, c, [10_001])
    await betsOf(t, b, [999])
    await betsOf(t, e, [5_000])
    await drainAgent(t)
    const rows = await query<{ agent: string; from: string; level: number; valid: string; paid: string }>(
      t.database.db,
      sql`SELECT agent_id::text AS agent, from_user_id::text AS from, level, valid_bets::text AS valid, paid::text AS paid
          FROM agent_commissions WHERE agent_id IN (${a.id}, ${b.id}, ${c.id}, ${d.id}, ${e.id})
          ORDER BY agent_id, from_user_id, level`,
    )
    const name = new Map([a, b, c, d, e].map((m, i) => [String(m.id), 'ABCDE'[i]]))
    expect(
      rows.map((r) => [name.get(r.agent), name.get(r.from), r.level, Number(r.valid), Number(r.paid)]),
    ).toEqual([
      // D's 13,023: C 65 (50 bp), B 26 (20 bp), A 13 (10 bp)
      // C's 10,001: B 50, A 20; B's 999: A 4 (4.995 floored); E's 5,000: D 25, C 10, B 5 (A is level 4: none)
      ['A', 'B', 1, 999, 4],
      ['A', 'C', 2, 10_001, 20],
      ['A', 'D', 3, 13_023, 13],
      ['B', 'C', 1, 10_001, 50],
      ['B', 'D', 2, 13_023, 26],
      ['B', 'E', 3, 5_000, 5],
      ['C', 'D', 1, 13_023, 65],
      ['C', 'E', 2, 5_000, 10],
      ['D', 'E', 1, 5_000, 25],
    ])
    const paid = async (m: Member) =>
      (await agentPayments(t, m.id)).reduce((s, [, amount]) => s + Number(amount), 0)
    expect([await paid(a), await paid(b), await paid(c), await paid(d), await paid(e)]).toEqual([
      37, 81, 75, 25, 0,
    ])
    const info = (await agentCall(t, a, 'appAgent5User')).data
    expect(info.invitees).toEqual([
      { level: 1, count: 1 },
      { level: 2, count: 1 },
      { level: 3, count: 1 },
    ])
    expect(info.commissionPaid).toBe(37)
    expect(info.tiers).toEqual([
      { level: 1, rateBp: 50 },
      { level: 2, rateBp: 20 },
      { level: 3, rateBp: 10 },
    ])
    // Draining again pays nothing more.
    await drainAgent(t)
    expect(await paid(a)).toBe(37)
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('never takes back commission paid when a bet is rolled back: later bets make up for it first', async () => {
    const a = await member(t)
    const b = await member(t, a)
    const [first] = await betsOf(t, b, [10_000])
    await drainAgent(t)
    expect(await agentPayments(t, a.id)).toEqual([['agent_commission', 50]])
    if (!first) throw new Error('no bet')
    const rb = { sessionId: first.sessionId, transactionId: txId(), roundId: first.roundId }
    expect((await ok(t, 'rollback', { ...rb, referenceTransactionId: first.transactionId })).status).toBe(
      'OK',
    )
    await drainAgent(t)
    // Valid bets 0, 50 already paid: nothing back, nothing more.
    expect(await agentPayments(t, a.id)).toEqual([['agent_commission', 50]])
    await betsOf(t, b, [12_000])
    await drainAgent(t)
    // 12,000 valid: 60 earned in all, 50 paid before, so 10 now.
    expect(await agentPayments(t, a.id)).toEqual([
      ['agent_commission', 50],
      ['agent_commission', 10],
    ])
  })

  it('makes an invitee valid at the configured deposit and pays the reward once', async () => {
    const a = await member(t)
    const b = await member(t, a)
    await deposit(t, b.id, 1_999)
    await drainAgent(t)
    expect((await log(a, 'invitee'))[0]).toMatchObject({
      userId: b.id,
      level: 1,
      total: 1_999,
      status: 'pending',
    })
    const early = await agentCall(t, a, 'appAgent5UserInviteValidReceive', { userId: b.id })
    expect([early.status, early.code]).toEqual([409, ErrorCode.agentInviteeNotValid])
    expect((await dots(a)).hasAgent).toBe(false)

    await deposit(t, b.id, 1)
    await drainAgent(t)
    expect(await dots(a)).toMatchObject({ hasAgent: true, agent5AwardFlag: true })
    expect((await agentCall(t, a, 'appAgent5User')).data).toMatchObject({
      validCount: 1,
      claimableCount: 1,
      claimableAmount: 1_000,
    })
    const claim = await agentCall(t, a, 'appAgent5UserInviteValidReceive', { userId: b.id })
    expect(claim.status, JSON.stringify(claim)).toBe(200)
    expect(claim.data).toEqual({ userId: b.id, amount: 1_000, coin: 1_000 })
    const again = await agentCall(t, a, 'appAgent5UserInviteValidReceive', { userId: b.id })
    expect([again.status, again.code]).toEqual([409, ErrorCode.agentRewardClaimed])
    expect(await agentPayments(t, a.id)).toEqual([['agent_reward', 1_000]])
    expect((await dots(a)).hasAgent).toBe(false)
    expect(await log(a, 'reward')).toMatchObject([{ userId: b.id, amount: 1_000, status: 'claimed' }])
    // Someone else's invitee is nobody's business: the same answer as no invitee at all.
    const other = await member(t)
    const theirs = await agentCall(t, other, 'appAgent5UserInviteValidReceive', { userId: b.id })
    expect([theirs.status, theirs.code]).toEqual([404, ErrorCode.agentInviteeNotFound])
  })

  it('does not count invitees sharing the inviter device or card, nor a second reward per device or card', async () => {
    const a = await member(t)
    await addCard(t, a.token, 1, 'AGENTCARD0001')
    const sameDevice = await member(t, a, a.device)
    const sameCard = await member(t, a)
    await addCard(t, sameCard.token, 1, 'AGENTCARD0001')
    // Two other agents' invitees on one phone, and two on one card.
    const x = await member(t)
    const y = await member(t)
    const phone = crypto.randomUUID()
    const x1 = await member(t, x, phone)
    const y1 = await member(t, y, phone)
    const x2 = await member(t, x)
    const y2 = await member(t, y)
    await addCard(t, x2.token, 1, 'SHAREDCARD0002')
    await addCard(t, y2.token, 1, 'SHAREDCARD0002')
    for (const m of [sameDevice, sameCard, x1, y1, x2, y2]) await deposit(t, m.id, 2_000)
    await drainAgent(t)

    const reasons = Object.fromEntries(
      (await log(a, 'invitee')).map((r: { userId: number; reason: string }) => [r.userId, r.reason]),
    )
    expect(reasons).toEqual({ [sameDevice.id]: 'sameDevice', [sameCard.id]: 'sameCard' })
    for (const m of [sameDevice, sameCard]) {
      const r = await agentCall(t, a, 'appAgent5UserInviteValidReceive', { userId: m.id })
      expect([r.status, r.code]).toEqual([409, ErrorCode.agentRewardRefused])
    }
    expect((await dots(a)).hasAgent).toBe(false)
    const all = await agentCall(t, a, 'appAgent5UserReceive')
    expect([all.status, all.code]).toEqual([409, ErrorCode.agentNothingToClaim])

    // The phone and the card earn one reward each, whoever claims first; both agents claim at once.
    const [rx, ry] = await Promise.all([
      agentCall(t, x, 'appAgent5UserReceive'),
      agentCall(t, y, 'appAgent5UserReceive'),
    ])
    const paidCount = [rx, ry].reduce((n, r) => n + (r.status === 200 ? r.data.count : 0), 0)
    expect(paidCount).toBe(2)
    for (const r of [rx, ry]) if (r.status !== 200) expect(r.code).toBe(ErrorCode.agentNothingToClaim)
    const paidTo = [...(await agentPayments(t, x.id)), ...(await agentPayments(t, y.id))]
    expect(paidTo).toEqual([
      ['agent_reward', 1_000],
      ['agent_reward', 1_000],
    ])
    const refusals = [...(await log(x, 'invitee')), ...(await log(y, 'invitee'))]
      .filter((r: { status: string }) => r.status === 'refused')
      .map((r: { reason: string }) => r.reason)
      .sort()
    expect(refusals).toEqual(['cardRewarded', 'deviceRewarded'])
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('refuses an invitee whose devices are unknown (no fingerprint to check)', async () => {
    const a = await member(t)
    const b = await member(t, a, '')
    await deposit(t, b.id, 5_000)
    await drainAgent(t)
    expect((await log(a, 'invitee'))[0]).toMatchObject({ status: 'refused', reason: 'noDevice' })
  })

  it('agentFill sets a missing inviter once, never self, never a cycle, only before a deposit', async () => {
    const a = await member(t)
    const b = await member(t, a)
    const c = await member(t, b)
    const loner = await member(t)
    const fill = (m: Member, pid: number) => agentCall(t, m, 'agentFill', { pid })
    const codeOf = (r: { status: number; code: number }) => [r.status, r.code]
    expect(codeOf(await fill(loner, loner.id))).toEqual([400, ErrorCode.agentFillInvalid])
    expect(codeOf(await fill(a, c.id))).toEqual([400, ErrorCode.agentFillInvalid])
    expect(codeOf(await fill(a, b.id))).toEqual([400, ErrorCode.agentFillInvalid])
    expect(codeOf(await fill(loner, 999_999_999))).toEqual([400, ErrorCode.agentFillInvalid])
    expect(codeOf(await fill(b, c.id))).toEqual([409, ErrorCode.agentFillTaken])
    const payer = await member(t)
    await deposit(t, payer.id, 100)
    expect(codeOf(await fill(payer, a.id))).toEqual([409, ErrorCode.agentFillTooLate])

    const ok = await fill(loner, c.id)
    expect([ok.status, ok.data]).toEqual([200, { pid: c.id }])
    expect((await agentCall(t, loner, 'getUserInfo')).data.pid).toBe(c.id)
    expect(codeOf(await fill(loner, a.id))).toEqual([409, ErrorCode.agentFillTaken])
    // Now a is loner's level-4 ancestor: loner may not become a's inviter either.
    expect(codeOf(await fill(a, loner.id))).toEqual([400, ErrorCode.agentFillInvalid])
  })

  it('refuses bad input and changes nothing', async () => {
    const a = await member(t)
    for (const body of [{ pid: -1 }, { pid: 1.5 }, { pid: '100001' }, {}, { pid: 100001, extra: 1 }]) {
      const r = await agentCall(t, a, 'agentFill', body)
      expect(r.status, JSON.stringify(body)).toBe(400)
    }
    for (const body of [{ type: 'nope' }, { type: 'invitee', pageSize: 1000 }, { type: 'x\u0000' }]) {
      expect((await agentCall(t, a, 'appAgent5UserLog', body)).status).toBe(400)
    }
    expect((await agentCall(t, a, 'appAgent5UserInviteValidReceive', { userId: 0 })).status).toBe(400)
    expect((await call(t, 'appAgent5User', {})).status).toBe(401)
    expect((await agentCall(t, a, 'getUserInfo')).data.pid).toBe(0)
  })
})
