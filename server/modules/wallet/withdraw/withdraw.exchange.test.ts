import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys, ledgerTransactions, withdrawals } from '../../../db/schema/index.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import {
  addCard,
  balances,
  bet,
  deposit,
  player,
  readyPlayer,
  setSafebox,
  webhook,
} from '../wallet.test-helpers.ts'

/** Seeded exchange config (0006_withdraw.sql): 100.00 .. 50,000.00, fee 2% min 1.00, turnover 1x. */
const MIN = 10_000
const MAX = 5_000_000

describe.each(testDatabases)('getExchange and exchange on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })
  const db = () => t.database.db
  const held = async (userId: number) => db().select().from(withdrawals).where(eq(withdrawals.userId, userId))
  const txCount = async (userId: number) =>
    (await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.userId, userId))).length

  it('shows the balance, limits, fee and what each deposit and bonus still locks', async () => {
    const p = await player(t)
    await deposit(t, p.id, 50_000)
    await deposit(t, p.id, 5_000, 'deposit_bonus')
    await bet(t, p.id, 20_000)
    const res = await call(t, 'getExchange', {}, { token: p.token })
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({
      coin: 55_000,
      withdrawable: 0,
      pending: 0,
      minAmount: MIN,
      maxAmount: MAX,
      feeBps: 200,
      feeMin: 100,
      hasSafeboxPassword: false,
      cards: [],
      turnover: {
        percent: 100,
        locked: 55_000,
        required: 55_000,
        done: 20_000,
        left: 35_000,
        met: false,
        open: [
          { kind: 'deposit', amount: 50_000, required: 50_000, done: 20_000, left: 30_000, unlocks: 50_000 },
          { kind: 'deposit_bonus', amount: 5_000, required: 5_000, done: 0, left: 35_000, unlocks: 5_000 },
        ],
      },
    })
    await bet(t, p.id, 30_000)
    const deposited = await call(t, 'getExchange', {}, { token: p.token })
    expect(deposited.data).toMatchObject({
      withdrawable: 50_000,
      turnover: { locked: 5_000, left: 5_000, met: false, open: [{ kind: 'deposit_bonus', left: 5_000 }] },
    })
    await bet(t, p.id, 5_000)
    const met = await call(t, 'getExchange', {}, { token: p.token })
    expect(met.data).toMatchObject({
      withdrawable: 55_000,
      turnover: { locked: 0, left: 0, met: true, open: [] },
    })
  })

  it('refuses while turnover is not met, then holds the funds once it is', async () => {
    const p = await player(t)
    await deposit(t, p.id, 30_000)
    await bet(t, p.id, 29_999)
    const card = await addCard(t, p.token)
    const refused = await call(t, 'exchange', { amount: MIN, cardId: card.id }, { token: p.token })
    expect(refused).toMatchObject({ status: 400, msg: 'turnoverNotMet' })
    expect(await held(p.id)).toHaveLength(0)
    await bet(t, p.id, 1)
    const ok = await call(t, 'exchange', { amount: 20_000, cardId: card.id }, { token: p.token })
    expect(ok.status, JSON.stringify(ok)).toBe(200)
    expect(ok.data).toMatchObject({
      coin: 10_000,
      withdrawal: {
        amount: 20_000,
        fee: 400,
        payout: 19_600,
        status: 'pending',
        accountNoMasked: '****5678',
      },
    })
    expect(await balances(t, p.id)).toEqual({ cash: 10_000, bonus: 0, withdrawHold: 20_000 })
    const info = await call(t, 'refreshData', {}, { token: p.token })
    expect(info.data).toMatchObject({ coin: 10_000, bet: 30_000 })
    const ex = await call(t, 'getExchange', {}, { token: p.token })
    expect(ex.data).toMatchObject({ coin: 10_000, pending: 20_000 })
  })

  it('enforces min, max and the balance, and moves nothing when refused', async () => {
    const p = await readyPlayer(t, 60_000)
    const before = await txCount(p.id)
    const ask = (amount: unknown) => call(t, 'exchange', { amount, cardId: p.card.id }, { token: p.token })
    expect(await ask(MIN - 1)).toMatchObject({ status: 400, msg: 'withdrawAmountOutOfRange' })
    expect(await ask(MAX + 1)).toMatchObject({ status: 400, msg: 'withdrawAmountOutOfRange' })
    expect(await ask(60_001)).toMatchObject({ status: 400, msg: 'insufficientFunds' })
    expect(await ask(-100)).toMatchObject({ status: 400, details: { amount: 'outOfRange' } })
    expect(await ask(0)).toMatchObject({ status: 400, details: { amount: 'outOfRange' } })
    expect(await ask(100.5)).toMatchObject({ status: 400, details: { amount: 'invalidType' } })
    expect(await ask('20000')).toMatchObject({ status: 400, details: { amount: 'invalidType' } })
    expect(await ask(1e300)).toMatchObject({ status: 400, details: { amount: 'outOfRange' } })
    expect(await ask(Number.MAX_SAFE_INTEGER)).toMatchObject({ status: 400, msg: 'withdrawAmountOutOfRange' })
    expect(await call(t, 'exchange', { amount: MIN }, { token: p.token })).toMatchObject({
      status: 400,
      details: { cardId: 'required' },
    })
    expect(await txCount(p.id)).toBe(before)
    expect(await held(p.id)).toHaveLength(0)
    expect((await balances(t, p.id)).cash).toBe(60_000)
    expect((await ask(60_000)).status).toBe(200)
    expect(await balances(t, p.id)).toEqual({ cash: 0, bonus: 0, withdrawHold: 60_000 })
  })

  it('refuses another player’s card, and a player without a card', async () => {
    const p = await readyPlayer(t, 20_000)
    const other = await readyPlayer(t, 20_000)
    const theirs = await call(t, 'exchange', { amount: MIN, cardId: other.card.id }, { token: p.token })
    expect(theirs).toMatchObject({ status: 404, msg: 'bankCardNotFound' })
    const noCard = await player(t)
    await deposit(t, noCard.id, 20_000)
    await bet(t, noCard.id, 20_000)
    expect(await call(t, 'exchange', { amount: MIN, cardId: 1 }, { token: noCard.token })).toMatchObject({
      status: 404,
      msg: 'bankCardNotFound',
    })
    expect(await held(p.id)).toHaveLength(0)
    expect(await held(noCard.id)).toHaveLength(0)
    expect((await balances(t, p.id)).cash).toBe(20_000)
  })

  it('asks for the safe-box password when one is set and refuses a wrong one', async () => {
    const p = await readyPlayer(t, 20_000)
    await setSafebox(t, p.id, '123456')
    expect((await call(t, 'getExchange', {}, { token: p.token })).data.hasSafeboxPassword).toBe(true)
    const body = { amount: MIN, cardId: p.card.id }
    expect(await call(t, 'exchange', body, { token: p.token })).toMatchObject({
      status: 400,
      msg: 'safeboxPasswordRequired',
    })
    expect(
      await call(t, 'exchange', { ...body, safeboxPassword: '654321' }, { token: p.token }),
    ).toMatchObject({
      status: 400,
      msg: 'safeboxPasswordInvalid',
    })
    expect(await held(p.id)).toHaveLength(0)
    expect(
      (await call(t, 'exchange', { ...body, safeboxPassword: '123456' }, { token: p.token })).status,
    ).toBe(200)
    expect(await held(p.id)).toHaveLength(1)
  })

  it('stops guessing the safe-box password after 5 wrong tries', async () => {
    const p = await readyPlayer(t, 20_000)
    await setSafebox(t, p.id, '123456')
    const body = { amount: MIN, cardId: p.card.id }
    for (let i = 0; i < 5; i++) {
      expect(
        (await call(t, 'exchange', { ...body, safeboxPassword: `00000${i}` }, { token: p.token })).status,
      ).toBe(400)
    }
    expect(
      (await call(t, 'exchange', { ...body, safeboxPassword: '123456' }, { token: p.token })).status,
    ).toBe(429)
    expect(await held(p.id)).toHaveLength(0)
  })

  it('a replayed idempotency key holds once', async () => {
    const p = await readyPlayer(t, 50_000)
    const body = { amount: 20_000, cardId: p.card.id }
    const first = await call(t, 'exchange', body, { token: p.token, idempotencyKey: 'withdraw-key-0001' })
    const again = await call(t, 'exchange', body, { token: p.token, idempotencyKey: 'withdraw-key-0001' })
    expect(first.status).toBe(200)
    expect(again.data).toEqual(first.data)
    expect(await held(p.id)).toHaveLength(1)
    expect(await balances(t, p.id)).toEqual({ cash: 30_000, bonus: 0, withdrawHold: 20_000 })
  })

  it('answers a retry with the first reply, from the hold under its key, in any instance and after the payout', async () => {
    const p = await readyPlayer(t, 50_000)
    const body = { amount: 20_000, cardId: p.card.id }
    const key = { token: p.token, idempotencyKey: 'withdraw-key-0002' }
    const first = await call(t, 'exchange', body, key)
    expect(first.status).toBe(200)
    // The ledger carries the key; the reply store holds nothing for it.
    const [hold] = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `withdraw:${p.id}:withdraw-key-0002`))
    expect(hold).toMatchObject({ kind: 'withdraw_hold', refId: String(first.data.withdrawal.id) })
    const stored = await db()
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, `u:${p.id}`), eq(idempotencyKeys.call, 'exchange')))
    expect(stored).toEqual([])

    const event = {
      eventId: randomUUID(),
      withdrawalId: first.data.withdrawal.id,
      status: 'paid',
      amount: 20_000,
    }
    expect((await webhook(t, event)).status).toBe(200)
    await deposit(t, p.id, 7_000)
    const peer = await t.peer()
    for (const app of [t, { app: peer }]) {
      const again = await call(app, 'exchange', body, key)
      // As first sent: pending, and the balance right after the hold (not today's paid status or balance).
      expect(again.data).toEqual(first.data)
      expect(again.data).toMatchObject({ withdrawal: { status: 'pending' }, coin: 30_000 })
    }
    const otherBody = await call(t, 'exchange', { ...body, amount: MIN }, key)
    expect([otherBody.status, otherBody.msg]).toEqual([409, 'idempotencyConflict'])
    expect(await held(p.id)).toHaveLength(1)
    expect(await balances(t, p.id)).toEqual({ cash: 37_000, bonus: 0, withdrawHold: 0 })
  })

  it('keeps nothing of a hold refused for funds: a retry once the money is there is placed, once', async () => {
    const p = await readyPlayer(t, 15_000)
    const body = { amount: 20_000, cardId: p.card.id }
    const key = { token: p.token, idempotencyKey: 'withdraw-key-0003' }
    const before = await txCount(p.id)
    const first = await call(t, 'exchange', body, key)
    expect([first.status, first.msg]).toEqual([400, 'insufficientFunds'])
    expect(await txCount(p.id)).toBe(before)
    await deposit(t, p.id, 50_000)
    await bet(t, p.id, 50_000)
    const again = await call(t, 'exchange', body, key)
    expect(again.status).toBe(200)
    expect((await call(t, 'exchange', body, key)).data).toEqual(again.data)
    expect(await held(p.id)).toHaveLength(1)
  })

  it('parallel requests over two app instances hold exactly what the balance allows', async () => {
    const p = await readyPlayer(t, 50_000)
    const peer = await t.peer()
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        call(i % 2 ? { app: peer } : t, 'exchange', { amount: MIN, cardId: p.card.id }, { token: p.token }),
      ),
    )
    const ok = results.filter((r) => r.status === 200)
    expect(ok).toHaveLength(5)
    expect(results.filter((r) => r.status !== 200).every((r) => r.msg === 'insufficientFunds')).toBe(true)
    expect(await held(p.id)).toHaveLength(5)
    expect(await balances(t, p.id)).toEqual({ cash: 0, bonus: 0, withdrawHold: 50_000 })
  })

  it('offers no way for the player to cancel a pending withdrawal (RTS 14B)', async () => {
    for (const path of ['cancelExchange', 'cancelWithdraw', 'exchangeCancel']) {
      const res = await t.app.inject({ method: 'POST', url: `/app/v1/${path}`, payload: {} })
      expect(res.statusCode).toBe(404)
    }
  })
})
