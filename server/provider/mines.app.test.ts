import { createHash, createHmac } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '../db/sql.ts'
import { ledgerViolations } from '../modules/wallet/ledger/ledger.invariants.ts'
import { balances, deposit, player } from '../modules/wallet/wallet.test-helpers.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../test/harness.ts'
import { playClient } from './provider.test-support.ts'

/**
 * Mines and provably fair through the real app: startGame, the page's API, our seamless wallet, the
 * ledger. The mines of a round are worked out here from the seed pair read in the database, with Node's
 * HMAC and the float rule written out again (docs/FAIRNESS.md), apart from the code under test.
 */
const MINES_GAME = 8001
const DICE_GAME = 6001

function floatsOf(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = []
  for (let cursor = 0; out.length < count; cursor++) {
    const d = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest()
    for (let i = 0; i < 32; i += 4) out.push(d.readUInt32BE(i) / 2 ** 32)
  }
  return out.slice(0, count)
}

function minesOf(serverSeed: string, clientSeed: string, nonce: number, mines: number): number[] {
  const f = floatsOf(serverSeed, clientSeed, nonce, 24)
  const left = Array.from({ length: 25 }, (_, i) => i)
  const order = f.map((x, i) => left.splice(Math.floor(x * (25 - i)), 1)[0] ?? -1)
  return order.slice(0, mines).sort((a, b) => a - b)
}

describe.each(testDatabases)('mines and provably fair in the app on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  const { launch, post, openGame } = playClient(() => t)
  /** The round's mines, from its seed pair as the database holds it (secret to the player until rotation). */
  const layoutOf = async (roundId: string) => {
    const [r] = await query<{
      server_seed: string
      client_seed: string
      nonce: number
      outcome: { mines: number }
    }>(
      t.database.db,
      sql`SELECT p.server_seed, p.client_seed, r.nonce, r.outcome FROM builtin_provider_rounds r
          JOIN builtin_provider_seeds p ON p.id = r.seed_id WHERE r.id = ${roundId}`,
    )
    if (!r) throw new Error('no round')
    return minesOf(r.server_seed, r.client_seed, Number(r.nonce), r.outcome.mines)
  }
  const safeCells = (layout: number[]) =>
    Array.from({ length: 25 }, (_, i) => i).filter((c) => !layout.includes(c))
  const winsOf = async (roundId: string) =>
    query<{ amount: number }>(
      t.database.db,
      sql`SELECT transaction_id FROM provider_transactions WHERE provider = 'builtin'
          AND transaction_id = ${`${roundId}:win`}`,
    )

  it('shows the rules, RTP and the seed hash before any stake', async () => {
    const g = await openGame(MINES_GAME, 1_000)
    expect(g.view).toMatchObject({
      engine: 'mines',
      round: null,
      rules: { rtp: 97, minMines: 1, maxMines: 24 },
    })
    expect(g.view.rules.paytable[2].slice(0, 2)).toEqual([110, 125])
    expect(g.view.fair.serverHash).toMatch(/^[0-9a-f]{64}$/)
    expect(g.view.fair.nextNonce).toBe(1)
  })

  it('plays a round to the cash-out: bet, picks, win of stake x multiplier, bet record with the game', async () => {
    const g = await openGame(MINES_GAME, 10_000)
    const start = await post('mines/start', { session: g.session, stake: 100, mines: 3 })
    expect(start.status, JSON.stringify(start.body)).toBe(200)
    expect(start.body).toMatchObject({
      state: 'open',
      stake: 100,
      mines: 3,
      picks: [],
      balance: 9_900,
      nonce: 1,
    })
    expect(start.body.layout).toBeUndefined()
    const roundId = start.body.roundId as string
    const [a, b] = safeCells(await layoutOf(roundId))
    expect((await post('mines/pick', { session: g.session, round: roundId, cell: a })).body).toMatchObject({
      state: 'open',
      picks: [a],
      multiplier: 110,
      win: 110,
    })
    const second = await post('mines/pick', { session: g.session, round: roundId, cell: b })
    expect(second.body).toMatchObject({ picks: [a, b], multiplier: 125, win: 125 })
    // The same cell again is refused and changes nothing.
    expect((await post('mines/pick', { session: g.session, round: roundId, cell: b })).body.error).toBe(
      'badPick',
    )
    const out = await post('mines/cashout', { session: g.session, round: roundId })
    expect(out.body).toMatchObject({ state: 'won', win: 125, balance: 10_025, net: 25 })
    expect(out.body.layout).toEqual(await layoutOf(roundId))
    expect((await balances(t, g.id)).cash).toBe(10_025)
    const records = await call(t, 'betRecord', { pageNum: 1, pageSize: 10 }, { token: g.token })
    expect(records.data.list).toMatchObject([{ gameId: MINES_GAME, betAmount: 100, winAmount: 125 }])
  })

  it('loses the stake on a mine: win 0 and endRound, the mines shown', async () => {
    const g = await openGame(MINES_GAME, 1_000)
    const start = await post('mines/start', { session: g.session, stake: 200, mines: 5 })
    const layout = await layoutOf(start.body.roundId)
    const boom = await post('mines/pick', { session: g.session, round: start.body.roundId, cell: layout[0] })
    expect(boom.body).toMatchObject({ state: 'lost', win: 0, balance: 800, layout })
    const [ended] = await query<{ status: string; ended: boolean }>(
      t.database.db,
      sql`SELECT r.status, EXISTS (SELECT 1 FROM provider_rounds e WHERE e.round_id = r.id AND e.ended_at IS NOT NULL) AS ended
          FROM builtin_provider_rounds r WHERE r.id = ${start.body.roundId}`,
    )
    expect(ended).toEqual({ status: 'settled', ended: true })
    expect((await balances(t, g.id)).cash).toBe(800)
  })

  it('a replayed cash-out pays once and answers the ended round', async () => {
    const g = await openGame(MINES_GAME, 1_000)
    const start = await post('mines/start', { session: g.session, stake: 100, mines: 1 })
    const [cell] = safeCells(await layoutOf(start.body.roundId))
    await post('mines/pick', { session: g.session, round: start.body.roundId, cell })
    const first = await post('mines/cashout', { session: g.session, round: start.body.roundId })
    const again = await post('mines/cashout', { session: g.session, round: start.body.roundId })
    expect(first.body).toMatchObject({ state: 'won', win: 101 })
    expect(again.body).toMatchObject({ state: 'won', win: 101, balance: 1_001 })
    expect((await balances(t, g.id)).cash).toBe(1_001)
    expect(await winsOf(start.body.roundId)).toHaveLength(1)
  })

  it('a cash-out racing a pick (and another cash-out) pays at most once, the amount of the picks it saw', async () => {
    const g = await openGame(MINES_GAME, 20_000)
    let expected = 20_000
    for (let round = 0; round < 6; round++) {
      const start = await post('mines/start', { session: g.session, stake: 100, mines: 2 })
      expect(start.status, JSON.stringify(start.body)).toBe(200)
      const roundId = start.body.roundId as string
      const [a, b] = safeCells(await layoutOf(roundId))
      await post('mines/pick', { session: g.session, round: roundId, cell: a })
      const replies = await Promise.all([
        post('mines/cashout', { session: g.session, round: roundId }),
        post('mines/pick', { session: g.session, round: roundId, cell: b }),
        post('mines/cashout', { session: g.session, round: roundId }),
      ])
      for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(200)
      const [final] = await query<{ status: string; win: number; picks: number }>(
        t.database.db,
        sql`SELECT status, win, jsonb_array_length(outcome -> 'picks') AS picks FROM builtin_provider_rounds
            WHERE id = ${roundId}`,
      )
      // One picked cell: x1.04 of 100 (0.97 x 25/23 = 1.054...); two: 0.97 x (25x24)/(23x22) = 1.150...
      if (final?.status === 'open') {
        expect(Number(final.picks)).toBe(2)
        const out = await post('mines/cashout', { session: g.session, round: roundId })
        expect(out.body.win).toBe(115)
        expected += 15
      } else {
        // Cashed out on the picks the winning request read: one gem, or two when the pick came first.
        expect(final?.status).toBe('settled')
        expect(Number(final?.win)).toBe(Number(final?.picks) === 2 ? 115 : 105)
        expected += Number(final?.win) - 100
      }
      expect(await winsOf(roundId)).toHaveLength(1)
      expect((await balances(t, g.id)).cash).toBe(expected)
    }
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('starts sent at once (a double tap, two windows) open one round and take one stake', async () => {
    const g = await openGame(MINES_GAME, 1_000)
    const starts = await Promise.all(
      Array.from({ length: 8 }, () => post('mines/start', { session: g.session, stake: 100, mines: 3 })),
    )
    expect(starts.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of starts.filter((s) => s.status !== 200)) {
      expect(r, JSON.stringify(r.body)).toMatchObject({ status: 409, body: { error: 'roundOpen' } })
    }
    const open = await query<{ id: string }>(
      t.database.db,
      sql`SELECT id FROM builtin_provider_rounds WHERE session_id = ${g.session} AND status = 'open'`,
    )
    expect(open).toHaveLength(1)
    // The refused starts' stakes went back: one stake is out, in the one open round.
    expect((await balances(t, g.id)).cash).toBe(900)
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('a start racing one that claimed the session at a later clock reading is told to wait, not a bad stake', async () => {
    const g = await openGame(MINES_GAME, 1_000)
    // What a racing start on another server (its clock a little ahead) leaves behind.
    await query(
      t.database.db,
      sql`UPDATE builtin_provider_sessions SET last_play_at = ${new Date(t.now() + 1_000).toISOString()}::timestamptz
          WHERE id = ${g.session}`,
    )
    const r = await post('mines/start', { session: g.session, stake: 100, mines: 3 })
    expect(r).toMatchObject({ status: 429, body: { error: 'tooFast' } })
    expect((await balances(t, g.id)).cash).toBe(1_000)
  })

  it("refuses bad input and other players' rounds, changing nothing", async () => {
    const g = await openGame(MINES_GAME, 1_000)
    const other = await openGame(MINES_GAME, 1_000)
    for (const bad of [
      { stake: 100, mines: 0 },
      { stake: 100, mines: 25 },
      { stake: 30, mines: 3 },
      { stake: -100, mines: 3 },
      { stake: 100.5, mines: 3 },
      { stake: '100', mines: 3 },
    ]) {
      expect((await post('mines/start', { session: g.session, ...bad })).status).toBe(400)
    }
    const start = await post('mines/start', { session: g.session, stake: 100, mines: 3 })
    // A second round while one is open is refused before any bet.
    expect((await post('mines/start', { session: g.session, stake: 100, mines: 3 })).body.error).toBe(
      'roundOpen',
    )
    expect(
      (await post('mines/pick', { session: other.session, round: start.body.roundId, cell: 0 })).body.error,
    ).toBe('badPick')
    expect(
      (await post('mines/cashout', { session: other.session, round: start.body.roundId })).body.error,
    ).toBe('badPick')
    expect(
      (await post('mines/pick', { session: g.session, round: start.body.roundId, cell: 25 })).status,
    ).toBe(400)
    // Cashing out before any pick is refused.
    expect((await post('mines/cashout', { session: g.session, round: start.body.roundId })).body.error).toBe(
      'badPick',
    )
    // Rotating the seed while the round is open would reveal its mines: refused.
    expect((await post('fair/rotate', { session: g.session, clientSeed: 'new-seed' })).body.error).toBe(
      'roundOpen',
    )
    for (const clientSeed of ['', 'a'.repeat(65), 'nul\u0000byte', 'with space', 'ação'])
      expect((await post('fair/rotate', { session: other.session, clientSeed })).body.error).toBe(
        'badClientSeed',
      )
    expect((await balances(t, g.id)).cash).toBe(900)
    expect((await balances(t, other.id)).cash).toBe(1_000)
    // The page reloads: the open round is handed back, its mines still hidden.
    const resumed = await post('open', { session: g.session })
    expect(resumed.body.round).toMatchObject({ roundId: start.body.roundId, state: 'open', picks: [] })
    expect(resumed.body.round.layout).toBeUndefined()
  })

  it('a round left open is handed back to the next real-money session of the player, and pays there', async () => {
    const g = await openGame(MINES_GAME, 1_000)
    const start = await post('mines/start', { session: g.session, stake: 100, mines: 1 })
    const [cell] = safeCells(await layoutOf(start.body.roundId))
    // The player starts the game again from the lobby (a new startGame closes the old wallet session).
    const next = await post('open', { token: await launch(g.token, 8002) })
    expect(next.body.round).toMatchObject({ roundId: start.body.roundId, state: 'open' })
    await post('mines/pick', { session: next.body.session, round: start.body.roundId, cell })
    const out = await post('mines/cashout', { session: next.body.session, round: start.body.roundId })
    expect(out.body).toMatchObject({ state: 'won', win: 101 })
    expect((await balances(t, g.id)).cash).toBe(1_001)
    // A demo session of the same player does not see or touch it.
    const demo = await post('open', { token: await launch(g.token, MINES_GAME, 1) })
    expect(demo.body).toMatchObject({ demo: true, round: null })
  })

  it('demo mines keep play money apart: the wallet does not move', async () => {
    const p = await player(t)
    await deposit(t, p.id, 1_000)
    const opened = await post('open', { token: await launch(p.token, MINES_GAME, 1) })
    const start = await post('mines/start', { session: opened.body.session, stake: 5_000, mines: 24 })
    expect(start.body).toMatchObject({ state: 'open', balance: 95_000 })
    const layout = await layoutOf(start.body.roundId)
    const [safe] = safeCells(layout)
    const won = await post('mines/pick', {
      session: opened.body.session,
      round: start.body.roundId,
      cell: safe,
    })
    // 24 mines, the one gem: 0.97 x 25 = x24.25, the round is cleared and paid.
    expect(won.body).toMatchObject({ state: 'won', win: 121_250, balance: 95_000 + 121_250 })
    expect((await balances(t, p.id)).cash).toBe(1_000)
  })

  it('dice rounds are provably fair: after rotation each past roll follows from the revealed seed', async () => {
    const g = await openGame(DICE_GAME, 5_000)
    const hash = g.view.fair.serverHash as string
    const clientSeed = g.view.fair.clientSeed as string
    const rolls: number[] = []
    for (let i = 0; i < 3; i++) {
      const r = await post('play', { session: g.session, stake: 100, multiplier: 200 })
      expect(r.status, JSON.stringify(r.body)).toBe(200)
      expect(r.body.fair).toEqual({ nonce: i + 1 })
      rolls.push(r.body.outcome.roll)
    }
    const before = await post('fair', { session: g.session })
    expect(before.body.fair).toEqual({ serverHash: hash, clientSeed, nextNonce: 4 })
    expect(before.body.rounds.map((r: { serverSeed: string | null }) => r.serverSeed)).toEqual([
      null,
      null,
      null,
    ])

    const rotated = await post('fair/rotate', { session: g.session, clientSeed: 'my-own-seed' })
    expect(rotated.body.fair).toMatchObject({ clientSeed: 'my-own-seed', nextNonce: 1 })
    expect(rotated.body.fair.serverHash).not.toBe(hash)
    const past = rotated.body.rounds as Array<{
      serverSeed: string
      nonce: number
      clientSeed: string
      outcome: { roll: number }
    }>
    expect(past.map((r) => r.nonce)).toEqual([3, 2, 1])
    const seed = past[0]?.serverSeed ?? ''
    expect(createHash('sha256').update(seed).digest('hex')).toBe(hash)
    for (const r of past) {
      expect(r.clientSeed).toBe(clientSeed)
      const roll = Math.floor((floatsOf(seed, clientSeed, r.nonce, 1)[0] ?? 1) * 10_000)
      expect(r.outcome.roll).toBe(roll)
      expect(rolls[r.nonce - 1]).toBe(roll)
    }
    // The next round uses the new pair from nonce 1.
    expect((await post('play', { session: g.session, stake: 100, multiplier: 200 })).body.fair).toEqual({
      nonce: 1,
    })
  })
})
