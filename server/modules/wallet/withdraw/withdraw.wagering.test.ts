import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { ledgerViolations } from '../ledger/ledger.invariants.ts'
import { PlayerAccount, SystemAccount, TxKind } from '../ledger/ledger.kinds.ts'
import { postMovement } from '../ledger/ledger.ts'
import { addCard, balances, bet, deposit, player } from '../wallet.test-helpers.ts'
import { playerWagering } from './wagering.ts'
import { type WithdrawalRequest, withdrawalRequests } from './withdraw.repo.ts'

/**
 * Turnover per deposit (issue 17): each deposit and each deposit bonus has its own wagering requirement
 * (the seeded 1x: bets of its amount); bets clear the oldest open one first and only bets placed after a
 * deposit count towards it. Money whose requirement is met stays withdrawable when the player deposits
 * again; what is locked is the open requirements' money, at most the balance.
 */
describe.each(testDatabases)('wagering requirements per deposit on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })
  let seq = 0
  const exchange = async (token: string) => {
    const res = await call(t, 'getExchange', {}, { token })
    expect(res.status, JSON.stringify(res)).toBe(200)
    return res.data as {
      coin: number
      withdrawable: number
      turnover: { locked: number; left: number; met: boolean; open: Array<Record<string, unknown>> }
    }
  }
  /** A lost bet: the stake leaves the cash (bet() records the bet and moves nothing). */
  const lose = async (userId: number, amount: number) => {
    await postMovement(
      t.database.db,
      {
        kind: TxKind.bet,
        userId,
        idempotencyKey: `wagering-loss:${userId}:${++seq}`,
        postings: [
          { account: { userId, kind: PlayerAccount.cash }, amount: -amount },
          { account: { system: SystemAccount.house }, amount },
        ],
      },
      t.now(),
    )
    await bet(t, userId, amount)
  }

  it('keeps money already wagered withdrawable after a second deposit (the issue: 89, then 0 after 60)', async () => {
    const p = await player(t)
    const card = await addCard(t, p.token)
    await deposit(t, p.id, 89_000)
    await bet(t, p.id, 89_000)
    expect(await exchange(p.token)).toMatchObject({
      coin: 89_000,
      withdrawable: 89_000,
      turnover: { met: true },
    })

    await deposit(t, p.id, 60_000)
    const after = await exchange(p.token)
    expect(after).toMatchObject({
      coin: 149_000,
      withdrawable: 89_000,
      turnover: {
        locked: 60_000,
        left: 60_000,
        met: false,
        open: [{ kind: 'deposit', amount: 60_000, required: 60_000, done: 0, left: 60_000, unlocks: 60_000 }],
      },
    })
    const tooMuch = await call(t, 'exchange', { amount: 89_100, cardId: card.id }, { token: p.token })
    expect(tooMuch).toMatchObject({ status: 400, msg: 'turnoverNotMet' })
    const ok = await call(t, 'exchange', { amount: 89_000, cardId: card.id }, { token: p.token })
    expect(ok.status, JSON.stringify(ok)).toBe(200)
    expect(await balances(t, p.id)).toEqual({ cash: 60_000, bonus: 0, withdrawHold: 89_000 })
    expect(await exchange(p.token)).toMatchObject({
      coin: 60_000,
      withdrawable: 0,
      turnover: { locked: 60_000 },
    })
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('gives a bonus its own requirement, cleared after its deposit', async () => {
    const p = await player(t)
    await deposit(t, p.id, 40_000)
    await deposit(t, p.id, 10_000, 'deposit_bonus')
    await bet(t, p.id, 45_000)
    expect(await exchange(p.token)).toMatchObject({
      withdrawable: 40_000,
      turnover: {
        locked: 10_000,
        left: 5_000,
        open: [{ kind: 'deposit_bonus', done: 5_000, unlocks: 10_000 }],
      },
    })
  })

  it('counts only bets placed after a deposit towards it', async () => {
    const p = await player(t)
    await deposit(t, p.id, 10_000)
    await bet(t, p.id, 25_000)
    await deposit(t, p.id, 10_000)
    expect(await exchange(p.token)).toMatchObject({
      withdrawable: 10_000,
      turnover: { locked: 10_000, left: 10_000, open: [{ done: 0, left: 10_000 }] },
    })
    await bet(t, p.id, 9_999)
    expect((await exchange(p.token)).turnover.left).toBe(1)
    await bet(t, p.id, 1)
    expect(await exchange(p.token)).toMatchObject({ withdrawable: 20_000, turnover: { met: true } })
  })

  it('locks at most the balance, and says what meeting each requirement frees', async () => {
    const p = await player(t)
    await deposit(t, p.id, 30_000)
    await deposit(t, p.id, 20_000)
    await lose(p.id, 10_000)
    // 40,000 left, all locked (the two lock 50,000). Meeting the first leaves the second's 20,000 locked.
    expect(await exchange(p.token)).toMatchObject({
      coin: 40_000,
      withdrawable: 0,
      turnover: {
        locked: 40_000,
        left: 40_000,
        open: [
          { amount: 30_000, done: 10_000, left: 20_000, unlocks: 20_000 },
          { amount: 20_000, done: 0, left: 40_000, unlocks: 20_000 },
        ],
      },
    })
    await lose(p.id, 25_000)
    // 15,000 left: the first is met, the second (5,000 of 20,000 bet) locks all that is left.
    expect(await exchange(p.token)).toMatchObject({
      coin: 15_000,
      withdrawable: 0,
      turnover: { locked: 15_000, left: 15_000, open: [{ amount: 20_000, done: 5_000, unlocks: 15_000 }] },
    })
  })

  it('unlocks nothing under a 0% rule', async () => {
    const p = await player(t)
    await deposit(t, p.id, 30_000)
    const figures = await playerWagering(t.database.db, p.id, 0)
    expect(figures).toMatchObject({ withdrawable: 30_000, turnover: { locked: 0, met: true, open: [] } })
  })

  it('matches a bet-by-bet model of the rule for any deposits, bonuses and bets', async () => {
    type Step = { kind: 'deposit' | 'deposit_bonus' | 'bet'; amount: number }
    const step = fc.record({
      kind: fc.constantFrom<Step['kind']>('deposit', 'deposit_bonus', 'bet'),
      amount: fc.integer({ min: 1, max: 50_000 }),
    })
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 8 }),
        fc.integer({ min: 0, max: 300 }),
        async (steps, pct) => {
          const p = await player(t)
          // The model: a queue of requirements; a bet clears the oldest open one first, the rest is lost.
          const queue: Array<{ amount: number; left: number }> = []
          let cash = 0
          for (const s of steps) {
            if (s.kind === 'bet') {
              await bet(t, p.id, s.amount)
              let v = s.amount
              for (const r of queue) {
                const take = Math.min(v, r.left)
                r.left -= take
                v -= take
              }
            } else {
              await deposit(t, p.id, s.amount, s.kind)
              cash += s.amount
              queue.push({ amount: s.amount, left: Math.ceil((s.amount * pct) / 100) })
            }
          }
          const open = queue.filter((r) => r.left > 0)
          const locked = Math.min(
            cash,
            open.reduce((sum, r) => sum + r.amount, 0),
          )
          const figures = await playerWagering(t.database.db, p.id, pct)
          expect(figures.withdrawable).toBe(cash - locked)
          expect(figures.turnover.open.map((r) => r.amount)).toEqual(open.map((r) => r.amount))
          expect(figures.turnover.left).toBe(open.reduce((sum, r) => sum + r.left, 0))
        },
      ),
      { numRuns: 25 },
    )
  })

  it('holds under concurrency: a deposit racing a withdrawal never lets the fresh money out', async () => {
    // Two batchers of our own: their batches are separate transactions racing the deposits.
    const placeA = withdrawalRequests(t.database.db)
    const placeB = withdrawalRequests(t.database.db)
    const players = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const p = await player(t)
        const card = await addCard(t, p.token)
        await deposit(t, p.id, 20_000)
        await bet(t, p.id, 20_000)
        return { ...p, card }
      }),
    )
    const request = (p: (typeof players)[number], amount: number, key: string): WithdrawalRequest => ({
      userId: p.id,
      cardId: p.card.id,
      amount,
      fee: 100,
      turnoverPercent: 100,
      safeboxChecked: false,
      provider: 'sandbox',
      now: t.now(),
      key,
    })
    const outcomes = await Promise.all(
      players.flatMap((p) => [
        deposit(t, p.id, 50_000).then(() => 'deposit'),
        // Everything there would be after the deposit: only possible if its money were not locked.
        placeA(request(p, 70_000, `race-a-${p.id}`)).then((o) => o.status),
        // What was already wagered, twice at once: exactly one may hold it.
        placeA(request(p, 20_000, `race-b-${p.id}`)).then((o) => o.status),
        placeB(request(p, 20_000, `race-c-${p.id}`)).then((o) => o.status),
      ]),
    )
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(players.length)
    for (const p of players) {
      expect(await balances(t, p.id)).toEqual({ cash: 50_000, bonus: 0, withdrawHold: 20_000 })
    }
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })
})
