import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '../../db/sql.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { ledgerViolations } from '../wallet/ledger/ledger.invariants.ts'
import { balances, deposit, player } from '../wallet/wallet.test-helpers.ts'
import { betOf, ok, playing, provider, roundId, secretOf, start, txId } from './games.test-helpers.ts'
import { signProviderBody } from './provider-auth.ts'
import { LAUNCH_TOKEN_TTL_MS, SESSION_IDLE_MS } from './session.service.ts'

/**
 * The seamless-wallet API (docs/PROVIDER_API.md) on PGlite and, with DATABASE_URL, PostgreSQL: who may
 * call, the launch token, exactly-once transactions, the reference rules between bets, wins and
 * rollbacks, the session deciding the wallet, and refusals that move nothing.
 */
describe.each(testDatabases)('provider wallet API on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  const cash = async (userId: number) => (await balances(t, userId)).cash
  const movements = async (userId: number) => {
    const [row] = await query<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE user_id = ${userId}`,
    )
    return Number(row?.n)
  }
  const rounds = (userId: number) =>
    query<{ round_id: string; bet_amount: number; win_amount: number; game_id: number }>(
      t.database.db,
      sql`SELECT round_id, bet_amount, win_amount, game_id FROM bet_records WHERE user_id = ${userId}
          ORDER BY id`,
    )
  const winOf = (sessionId: string, betTx: string, amount: number, tx = txId()) => ({
    sessionId,
    transactionId: tx,
    roundId: roundId(),
    betTransactionId: betTx,
    amount,
  })
  const rollbackOf = (sessionId: string, ref: string, tx = txId()) => ({
    sessionId,
    transactionId: tx,
    roundId: roundId(),
    referenceTransactionId: ref,
  })

  describe('signature', () => {
    it('refuses a bad signature, another secret, an unknown provider and a body changed after signing', async () => {
      const p = await playing(t, 1_000)
      const body = JSON.stringify(betOf(p.sessionId, 100))
      const attempts = [
        await provider(t, 'bet', null, { raw: body, signature: 'f'.repeat(64) }),
        await provider(t, 'bet', null, { raw: body, signature: 'not-hex' }),
        await provider(t, 'bet', null, { raw: body, signature: '' }),
        await provider(t, 'bet', null, { raw: body, secret: 'someone-elses-secret-0123456789' }),
        await provider(t, 'bet', null, { raw: body, providerId: 'acme' }),
        await provider(t, 'bet', null, { raw: body, providerId: '' }),
        await provider(t, 'bet', null, {
          raw: body.replace('"amount":100', '"amount":900'),
          signature: signProviderBody(secretOf(t), body),
        }),
      ]
      for (const a of attempts) {
        expect(a.status).toBe(401)
        expect(a.body).toEqual({ status: 'UNAUTHORIZED' })
      }
      expect(await cash(p.id)).toBe(1_000)
      expect(await rounds(p.id)).toEqual([])
    })

    it('refuses a provider switched off in game_providers (within the status cache time)', async () => {
      const p = await playing(t, 1_000)
      await t.database.db.execute(sql`UPDATE game_providers SET status = 0 WHERE code = 'builtin'`)
      t.advance(11_000)
      try {
        const res = await provider(t, 'balance', { sessionId: p.sessionId })
        expect(res.status).toBe(401)
      } finally {
        await t.database.db.execute(sql`UPDATE game_providers SET status = 1 WHERE code = 'builtin'`)
        t.advance(11_000)
      }
      expect((await provider(t, 'balance', { sessionId: p.sessionId })).status).toBe(200)
    })

    it('answers 400 to a signed body that is not JSON, BAD_REQUEST to one that fails the schema, 404 to an unknown operation', async () => {
      const p = await playing(t, 1_000)
      const notJson = await provider(t, 'bet', null, { raw: '{"sessionId":' })
      expect(notJson.status).toBe(400)
      expect(notJson.body.status).toBe('BAD_REQUEST')
      const unknown = await provider(t, 'payout', { sessionId: p.sessionId })
      expect(unknown.status).toBe(404)

      const bad: Array<[unknown, string]> = [
        [{ ...betOf(p.sessionId, 100), amount: -5 }, 'amount'],
        [{ ...betOf(p.sessionId, 100), amount: 0 }, 'amount'],
        [{ ...betOf(p.sessionId, 100), amount: 1.5 }, 'amount'],
        [{ ...betOf(p.sessionId, 100), amount: 1e13 }, 'amount'],
        [{ ...betOf(p.sessionId, 100), amount: '100' }, 'amount'],
        [{ ...betOf(p.sessionId, 100), transactionId: '' }, 'transactionId'],
        [{ ...betOf(p.sessionId, 100), transactionId: 'x'.repeat(101) }, 'transactionId'],
        [{ ...betOf(p.sessionId, 100), sessionId: 'not-a-uuid' }, 'sessionId'],
        [{ ...betOf(p.sessionId, 100), userId: 1 }, 'userId'],
        [{ sessionId: p.sessionId }, 'transactionId'],
      ]
      for (const [payload, field] of bad) {
        const res = await provider(t, 'bet', payload)
        expect(res.status, JSON.stringify(payload)).toBe(200)
        expect(res.body.status).toBe('BAD_REQUEST')
        expect(Object.keys(res.body.details ?? {})).toContain(field)
      }
      const neg = await provider(t, 'win', { ...winOf(p.sessionId, 'b', 1), amount: -1 })
      expect(neg.body.status).toBe('BAD_REQUEST')
      expect(await cash(p.id)).toBe(1_000)
      expect(await movements(p.id)).toBe(1)
    })
  })

  describe('launch token', () => {
    it('works once: the second authenticate is INVALID_TOKEN', async () => {
      const p = await player(t)
      await deposit(t, p.id, 2_500)
      const s = await start(t, p.token, { lang: 'pt-BR' })
      const first = await ok(t, 'authenticate', { token: s.launch })
      const users = await query<{ uuid: string }>(
        t.database.db,
        sql`SELECT uuid FROM users WHERE id = ${p.id}`,
      )
      expect(first).toEqual({
        status: 'OK',
        sessionId: s.sessionId,
        playerId: users[0]?.uuid,
        gameId: 1001,
        lang: 'pt-BR',
        demo: false,
        currency: 'BRL',
        balance: 2_500,
      })
      expect(await ok(t, 'authenticate', { token: s.launch })).toEqual({ status: 'INVALID_TOKEN' })
      expect(await ok(t, 'authenticate', { token: `${s.launch.slice(0, -2)}AA` })).toEqual({
        status: 'INVALID_TOKEN',
      })
    })

    it('20 concurrent authenticates with one token: exactly one OK', async () => {
      const p = await player(t)
      const s = await start(t, p.token)
      const replies = await Promise.all(
        Array.from({ length: 20 }, () => provider(t, 'authenticate', { token: s.launch })),
      )
      expect(replies.filter((r) => r.body.status === 'OK')).toHaveLength(1)
      expect(replies.filter((r) => r.body.status === 'INVALID_TOKEN')).toHaveLength(19)
    })

    it('expires 2 minutes after startGame', async () => {
      const p = await player(t)
      const late = await start(t, p.token)
      t.advance(LAUNCH_TOKEN_TTL_MS + 1)
      expect(await ok(t, 'authenticate', { token: late.launch })).toEqual({ status: 'INVALID_TOKEN' })
      const inTime = await start(t, p.token)
      t.advance(LAUNCH_TOKEN_TTL_MS - 1_000)
      expect((await ok(t, 'authenticate', { token: inTime.launch })).status).toBe('OK')
    })

    it('is stored only as its hash, and a newer startGame closes the older session', async () => {
      const p = await player(t)
      const a = await start(t, p.token)
      const b = await start(t, p.token)
      const rows = await query<{ id: string; launch_token_hash: string; status: string }>(
        t.database.db,
        sql`SELECT id, launch_token_hash, status FROM game_sessions WHERE user_id = ${p.id} ORDER BY created_at`,
      )
      expect(rows.map((r) => r.status).sort()).toEqual(['closed', 'open'])
      expect(rows.find((r) => r.id === b.sessionId)?.status).toBe('open')
      for (const r of rows) {
        expect(r.launch_token_hash).toMatch(/^[0-9a-f]{64}$/)
        expect([a.launch, b.launch]).not.toContain(r.launch_token_hash)
      }
      // The closed session's token no longer opens it.
      expect(await ok(t, 'authenticate', { token: a.launch })).toEqual({ status: 'INVALID_TOKEN' })
    })
  })

  describe('bet', () => {
    it('debits the session player, records the round and answers the balance after', async () => {
      const p = await playing(t, 10_000)
      const b = betOf(p.sessionId, 300)
      const r = await ok(t, 'bet', b)
      expect(r).toMatchObject({ status: 'OK', balance: 9_700, currency: 'BRL' })
      expect(r.walletTransactionId).toMatch(/^\d+$/)
      expect(await cash(p.id)).toBe(9_700)
      await ok(t, 'bet', { ...betOf(p.sessionId, 200), roundId: b.roundId })
      expect(await rounds(p.id)).toEqual([
        { round_id: b.roundId, bet_amount: 500, win_amount: 0, game_id: 1001 },
      ])
      const info = await call(t, 'getUserInfo', {}, { token: p.token })
      // vipExp follows from the bet events (the vip.experience consumer: server/modules/vip/).
      expect(info.data).toMatchObject({ bet: 500, coin: 9_500 })
    })

    it('an exact replay returns the identical reply and moves nothing; another payload under the id is refused', async () => {
      const p = await playing(t, 10_000)
      const b = betOf(p.sessionId, 400)
      const first = await ok(t, 'bet', b)
      const before = await movements(p.id)
      // Reordered keys are the same request.
      const replay = await provider(t, 'bet', {
        amount: b.amount,
        roundId: b.roundId,
        transactionId: b.transactionId,
        sessionId: b.sessionId,
      })
      expect(replay.body).toEqual(first)
      expect(await ok(t, 'bet', b)).toEqual(first)
      expect(await movements(p.id)).toBe(before)
      expect(await cash(p.id)).toBe(9_600)

      const other = await ok(t, 'bet', { ...b, amount: 401 })
      expect(other).toMatchObject({ status: 'DUPLICATE_TRANSACTION', balance: 9_600 })
      const asWin = await ok(t, 'win', winOf(p.sessionId, b.transactionId, 10, b.transactionId))
      expect(asWin.status).toBe('DUPLICATE_TRANSACTION')
      expect(await cash(p.id)).toBe(9_600)
      expect(await movements(p.id)).toBe(before)
    })

    it('insufficient funds: a clean refusal with the balance, nothing moves, and a replay answers the same', async () => {
      const p = await playing(t, 500)
      const b = betOf(p.sessionId, 501)
      const refused = await ok(t, 'bet', b)
      expect(refused).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 500, currency: 'BRL' })
      await deposit(t, p.id, 1_000)
      expect(await ok(t, 'bet', b)).toEqual(refused)
      expect(await cash(p.id)).toBe(1_500)
      expect(await movements(p.id)).toBe(2)
      expect(await rounds(p.id)).toEqual([])
      // A win or a rollback naming the refused bet moves nothing either.
      expect((await ok(t, 'win', winOf(p.sessionId, b.transactionId, 1_000))).status).toBe('BET_NOT_FOUND')
      expect((await ok(t, 'rollback', rollbackOf(p.sessionId, b.transactionId))).status).toBe('OK')
      expect(await cash(p.id)).toBe(1_500)
      expect(await ledgerViolations(t.database.db)).toEqual([])
    })

    it('refused on a closed, idle, unknown, demo or never-authenticated session', async () => {
      const closed = await playing(t, 1_000)
      const exit = await call(t, 'exitGame', { sessionId: closed.sessionId }, { token: closed.token })
      expect(exit.data).toEqual({ coin: 1_000, sessionsClosed: 1 })
      expect((await ok(t, 'bet', betOf(closed.sessionId, 100))).status).toBe('SESSION_EXPIRED')

      const idle = await playing(t, 1_000)
      t.advance(SESSION_IDLE_MS + 1_000)
      expect(await ok(t, 'bet', betOf(idle.sessionId, 100))).toMatchObject({
        status: 'SESSION_EXPIRED',
        balance: 1_000,
      })

      expect((await ok(t, 'bet', betOf(crypto.randomUUID(), 100))).status).toBe('SESSION_EXPIRED')

      const demo = await playing(t, 1_000, { tryIt: 1 })
      expect(demo.auth).toMatchObject({ status: 'OK', demo: true, balance: 0 })
      expect(await ok(t, 'bet', betOf(demo.sessionId, 100))).toMatchObject({ status: 'DEMO_SESSION' })
      expect(await ok(t, 'balance', { sessionId: demo.sessionId })).toMatchObject({ demo: true, balance: 0 })

      const p = await player(t)
      await deposit(t, p.id, 1_000)
      const unlaunched = await start(t, p.token)
      expect((await ok(t, 'bet', betOf(unlaunched.sessionId, 100))).status).toBe('SESSION_EXPIRED')

      for (const id of [closed.id, idle.id, demo.id, p.id]) {
        expect(await cash(id)).toBe(1_000)
        expect(await rounds(id)).toEqual([])
      }
    })

    it('a bet keeps the session alive: activity within 30 minutes each time', async () => {
      const p = await playing(t, 1_000)
      for (let i = 0; i < 3; i++) {
        t.advance(SESSION_IDLE_MS - 60_000)
        expect((await ok(t, 'bet', betOf(p.sessionId, 10))).status).toBe('OK')
      }
    })

    it('the session decides the wallet: a session id only ever moves its own player money', async () => {
      const alice = await playing(t, 5_000)
      const bob = await playing(t, 5_000)
      const b = betOf(alice.sessionId, 1_000)
      expect((await ok(t, 'bet', b)).balance).toBe(4_000)
      expect(await cash(bob.id)).toBe(5_000)
      // Bob's session cannot settle or undo Alice's bet.
      expect((await ok(t, 'win', winOf(bob.sessionId, b.transactionId, 3_000))).status).toBe('BET_NOT_FOUND')
      expect((await ok(t, 'rollback', rollbackOf(bob.sessionId, b.transactionId))).status).toBe(
        'BET_NOT_FOUND',
      )
      expect(await cash(alice.id)).toBe(4_000)
      expect(await cash(bob.id)).toBe(5_000)
      // Another provider's session is unknown to this one: nothing to name.
      await t.database.db.execute(
        sql`INSERT INTO game_providers (code, name, status) VALUES ('other', 'Other', 1) ON CONFLICT DO NOTHING`,
      )
      await t.database.db.execute(
        sql`UPDATE game_sessions SET provider = 'other' WHERE id = ${bob.sessionId}`,
      )
      expect((await ok(t, 'bet', betOf(bob.sessionId, 100))).status).toBe('SESSION_EXPIRED')
      expect((await ok(t, 'balance', { sessionId: bob.sessionId })).status).toBe('SESSION_EXPIRED')
      expect(await cash(bob.id)).toBe(5_000)
    })
  })

  describe('win', () => {
    it('credits the bet of this session, adds to the round, 0 moves nothing but is recorded', async () => {
      const p = await playing(t, 1_000)
      const b = betOf(p.sessionId, 100)
      await ok(t, 'bet', b)
      const w = await ok(t, 'win', winOf(p.sessionId, b.transactionId, 250))
      expect(w).toMatchObject({ status: 'OK', balance: 1_150 })
      const zero = await ok(t, 'win', winOf(p.sessionId, b.transactionId, 0))
      expect(zero).toEqual({ status: 'OK', balance: 1_150, currency: 'BRL' })
      expect(await rounds(p.id)).toEqual([
        { round_id: b.roundId, bet_amount: 100, win_amount: 250, game_id: 1001 },
      ])
      expect(await movements(p.id)).toBe(3)
    })

    it('a win before its bet is BET_NOT_FOUND and not remembered: sent again after the bet it pays', async () => {
      const p = await playing(t, 1_000)
      const b = betOf(p.sessionId, 100)
      const w = winOf(p.sessionId, b.transactionId, 300)
      expect(await ok(t, 'win', w)).toMatchObject({ status: 'BET_NOT_FOUND', balance: 1_000 })
      await ok(t, 'bet', b)
      expect(await ok(t, 'win', w)).toMatchObject({ status: 'OK', balance: 1_200 })
      expect(await ok(t, 'win', w)).toMatchObject({ status: 'OK', balance: 1_200 })
      expect(await cash(p.id)).toBe(1_200)
    })

    it('is accepted after the session closed or went idle, and after the token expired', async () => {
      const p = await playing(t, 1_000)
      const b = betOf(p.sessionId, 100)
      await ok(t, 'bet', b)
      await call(t, 'exitGame', {}, { token: p.token })
      t.advance(SESSION_IDLE_MS * 3)
      expect(await ok(t, 'win', winOf(p.sessionId, b.transactionId, 500))).toMatchObject({
        status: 'OK',
        balance: 1_400,
      })
      expect((await ok(t, 'endRound', { sessionId: p.sessionId, roundId: b.roundId })).status).toBe('OK')
    })

    it('a win for a rolled-back bet is TRANSACTION_ROLLED_BACK', async () => {
      const p = await playing(t, 1_000)
      const b = betOf(p.sessionId, 100)
      await ok(t, 'bet', b)
      await ok(t, 'rollback', rollbackOf(p.sessionId, b.transactionId))
      expect(await ok(t, 'win', winOf(p.sessionId, b.transactionId, 500))).toMatchObject({
        status: 'TRANSACTION_ROLLED_BACK',
        balance: 1_000,
      })
      expect(await cash(p.id)).toBe(1_000)
    })
  })

  describe('rollback', () => {
    it('refunds the bet once, takes it out of the records, and is accepted after the session closed', async () => {
      const p = await playing(t, 1_000)
      const keep = betOf(p.sessionId, 100)
      const undo = { ...betOf(p.sessionId, 300), roundId: keep.roundId }
      await ok(t, 'bet', keep)
      await ok(t, 'bet', undo)
      expect(await cash(p.id)).toBe(600)
      await call(t, 'exitGame', {}, { token: p.token })
      const rb = rollbackOf(p.sessionId, undo.transactionId)
      const first = await ok(t, 'rollback', rb)
      expect(first).toMatchObject({ status: 'OK', balance: 900 })
      expect(first.walletTransactionId).toMatch(/^\d+$/)
      expect(await ok(t, 'rollback', rb)).toEqual(first)
      // Another rollback id for the same bet: already undone, nothing moves.
      expect(await ok(t, 'rollback', rollbackOf(p.sessionId, undo.transactionId))).toEqual({
        status: 'OK',
        balance: 900,
        currency: 'BRL',
      })
      expect(await cash(p.id)).toBe(900)
      expect(await rounds(p.id)).toEqual([
        { round_id: keep.roundId, bet_amount: 100, win_amount: 0, game_id: 1001 },
      ])
      // The round's only bet rolled back: the round disappears from the records.
      await ok(t, 'rollback', rollbackOf(p.sessionId, keep.transactionId))
      expect(await rounds(p.id)).toEqual([])
      expect(await cash(p.id)).toBe(1_000)
      // The bet id itself cannot be used again.
      expect((await ok(t, 'bet', { ...undo, amount: 50 })).status).toBe('DUPLICATE_TRANSACTION')
    })

    it('an unknown bet: OK with no movement, a tombstone refuses the late bet', async () => {
      const p = await playing(t, 1_000)
      const late = betOf(p.sessionId, 100)
      expect(await ok(t, 'rollback', rollbackOf(p.sessionId, late.transactionId))).toEqual({
        status: 'OK',
        balance: 1_000,
        currency: 'BRL',
      })
      expect(await ok(t, 'bet', late)).toMatchObject({ status: 'TRANSACTION_ROLLED_BACK', balance: 1_000 })
      expect(await ok(t, 'bet', late)).toMatchObject({ status: 'TRANSACTION_ROLLED_BACK' })
      expect(await cash(p.id)).toBe(1_000)
      expect(await movements(p.id)).toBe(1)
    })

    it('a refund writes one domain event: its game, type, round and bet, and a negative valid amount', async () => {
      const p = await playing(t, 1_000)
      const b = betOf(p.sessionId, 250)
      await ok(t, 'bet', b)
      const rb = rollbackOf(p.sessionId, b.transactionId)
      const refund = await ok(t, 'rollback', rb)
      // A replay and another rollback id for the same bet move nothing: no event either.
      await ok(t, 'rollback', rb)
      await ok(t, 'rollback', rollbackOf(p.sessionId, b.transactionId))
      const events = await query<{
        kind: string
        amount: string
        ledger_transaction_id: string
        data: unknown
      }>(
        t.database.db,
        sql`SELECT kind, amount, ledger_transaction_id, data FROM domain_events
        WHERE user_id = ${p.id} AND ledger_transaction_id IS NOT NULL ORDER BY id`,
      )
      expect(events.map((e) => [e.kind, Number(e.amount)])).toEqual([
        ['deposit', 1_000],
        ['bet', 250],
        ['rollback', 250],
      ])
      // Game 1001 is a slot (game type 1) in the seeded catalogue; the round is the bet's, not the rollback's.
      expect(events[2]?.data).toEqual({
        provider: 'builtin',
        gameId: 1001,
        gameType: 1,
        roundId: b.roundId,
        betTransactionId: b.transactionId,
        validAmount: -250,
      })
      expect(String(events[2]?.ledger_transaction_id)).toBe(refund.walletTransactionId)
    })

    it('a rollback naming a win, or naming itself, is BET_NOT_FOUND and leaves nothing behind', async () => {
      const p = await playing(t, 1_000)
      const b = betOf(p.sessionId, 100)
      await ok(t, 'bet', b)
      const w = winOf(p.sessionId, b.transactionId, 0)
      await ok(t, 'win', w)
      // A rollback naming a win (not a bet), or naming its own id.
      expect((await ok(t, 'rollback', rollbackOf(p.sessionId, w.transactionId))).status).toBe('BET_NOT_FOUND')
      const self = txId()
      expect((await ok(t, 'rollback', rollbackOf(p.sessionId, self, self))).status).toBe('BET_NOT_FOUND')
      // Not stored: the ids are free, and nothing moved.
      const [row] = await query<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM provider_transactions WHERE user_id = ${p.id} AND kind = 'rollback'`,
      )
      expect(Number(row?.n)).toBe(0)
      expect(await cash(p.id)).toBe(900)
    })

    it('a bet that has a win is settled: BET_SETTLED, nothing moves', async () => {
      const p = await playing(t, 1_000)
      const b = betOf(p.sessionId, 100)
      await ok(t, 'bet', b)
      await ok(t, 'win', winOf(p.sessionId, b.transactionId, 0))
      expect(await ok(t, 'rollback', rollbackOf(p.sessionId, b.transactionId))).toMatchObject({
        status: 'BET_SETTLED',
        balance: 900,
      })
      expect(await cash(p.id)).toBe(900)
    })
  })

  it('endRound is repeatable; balance answers any known session', async () => {
    const p = await playing(t, 700)
    const r = { sessionId: p.sessionId, roundId: roundId() }
    const first = t.now()
    expect(await ok(t, 'endRound', r)).toEqual({ status: 'OK', balance: 700, currency: 'BRL' })
    t.advance(5_000)
    expect(await ok(t, 'endRound', r)).toEqual({ status: 'OK', balance: 700, currency: 'BRL' })
    // The round is recorded once, at the first call's time.
    const ended = await query<{ session_id: string; ended_at: Date | string }>(
      t.database.db,
      sql`SELECT session_id, ended_at FROM provider_rounds WHERE provider = 'builtin' AND round_id = ${r.roundId}`,
    )
    expect(ended.map((e) => [e.session_id, new Date(e.ended_at).getTime()])).toEqual([[p.sessionId, first]])
    expect(await ok(t, 'balance', { sessionId: p.sessionId })).toEqual({
      status: 'OK',
      balance: 700,
      currency: 'BRL',
    })
    expect(await ok(t, 'endRound', { ...r, sessionId: crypto.randomUUID() })).toEqual({
      status: 'SESSION_EXPIRED',
    })
  })

  it('the ledger invariants hold after everything above', async () => {
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })
})
