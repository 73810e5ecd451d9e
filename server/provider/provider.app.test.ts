import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '../db/sql.ts'
import { ledgerViolations } from '../modules/wallet/ledger/ledger.invariants.ts'
import { balances, deposit, player } from '../modules/wallet/wallet.test-helpers.ts'
import { startTestApp, type TestApp, testDatabases } from '../test/harness.ts'
import { PLAY_PAGE_PATH } from './provider.routes.ts'
import { DEMO_START_BALANCE } from './provider.service.ts'
import { playClient } from './provider.test-support.ts'
import { SLOT_MIN_CYCLE_MS } from './slot.engine.ts'

/** The built-in provider through the real app: startGame, the page's API, our seamless wallet, the ledger. */
describe.each(testDatabases)('built-in provider in the app on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  const { launch, post } = playClient(() => t, { lang: 'es' })

  it('serves the page under the strict CSP, framable by the app only', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${PLAY_PAGE_PATH}?token=x` })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('/provider/assets/game.js')
    expect(res.body).not.toMatch(/<script>|<style>/)
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    const js = await t.app.inject({ method: 'GET', url: '/provider/assets/slot.js' })
    expect(js.statusCode).toBe(200)
  })

  it("hands the page its session's currency and the money format it shows (issue 17)", async () => {
    const money = await t.app.inject({ method: 'GET', url: '/provider/assets/money.js' })
    expect(money.statusCode).toBe(200)
    expect(money.body).toContain('export function formatMoney')
    const p = await player(t)
    await deposit(t, p.id, 6_250)
    expect((await post('open', { token: await launch(p.token, 1001) })).body).toMatchObject({
      currency: 'BRL',
      balance: 6_250,
    })
    // The operator's currency at the game's start is the session's (the deposit settings row).
    const setCurrency = (code: string) =>
      t.database.db.execute(
        sql`UPDATE app_settings SET value = jsonb_set(value, '{currency}', to_jsonb(${code}::text)) WHERE key = 'deposit'`,
      )
    try {
      await setCurrency('USD')
      expect((await post('open', { token: await launch(p.token, 1001) })).body.currency).toBe('USD')
    } finally {
      await setCurrency('BRL')
    }
  })

  it('plays slot rounds on the real wallet: the ledger moves by wins minus stakes, invariants hold', async () => {
    const p = await player(t)
    await deposit(t, p.id, 20_000)
    const launchToken = await launch(p.token, 1001)
    const opened = await post('open', { token: launchToken })
    expect(opened.status, JSON.stringify(opened.body)).toBe(200)
    expect(opened.body).toMatchObject({ engine: 'slot', lang: 'es', demo: false, balance: 20_000 })
    // The launch token works once.
    expect((await post('open', { token: launchToken })).body.error).toBe('invalidToken')

    let staked = 0
    let won = 0
    for (let i = 0; i < 12; i++) {
      t.advance(SLOT_MIN_CYCLE_MS)
      const r = await post('play', { session: opened.body.session, stake: 200 })
      expect(r.status, JSON.stringify(r.body)).toBe(200)
      staked += 200
      won += r.body.win
      expect(r.body.balance).toBe(20_000 - staked + won)
      expect(r.body.net).toBe(won - staked)
    }
    // Too soon after the last spin: refused by the server, nothing moves.
    expect((await post('play', { session: opened.body.session, stake: 200 })).body.error).toBe('tooFast')
    expect((await balances(t, p.id)).cash).toBe(20_000 - staked + won)
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('refuses a stake above the balance cleanly, with the balance', async () => {
    const p = await player(t)
    await deposit(t, p.id, 150)
    const opened = await post('open', { token: await launch(p.token, 6001) })
    expect(opened.body.engine).toBe('dice')
    const r = await post('play', { session: opened.body.session, stake: 200, multiplier: 200 })
    expect(r.status).toBe(402)
    expect(r.body).toMatchObject({ error: 'insufficientFunds', balance: 150 })
    expect((await balances(t, p.id)).cash).toBe(150)
  })

  it('refuses a NUL in any string of the page API as bad input (PostgreSQL text cannot hold one), changing nothing', async () => {
    const p = await player(t)
    await deposit(t, p.id, 1_000)
    const session = (await post('open', { token: await launch(p.token, 1001) })).body.session as string
    const nul = (s: string) => `${s.slice(0, -1)}\u0000`
    const round = '00000000-0000-4000-8000-000000000000'
    for (const [path, body] of [
      ['open', { token: nul('t'.repeat(43)) }],
      ['open', { session: nul(session) }],
      ['play', { session: nul(session), stake: 100 }],
      ['fair', { session: nul(session) }],
      ['fair/rotate', { session: nul(session), clientSeed: 'seed' }],
      ['mines/start', { session: nul(session), stake: 100, mines: 3 }],
      ['mines/pick', { session, round: nul(round), cell: 0 }],
      ['mines/cashout', { session, round: nul(round) }],
      ['blackjack/start', { session: nul(session), stake: 100 }],
      ['blackjack/act', { session, round: nul(round), action: 'hit', step: 0 }],
      ['crash/start', { session: nul(session), stake: 100 }],
      ['crash/state', { session, round: nul(round) }],
      ['crash/cashout', { session, round: nul(round) }],
      ['roulette/spin', { session: nul(session), bets: [{ on: 'red', amount: 100 }] }],
    ] as const) {
      const res = await post(path, body)
      expect(res.status, `${path}: ${res.body.error}`).toBeGreaterThanOrEqual(400)
      expect(res.status, `${path}: ${res.body.error}`).toBeLessThan(500)
    }
    expect((await balances(t, p.id)).cash).toBe(1_000)
  })

  it('many players at once: every round settles on the wallet, totals and balances agree', async () => {
    const players = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const p = await player(t)
        await deposit(t, p.id, 10_000)
        const opened = await post('open', { token: await launch(p.token, 6001) })
        expect(opened.body.engine).toBe('dice')
        return { ...p, session: opened.body.session as string }
      }),
    )
    // Dice has no minimum cycle: each player's rounds go back to back, all players at once.
    const results = await Promise.all(
      players.map(async (p) => {
        let staked = 0
        let won = 0
        for (let i = 0; i < 3; i++) {
          const r = await post('play', { session: p.session, stake: 100, multiplier: 200 })
          expect(r.status, JSON.stringify(r.body)).toBe(200)
          expect(r.body.pending).toBe(false)
          staked += 100
          won += r.body.win
          expect(r.body.balance).toBe(10_000 - staked + won)
          expect(r.body.net).toBe(won - staked)
          expect(r.body.rounds).toBe(i + 1)
        }
        return { ...p, staked, won }
      }),
    )
    for (const p of results) {
      expect((await balances(t, p.id)).cash).toBe(10_000 - p.staked + p.won)
      const rounds = await query<{ status: string; ended: boolean }>(
        t.database.db,
        sql`SELECT r.status, EXISTS (SELECT 1 FROM provider_rounds e WHERE e.round_id = r.id) AS ended
            FROM builtin_provider_rounds r WHERE r.session_id = ${p.session}`,
      )
      expect(rounds).toEqual(Array.from({ length: 3 }, () => ({ status: 'settled', ended: true })))
    }
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('two spins of one slot session at once: one round is played, the other is too fast', async () => {
    const p = await player(t)
    await deposit(t, p.id, 5_000)
    const opened = await post('open', { token: await launch(p.token, 1001) })
    t.advance(SLOT_MIN_CYCLE_MS)
    const replies = await Promise.all([
      post('play', { session: opened.body.session, stake: 100 }),
      post('play', { session: opened.body.session, stake: 100 }),
    ])
    expect(replies.map((r) => r.status).sort()).toEqual([200, 429])
    const played = replies.find((r) => r.status === 200)
    expect(replies.find((r) => r.status === 429)?.body).toMatchObject({
      error: 'tooFast',
      retryAfterMs: SLOT_MIN_CYCLE_MS,
    })
    expect((await balances(t, p.id)).cash).toBe(5_000 - 100 + played?.body.win)
  })

  it('calls the wallet through its signed contract in-process: switched off, a round is refused and undone before the next', async () => {
    const p = await player(t)
    await deposit(t, p.id, 1_000)
    const opened = await post('open', { token: await launch(p.token, 6001) })
    await t.database.db.execute(sql`UPDATE game_providers SET status = 0 WHERE code = 'builtin'`)
    t.advance(11_000)
    let refused: Awaited<ReturnType<typeof post>>
    try {
      refused = await post('play', { session: opened.body.session, stake: 100, multiplier: 200 })
    } finally {
      await t.database.db.execute(sql`UPDATE game_providers SET status = 1 WHERE code = 'builtin'`)
      t.advance(11_000)
    }
    // The wallet answered 401 to the bet and to every rollback: no answer the provider can act on.
    expect(refused.status).toBe(503)
    expect(refused.body.error).toBe('network')
    expect((await balances(t, p.id)).cash).toBe(1_000)
    const [pending] = await query<{ id: string; status: string }>(
      t.database.db,
      sql`SELECT id, status FROM builtin_provider_rounds WHERE session_id = ${opened.body.session}`,
    )
    expect(pending?.status).toBe('rollback_pending')

    // Back on: the next round first rolls the unanswered bet back (a tombstone: it never reached us).
    const next = await post('play', { session: opened.body.session, stake: 100, multiplier: 200 })
    expect(next.status, JSON.stringify(next.body)).toBe(200)
    expect(next.body.balance).toBe(1_000 - 100 + next.body.win)
    const [tomb] = await query<{ kind: string }>(
      t.database.db,
      sql`SELECT kind FROM provider_transactions WHERE provider = 'builtin' AND transaction_id = ${`${pending?.id}:bet`}`,
    )
    expect(tomb?.kind).toBe('tombstone')
    const [undone] = await query<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM builtin_provider_rounds WHERE id = ${pending?.id}`,
    )
    expect(undone?.status).toBe('rolled_back')
  })

  it('demo play keeps play money apart: the wallet does not move', async () => {
    const p = await player(t)
    await deposit(t, p.id, 1_000)
    const opened = await post('open', { token: await launch(p.token, 1001, 1) })
    expect(opened.body).toMatchObject({ demo: true, balance: DEMO_START_BALANCE })
    t.advance(SLOT_MIN_CYCLE_MS)
    const r = await post('play', { session: opened.body.session, stake: 2000 })
    expect(r.body.balance).toBe(DEMO_START_BALANCE - 2000 + r.body.win)
    expect((await balances(t, p.id)).cash).toBe(1_000)
  })
})
