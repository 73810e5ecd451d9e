import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../../../contract/errors.ts'
import { query } from '../../../db/sql.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { registerAccount } from '../../auth/auth.test-helpers.ts'
import { ledgerViolations } from '../../wallet/ledger/ledger.invariants.ts'
import { playerBalances } from '../../wallet/ledger/ledger.ts'

/** The seeded cycle (0023_sign_in.sql), minor units. */
const REWARDS = [100, 200, 300, 500, 800, 1200, 2000]
const DAY = 86_400_000

async function movements(t: TestApp, userId: number) {
  return query<{ n: number; total: string | number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n, coalesce(sum(p.amount), 0) AS total FROM ledger_postings p
        JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.user_id = ${userId} AND a.kind = 'cash'`,
  )
}

for (const kind of testDatabases) {
  describe(`daily sign-in on ${kind}`, () => {
    let t: TestApp
    beforeAll(async () => {
      t = await startTestApp(kind)
    })
    afterAll(() => t.close())

    /** Moves the injected clock to the given UTC instant (never backwards). */
    const at = (ms: number) => {
      expect(ms).toBeGreaterThanOrEqual(t.now())
      t.advance(ms - t.now())
    }

    it('shows the 7-day cycle to a new player, day 1 claimable, and the next reset at 00:00 UTC', async () => {
      const { token } = await registerAccount(t)
      const res = await call(t, 'loginBonus3User', {}, { token })
      expect(res.status).toBe(200)
      expect(res.data.days).toEqual(REWARDS.map((amount, i) => ({ day: i + 1, amount, claimed: false })))
      expect(res.data.today).toBe(1)
      expect(res.data.canClaim).toBe(true)
      const midnight = (Math.floor(t.now() / DAY) + 1) * DAY
      expect(res.data.nextResetTime).toBe(midnight / 1000)
    })

    it('pays each day once, flips at 00:00 UTC, walks the cycle and restarts it after a missed day', async () => {
      const { token, user } = await registerAccount(t)
      const start = (Math.floor(t.now() / DAY) + 1) * DAY // the next 00:00 UTC
      at(start + 10 * 3600_000)
      const claim = () => call(t, 'loginBonus3UserReceive', {}, { token })

      const first = await claim()
      expect(first.status).toBe(200)
      expect(first.data).toEqual({ day: 1, prizes: [{ propId: 2001, amount: 100 }], coin: 100 })

      at(start + DAY - 1000) // 23:59:59 the same UTC day
      const again = await claim()
      expect(again.status).toBe(409)
      expect(again.code).toBe(ErrorCode.signInClaimed)
      expect(again.msg).toBe('signInClaimed')
      expect((await call(t, 'loginBonus3User', {}, { token })).data.canClaim).toBe(false)

      at(start + DAY) // 00:00:00 the next UTC day
      const status = await call(t, 'loginBonus3User', {}, { token })
      expect(status.data).toMatchObject({ today: 2, canClaim: true })
      expect(status.data.days.map((d: { claimed: boolean }) => d.claimed)).toEqual([
        true,
        false,
        false,
        false,
        false,
        false,
        false,
      ])
      expect((await claim()).data).toEqual({ day: 2, prizes: [{ propId: 2001, amount: 200 }], coin: 300 })

      at(start + 2 * DAY + 5000)
      expect((await claim()).data.day).toBe(3)
      // Day 4 (start + 3 days) is missed: on the next day the cycle starts again at day 1.
      at(start + 4 * DAY + 60_000)
      expect((await call(t, 'loginBonus3User', {}, { token })).data).toMatchObject({
        today: 1,
        canClaim: true,
      })
      expect((await claim()).data).toEqual({ day: 1, prizes: [{ propId: 2001, amount: 100 }], coin: 700 })

      const cash = await playerBalances(t.database.db, user.id)
      expect(cash.cash).toBe(100 + 200 + 300 + 100)
      expect(cash.bonus).toBe(0)
      const log = await call(t, 'activityAwardGetLog', { pageNum: 1, pageSize: 3 }, { token })
      expect(log.data.total).toBe(4)
      expect(log.data.pages).toBe(2)
      expect(log.data.list.map((r: { day: number; amount: number }) => [r.day, r.amount])).toEqual([
        [1, 100],
        [3, 300],
        [2, 200],
      ])
      expect(log.data.list[0].date).toBe(new Date(start + 4 * DAY).toISOString().slice(0, 10))
      expect(await ledgerViolations(t.database.db)).toEqual([])
    })

    it('after day 7 the next day is day 1 of a new cycle', async () => {
      const { token } = await registerAccount(t)
      const start = (Math.floor(t.now() / DAY) + 1) * DAY
      const paid: number[] = []
      for (let i = 0; i < 8; i++) {
        at(start + i * DAY + 3600_000)
        const res = await call(t, 'loginBonus3UserReceive', {}, { token })
        expect(res.status).toBe(200)
        paid.push(res.data.prizes[0].amount)
      }
      expect(paid).toEqual([100, 200, 300, 500, 800, 1200, 2000, 100])
    })

    it('a retry with the same idempotency key gets the first reply and pays nothing more', async () => {
      const { token, user } = await registerAccount(t)
      at((Math.floor(t.now() / DAY) + 1) * DAY + 3600_000)
      const first = await call(t, 'loginBonus3UserReceive', {}, { token, idempotencyKey: 'signin-retry-1' })
      await new Promise((r) => setTimeout(r, 50))
      const retry = await call(t, 'loginBonus3UserReceive', {}, { token, idempotencyKey: 'signin-retry-1' })
      expect(first.status).toBe(200)
      expect(retry.status).toBe(200)
      expect(retry.data).toEqual(first.data)
      const [m] = await movements(t, user.id)
      expect(m?.n).toBe(1)
      expect(Number(m?.total)).toBe(100)
    })

    it('20 parallel claims of one day pay exactly once and log one row', async () => {
      const { token, user } = await registerAccount(t)
      at((Math.floor(t.now() / DAY) + 1) * DAY + 3600_000)
      const peer = await t.peer()
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call({ app: i % 2 ? peer : t.app }, 'loginBonus3UserReceive', {}, { token }),
        ),
      )
      expect(replies.filter((r) => r.status === 200)).toHaveLength(1)
      expect(replies.filter((r) => r.code === ErrorCode.signInClaimed)).toHaveLength(19)
      const [m] = await movements(t, user.id)
      expect(m?.n).toBe(1)
      expect(Number(m?.total)).toBe(100)
      const [rows] = await query<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM sign_in_claims WHERE user_id = ${user.id}`,
      )
      expect(rows?.n).toBe(1)
      expect(await ledgerViolations(t.database.db)).toEqual([])
    })

    it('offers nothing when the operator removed the rewards (and pays nothing)', async () => {
      const { token, user } = await registerAccount(t)
      await t.database.db.execute(sql`DELETE FROM sign_in_rewards`)
      try {
        const res = await call(t, 'loginBonus3User', {}, { token })
        expect(res.data).toMatchObject({ days: [], today: 1, canClaim: false })
        expect((await call(t, 'loginBonus3UserReceive', {}, { token })).status).toBe(404)
        const [m] = await movements(t, user.id)
        expect(m?.n).toBe(0)
      } finally {
        await t.database.db.execute(sql`INSERT INTO sign_in_rewards (day, amount) VALUES
          (1, 100), (2, 200), (3, 300), (4, 500), (5, 800), (6, 1200), (7, 2000)`)
      }
    })

    it('refuses a caller without a session', async () => {
      expect((await call(t, 'loginBonus3User', {})).status).toBe(401)
      expect((await call(t, 'loginBonus3UserReceive', {})).status).toBe(401)
    })
  })
}
