import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ProviderReply } from '../../contract/provider-wallet.ts'
import { query } from '../db/sql.ts'
import { startTestApp, type TestApp, testDatabases } from '../test/harness.ts'
import { PlayError } from './provider.errors.ts'
import { RETRY_DELAYS_MS } from './provider.purse.ts'
import { createPlayRounds } from './provider.rounds.ts'
import { DEMO_START_BALANCE, ProviderService } from './provider.service.ts'
import * as slot from './slot.engine.ts'
import { WalletClient, type WalletTransport } from './wallet-client.ts'

/**
 * The provider's round flow against a fake seamless wallet (a test double of the transport): what it
 * sends, in which order, with which ids, and how it copes with refusals and silence.
 */
interface Sent {
  op: string
  body: Record<string, unknown>
}

class FakeWallet {
  sent: Sent[] = []
  balance = 10_000
  demo = false
  /** Per operation: how many of the next calls get no answer (the transport throws). */
  silent: Record<string, number> = {}
  insufficient = false

  transport: WalletTransport = async (path, body) => {
    const op = path.split('/').pop() ?? ''
    const parsed = JSON.parse(body) as Record<string, unknown>
    this.sent.push({ op, body: parsed })
    if ((this.silent[op] ?? 0) > 0) {
      this.silent[op] = (this.silent[op] ?? 0) - 1
      throw new Error('socket hang up')
    }
    return { status: 200, body: this.answer(op, parsed) }
  }

  private answer(op: string, b: Record<string, unknown>): ProviderReply {
    if (op === 'authenticate') {
      if (b.token !== 'a-valid-launch-token-0001') return { status: 'INVALID_TOKEN' }
      return {
        status: 'OK',
        sessionId: randomUUID(),
        gameId: 1001,
        lang: 'pt-BR',
        currency: 'BRL',
        balance: this.demo ? 0 : this.balance,
        demo: this.demo,
      }
    }
    if (op === 'bet') {
      const amount = Number(b.amount)
      if (this.insufficient || amount > this.balance)
        return { status: 'INSUFFICIENT_FUNDS', balance: this.balance }
      this.balance -= amount
    }
    if (op === 'win') this.balance += Number(b.amount)
    return { status: 'OK', balance: this.balance }
  }

  ops = () => this.sent.map((s) => s.op)
}

const TOKEN = 'a-valid-launch-token-0001'

describe.each(testDatabases)('built-in provider round flow on %s', (kind) => {
  let t: TestApp
  let fake: FakeWallet
  let service: ProviderService
  let draws: number[]
  const sleeps: number[] = []

  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t.close()
  })
  beforeEach(() => {
    fake = new FakeWallet()
    draws = []
    sleeps.length = 0
    service = new ProviderService({
      db: t.database.db,
      rounds: createPlayRounds(t.database.db),
      wallet: new WalletClient(fake.transport, 'test-secret'),
      clock: t.now,
      sleep: async (ms) => {
        sleeps.push(ms)
      },
      // Stops 0 on every reel unless a test queues others.
      draw: () => draws.shift() ?? 0,
    })
  })

  const open = async () => {
    const view = await service.open(TOKEN)
    fake.sent = []
    return view
  }
  const nextCycle = () => t.advance(slot.SLOT_MIN_CYCLE_MS)

  it('opens with the launch token: engine, language, rules, balance', async () => {
    const view = await service.open(TOKEN)
    expect(fake.ops()).toEqual(['authenticate'])
    expect(view).toMatchObject({ engine: 'slot', lang: 'pt-BR', demo: false, balance: 10_000, net: 0 })
    expect(view.rules.rtp).toBe(slot.SLOT_RTP_PERCENT)
    expect(view.texts.spin).toBe('Girar')
    await expect(service.open('an-invalid-launch-token-02')).rejects.toMatchObject({ code: 'invalidToken' })
  })

  it('plays a round: bet, win (0 too) with the bet as reference, endRound; tracks the net position', async () => {
    const view = await open()
    nextCycle()
    const r = await service.play(view.session, { stake: 100 })
    const expected = slot.spin(100, () => 0)
    expect(r.outcome).toEqual(expected)
    expect(fake.ops()).toEqual(['bet', 'win', 'endRound'])
    const [bet, win] = fake.sent
    expect(bet?.body).toMatchObject({ amount: 100, roundId: r.roundId })
    expect(win?.body).toMatchObject({ amount: expected.win, betTransactionId: bet?.body.transactionId })
    expect(r.balance).toBe(10_000 - 100 + expected.win)
    expect(r.net).toBe(expected.win - 100)
    expect(r.pending).toBe(false)
  })

  it('sends an unanswered win again with the same transaction id until it is answered', async () => {
    const view = await open()
    nextCycle()
    fake.silent.win = 2
    const r = await service.play(view.session, { stake: 50 })
    const wins = fake.sent.filter((s) => s.op === 'win')
    expect(wins).toHaveLength(3)
    expect(new Set(wins.map((w) => w.body.transactionId)).size).toBe(1)
    expect(r.pending).toBe(false)
    expect(sleeps.length).toBe(2)
  })

  it('keeps a win that never got an answer and sends it, same id, before the next round', async () => {
    const view = await open()
    nextCycle()
    fake.silent.win = RETRY_DELAYS_MS.length
    const first = await service.play(view.session, { stake: 50 })
    expect(first.pending).toBe(true)
    expect(first.balance).toBeNull()
    const winId = fake.sent.find((s) => s.op === 'win')?.body.transactionId
    fake.sent = []
    nextCycle()
    await service.play(view.session, { stake: 50 })
    expect(fake.ops()).toEqual(['win', 'endRound', 'bet', 'win', 'endRound'])
    expect(fake.sent[0]?.body.transactionId).toBe(winId)
    const [round] = await query<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM builtin_provider_rounds WHERE id = ${first.roundId}`,
    )
    expect(round?.status).toBe('settled')
  })

  it('rolls back a bet that got no answer, by its reference, retrying the rollback; no outcome is drawn', async () => {
    const view = await open()
    nextCycle()
    fake.silent.bet = 1
    fake.silent.rollback = 1
    const err = await service.play(view.session, { stake: 100 }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(PlayError)
    expect((err as PlayError).code).toBe('network')
    expect(fake.ops()).toEqual(['bet', 'rollback', 'rollback'])
    const [bet, rb1, rb2] = fake.sent
    expect(rb1?.body.referenceTransactionId).toBe(bet?.body.transactionId)
    expect(rb2?.body).toEqual(rb1?.body)
  })

  it('refuses cleanly on insufficient funds and returns the balance; nothing else is sent', async () => {
    const view = await open()
    nextCycle()
    fake.insufficient = true
    await expect(service.play(view.session, { stake: 2000 })).rejects.toMatchObject({
      code: 'insufficientFunds',
      extra: { balance: 10_000 },
    })
    expect(fake.ops()).toEqual(['bet'])
  })

  it('enforces the 2.5 s slot cycle on the server (injected clock); dice has none', async () => {
    const view = await open()
    nextCycle()
    await service.play(view.session, { stake: 10 })
    t.advance(1000)
    await expect(service.play(view.session, { stake: 10 })).rejects.toMatchObject({
      code: 'tooFast',
      extra: { retryAfterMs: 1500 },
    })
    t.advance(1499)
    await expect(service.play(view.session, { stake: 10 })).rejects.toMatchObject({ code: 'tooFast' })
    t.advance(1)
    await expect(service.play(view.session, { stake: 10 })).resolves.toMatchObject({ stake: 10 })
  })

  it('accepts only offered stakes (and a multiplier only for dice)', async () => {
    const view = await open()
    nextCycle()
    for (const bad of [{ stake: 15 }, { stake: 0 }, { stake: 100_000 }, { stake: 100, multiplier: 200 }]) {
      await expect(service.play(view.session, bad)).rejects.toMatchObject({ code: 'badStake' })
    }
    expect(fake.sent).toEqual([])
    await expect(service.play('no-such-session-key-000', { stake: 10 })).rejects.toMatchObject({
      code: 'sessionExpired',
    })
  })

  it('plays demo with play money and never calls bet or win', async () => {
    fake.demo = true
    const view = await open()
    expect(view.demo).toBe(true)
    expect(view.balance).toBe(DEMO_START_BALANCE)
    nextCycle()
    draws = [5, 9, 2, 7, 11]
    const r = await service.play(view.session, { stake: 200 })
    const expected = slot.spin(
      200,
      (() => {
        const d = [5, 9, 2, 7, 11]
        return () => d.shift() ?? 0
      })(),
    )
    expect(r.win).toBe(expected.win)
    expect(r.balance).toBe(DEMO_START_BALANCE - 200 + expected.win)
    // Insufficient play money is refused like real money.
    await query(
      t.database.db,
      sql`UPDATE builtin_provider_sessions SET demo_balance = 5 WHERE id = ${view.session}`,
    )
    nextCycle()
    await expect(service.play(view.session, { stake: 10 })).rejects.toMatchObject({
      code: 'insufficientFunds',
      extra: { balance: 5 },
    })
    expect(fake.sent).toEqual([])
    const resumed = await service.resume(view.session)
    expect(resumed.balance).toBe(5)
    expect(resumed.net).toBe(expected.win - 200)
    expect(fake.sent).toEqual([])
  })
})
