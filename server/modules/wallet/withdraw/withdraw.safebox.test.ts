import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withdrawals } from '../../../db/schema/index.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { balances, readyPlayer, setSafebox } from '../wallet.test-helpers.ts'

const BURST = 50

/**
 * The safe-box password under a burst of guesses (SAFEBOX_FAILS in safebox.password.ts: 5 wrong per 15 minutes). On PostgreSQL
 * the requests really run at once on the pool's connections; a check-then-record gate let every one of
 * them be checked, since none had been recorded yet when the others read the count.
 */
describe.each(testDatabases)('safe-box password guesses sent at once on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  it(`checks exactly 5 of ${BURST} concurrent wrong passwords; the rest, and then the right one, get 429`, async () => {
    const p = await readyPlayer(t, 20_000)
    await setSafebox(t, p.id, '123456')
    const body = { amount: 10_000, cardId: p.card.id }
    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        call(t, 'exchange', { ...body, safeboxPassword: String(900_000 + i) }, { token: p.token }),
      ),
    )
    const checked = burst.filter((r) => r.status === 400 && r.msg === 'safeboxPasswordInvalid')
    const limited = burst.filter((r) => r.status === 429 && r.msg === 'rateLimited')
    expect(checked).toHaveLength(5)
    expect(limited).toHaveLength(45)

    const right = await call(t, 'exchange', { ...body, safeboxPassword: '123456' }, { token: p.token })
    expect(right).toMatchObject({ status: 429, msg: 'rateLimited' })
    expect(await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, p.id))).toHaveLength(0)
    expect(await balances(t, p.id)).toEqual({ cash: 20_000, bonus: 0, withdrawHold: 0 })

    // The next window: the right password goes through, and is given back, so 5 wrong ones still are checked.
    t.advance(15 * 60_000)
    expect(
      (await call(t, 'exchange', { ...body, safeboxPassword: '123456' }, { token: p.token })).status,
    ).toBe(200)
    expect(await balances(t, p.id)).toEqual({ cash: 10_000, bonus: 0, withdrawHold: 10_000 })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await call(t, 'exchange', { ...body, safeboxPassword: '000000' }, { token: p.token })).status,
      )
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
  })
})
