import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  PROVIDER_API_PREFIX,
  PROVIDER_HEADER,
  PROVIDER_SIGNATURE_HEADER,
  type ProviderReply,
} from '../../../contract/provider-wallet.ts'
import { query } from '../../db/sql.ts'
import { startTestApp, type TestApp } from '../../test/harness.ts'
import { ledgerViolations } from '../wallet/ledger/ledger.invariants.ts'
import { balances } from '../wallet/wallet.test-helpers.ts'
import { betOf, playing, roundId, secretOf, txId } from './games.test-helpers.ts'
import { BUILTIN_PROVIDER, signProviderBody } from './provider-auth.ts'

/**
 * The seamless wallet under concurrent calls, on PostgreSQL only: PGlite runs one transaction at a time
 * (DESIGN 8), so no two calls interleave there and a race cannot show (see
 * server/modules/wallet/ledger/ledger.concurrency.test.ts). Calls go over real HTTP to a listening server with a
 * pool of 20 connections, as a provider's would.
 */
describe.runIf(process.env.DATABASE_URL)('provider wallet API under concurrency on PostgreSQL', () => {
  let t: TestApp
  let base = ''
  beforeAll(async () => {
    t = await startTestApp('postgres')
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await t?.close()
  })

  async function send(op: string, payload: unknown): Promise<ProviderReply> {
    const raw = JSON.stringify(payload)
    const res = await fetch(`${base}${PROVIDER_API_PREFIX}/${op}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [PROVIDER_HEADER]: BUILTIN_PROVIDER,
        [PROVIDER_SIGNATURE_HEADER]: signProviderBody(secretOf(t), raw),
      },
      body: raw,
    })
    expect(res.status).toBe(200)
    return (await res.json()) as ProviderReply
  }
  const cash = async (userId: number) => (await balances(t, userId)).cash

  it('200 parallel bets of 70 at a balance of 10,000: exactly floor(10,000/70) succeed', async () => {
    const B = 10_000
    const A = 70
    const p = await playing(t, B)
    const replies = await Promise.all(Array.from({ length: 200 }, () => send('bet', betOf(p.sessionId, A))))
    const okCount = replies.filter((r) => r.status === 'OK').length
    expect(okCount).toBe(Math.floor(B / A))
    expect(replies.filter((r) => r.status === 'INSUFFICIENT_FUNDS')).toHaveLength(200 - Math.floor(B / A))
    expect(await cash(p.id)).toBe(B - okCount * A)
    const [rec] = await query<{ total: number }>(
      t.database.db,
      sql`SELECT coalesce(sum(bet_amount), 0)::bigint AS total FROM bet_records WHERE user_id = ${p.id}`,
    )
    expect(Number(rec?.total)).toBe(okCount * A)
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('one transaction id sent 20 times at once moves money once, and every reply is the same', async () => {
    const p = await playing(t, 5_000)
    const b = betOf(p.sessionId, 1_000)
    const replies = await Promise.all(Array.from({ length: 20 }, () => send('bet', b)))
    expect(replies[0]?.status).toBe('OK')
    for (const r of replies) expect(r).toEqual(replies[0])
    expect(await cash(p.id)).toBe(4_000)

    const w = {
      sessionId: p.sessionId,
      transactionId: txId(),
      roundId: b.roundId,
      betTransactionId: b.transactionId,
      amount: 2_500,
    }
    const wins = await Promise.all(Array.from({ length: 20 }, () => send('win', w)))
    for (const r of wins) expect(r).toEqual(wins[0])
    expect(await cash(p.id)).toBe(6_500)
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('a rollback racing its bet ends consistent: the bet refunded, or tombstoned and then refused', async () => {
    const p = await playing(t, 100_000)
    const outcomes = new Set<string>()
    for (let i = 0; i < 30; i++) {
      const before = await cash(p.id)
      const b = betOf(p.sessionId, 100)
      const rb = {
        sessionId: p.sessionId,
        transactionId: txId(),
        roundId: b.roundId,
        referenceTransactionId: b.transactionId,
      }
      const [bet, roll] = await Promise.all([send('bet', b), send('rollback', rb)])
      expect(roll.status).toBe('OK')
      expect(['OK', 'TRANSACTION_ROLLED_BACK']).toContain(bet.status)
      outcomes.add(bet.status)
      // Either way the player ends where they started, and a retry of the bet is refused.
      expect(await cash(p.id)).toBe(before)
      expect((await send('bet', b)).status).toBe(bet.status === 'OK' ? 'OK' : 'TRANSACTION_ROLLED_BACK')
      expect(await cash(p.id)).toBe(before)
    }
    expect(outcomes.size).toBeGreaterThan(0)
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('a rollback racing the win of its bet: exactly one lands, the other is refused', async () => {
    const p = await playing(t, 100_000)
    const outcomes = new Set<string>()
    for (let i = 0; i < 30; i++) {
      const before = await cash(p.id)
      const b = betOf(p.sessionId, 100)
      expect((await send('bet', b)).status).toBe('OK')
      const [win, roll] = await Promise.all([
        send('win', {
          sessionId: p.sessionId,
          transactionId: txId(),
          roundId: b.roundId,
          betTransactionId: b.transactionId,
          amount: 300,
        }),
        send('rollback', {
          sessionId: p.sessionId,
          transactionId: txId(),
          roundId: b.roundId,
          referenceTransactionId: b.transactionId,
        }),
      ])
      const pair = `${win.status}/${roll.status}`
      outcomes.add(pair)
      // The win settled the bet first (the rollback is refused), or the rollback refunded it first.
      expect(['OK/BET_SETTLED', 'TRANSACTION_ROLLED_BACK/OK']).toContain(pair)
      expect(await cash(p.id)).toBe(pair === 'OK/BET_SETTLED' ? before - 100 + 300 : before)
    }
    expect(outcomes.size).toBeGreaterThan(0)
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('a random concurrent mix of bets, wins, rollbacks and replays keeps the ledger invariants and the books', async () => {
    const p = await playing(t, 50_000)
    type Op =
      | { op: 'bet'; amount: number }
      | { op: 'win'; bet: number; amount: number }
      | { op: 'rollback'; bet: number }
      | { op: 'replay'; bet: number }
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ op: fc.constant('bet' as const), amount: fc.integer({ min: 1, max: 3_000 }) }),
      fc.record({
        op: fc.constant('win' as const),
        bet: fc.nat(30),
        amount: fc.integer({ min: 0, max: 5_000 }),
      }),
      fc.record({ op: fc.constant('rollback' as const), bet: fc.nat(30) }),
      fc.record({ op: fc.constant('replay' as const), bet: fc.nat(30) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 10, maxLength: 40 }), async (ops) => {
        const bets = ops.map((o) =>
          betOf(p.sessionId, o.op === 'bet' ? o.amount : 1 + (o.op === 'win' ? o.amount : 0)),
        )
        const pick = (i: number) => bets[i % bets.length] ?? betOf(p.sessionId, 1)
        await Promise.all(
          ops.map((o, i) => {
            if (o.op === 'bet') return send('bet', pick(i))
            const b = pick(o.bet)
            if (o.op === 'win')
              return send('win', {
                sessionId: p.sessionId,
                transactionId: txId(),
                roundId: b.roundId,
                betTransactionId: b.transactionId,
                amount: o.amount,
              })
            if (o.op === 'rollback')
              return send('rollback', {
                sessionId: p.sessionId,
                transactionId: txId(),
                roundId: roundId(),
                referenceTransactionId: b.transactionId,
              })
            return send('bet', b)
          }),
        )
        expect(await ledgerViolations(t.database.db)).toEqual([])
        // The books agree: cash = start + what provider transactions moved (bets out, wins and refunds in).
        const [sums] = await query<{ bets: number; wins: number; refunds: number; records: number }>(
          t.database.db,
          sql`SELECT
                coalesce(sum(amount) FILTER (WHERE kind = 'bet' AND ledger_transaction_id IS NOT NULL), 0)::bigint AS bets,
                coalesce(sum(amount) FILTER (WHERE kind = 'win'), 0)::bigint AS wins,
                coalesce(sum(amount) FILTER (WHERE kind = 'bet' AND rolled_back AND ledger_transaction_id IS NOT NULL), 0)::bigint AS refunds,
                (SELECT coalesce(sum(bet_amount), 0) FROM bet_records WHERE user_id = ${p.id})::bigint AS records
              FROM provider_transactions WHERE user_id = ${p.id}`,
        )
        const s = { bets: Number(sums?.bets), wins: Number(sums?.wins), refunds: Number(sums?.refunds) }
        expect(await cash(p.id)).toBe(50_000 - s.bets + s.wins + s.refunds)
        expect(Number(sums?.records)).toBe(s.bets - s.refunds)
        // A rolled-back bet never has a win.
        const [both] = await query<{ n: number }>(
          t.database.db,
          sql`SELECT count(*)::int AS n FROM provider_transactions WHERE user_id = ${p.id} AND rolled_back AND won`,
        )
        expect(Number(both?.n)).toBe(0)
      }),
      { numRuns: 15 },
    )
  })
})
