import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { query } from '../../db/sql.ts'
import { startTestApp, type TestApp } from '../../test/harness.ts'
import { ledgerViolations } from './ledger.invariants.ts'
import { PlayerAccount, SystemAccount, TxKind } from './ledger.kinds.ts'
import { InsufficientFunds, postMovement } from './ledger.ts'

/**
 * Concurrent debits at one player (issue 4 "Done when"; research/reliability.md §0, §1.6, §1.8).
 *
 * The race tests run on PostgreSQL only. PGlite is one connection that runs transactions one at a time
 * (DESIGN 8), so no two debits ever interleave there and a race cannot show: even the deliberately
 * unsafe debit below passes every check on PGlite (the last describe shows it). CI sets DATABASE_URL,
 * so these run there; without it the PostgreSQL describe is reported as skipped.
 *
 * The harness fires N debits of `a` at a player holding B, all at once over a pool of 20 connections,
 * and checks: exactly floor(B / a) succeed, the rest are refused, the final cached balance is
 * B - succeeded * a >= 0, and the ledger invariants hold. The same harness is run against a
 * read-then-write debit that is unsafe at READ COMMITTED, and must catch it: that proves the test can fail.
 */

const NOW = 1_795_000_000_000
const B = 10_000
const A = 70
const N = 200

let seq = 0
async function newPlayer(db: Db, cash: number): Promise<number> {
  const tag = `race${process.pid}x${Date.now().toString(36)}x${seq++}`
  const [u] = await db
    .insert(users)
    .values({ uuid: crypto.randomUUID(), account: tag, accountType: 1, nickname: tag, inviteCode: tag })
    .returning({ id: users.id })
  const userId = u?.id ?? 0
  await postMovement(
    db,
    {
      kind: TxKind.deposit,
      userId,
      idempotencyKey: `${tag}:deposit`,
      postings: [
        { account: { userId, kind: PlayerAccount.cash }, amount: cash },
        { account: { system: SystemAccount.paymentClearing }, amount: -cash },
      ],
    },
    NOW,
  )
  return userId
}

/** One debit attempt: true when it moved the money, false when it was refused for lack of funds. */
type Debit = (userId: number, amount: number, key: string) => Promise<boolean>

/** The safe debit: postMovement (one conditional UPDATE ... WHERE balance + amount >= 0). */
const safeBet =
  (db: Db): Debit =>
  async (userId, amount, key) => {
    try {
      await postMovement(
        db,
        {
          kind: TxKind.bet,
          userId,
          idempotencyKey: key,
          postings: [
            { account: { userId, kind: PlayerAccount.cash }, amount: -amount },
            { account: { system: SystemAccount.house }, amount },
          ],
        },
        NOW,
      )
      return true
    } catch (e) {
      if (e instanceof InsufficientFunds) return false
      throw e
    }
  }

/** A withdrawal hold through postMovement: two player rows locked in a fixed order. */
const safeHold =
  (db: Db): Debit =>
  async (userId, amount, key) => {
    try {
      await postMovement(
        db,
        {
          kind: TxKind.withdrawHold,
          userId,
          idempotencyKey: key,
          postings: [
            { account: { userId, kind: PlayerAccount.cash }, amount: -amount },
            { account: { userId, kind: PlayerAccount.withdrawHold }, amount },
          ],
        },
        NOW,
      )
      return true
    } catch (e) {
      if (e instanceof InsufficientFunds) return false
      throw e
    }
  }

/**
 * DELIBERATELY UNSAFE — kept to prove the harness can fail. It reads the balance, checks it in JS and
 * writes back the number it computed (SELECT, then UPDATE balance = <computed>), at READ COMMITTED
 * without a row lock: two debits that read the same balance both pass the check and the second write
 * overwrites the first (lost update, over-spend). The pause between read and write widens the window so
 * the race shows on every run, as network or GC pauses do in production.
 */
const unsafeBet =
  (db: Db): Debit =>
  (userId, amount, key) =>
    db.transaction(async (tx) => {
      const [acct] = await query<{ id: number; balance: number }>(
        tx,
        sql`SELECT id, balance FROM ledger_accounts WHERE user_id = ${userId} AND kind = 'cash'`,
      )
      if (!acct || Number(acct.balance) < amount) return false
      await sleep(5)
      const after = Number(acct.balance) - amount
      await query(tx, sql`UPDATE ledger_accounts SET balance = ${after} WHERE id = ${acct.id}`)
      const [t] = await query<{ id: number }>(
        tx,
        sql`INSERT INTO ledger_transactions (kind, user_id, idempotency_key, fingerprint, created_at)
            VALUES ('bet', ${userId}, ${key}, 'unsafe', ${new Date(NOW).toISOString()}) RETURNING id`,
      )
      const [house] = await query<{ id: number }>(
        tx,
        sql`SELECT id FROM ledger_accounts WHERE user_id IS NULL AND kind = 'house'`,
      )
      await query(
        tx,
        sql`INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after)
            VALUES (${t?.id}, ${acct.id}, ${-amount}, ${after}), (${t?.id}, ${house?.id}, ${amount}, NULL)`,
      )
      return true
    })

interface RaceResult {
  succeeded: number
  refused: number
  finalBalance: number
  problems: string[]
}

/**
 * Fires `debits` (one per attempt, all at once) at a fresh player holding `balance`, then checks the
 * outcome against what a correct ledger must give. `problems` lists every check that failed.
 */
async function race(db: Db, balance: number, amount: number, debits: Debit[]): Promise<RaceResult> {
  const userId = await newPlayer(db, balance)
  const tag = `u${userId}`
  const results = await Promise.all(debits.map((debit, i) => debit(userId, amount, `${tag}:debit:${i}`)))
  const succeeded = results.filter(Boolean).length
  const [row] = await query<{ balance: number }>(
    db,
    sql`SELECT balance FROM ledger_accounts WHERE user_id = ${userId} AND kind = 'cash'`,
  )
  const finalBalance = Number(row?.balance)
  const expected = Math.min(debits.length, Math.floor(balance / amount))
  const problems: string[] = []
  if (succeeded !== expected) problems.push(`${succeeded} debits succeeded, expected exactly ${expected}`)
  if (finalBalance !== balance - succeeded * amount) {
    problems.push(`final balance ${finalBalance}, expected ${balance} - ${succeeded} x ${amount}`)
  }
  if (finalBalance < 0) problems.push(`final balance ${finalBalance} is negative`)
  problems.push(...(await ledgerViolations(db)))
  return { succeeded, refused: results.length - succeeded, finalBalance, problems }
}

// PGlite serialises every transaction, so races cannot happen there: PostgreSQL only (see above).
describe.runIf(process.env.DATABASE_URL)('concurrent debits at one player on PostgreSQL', () => {
  let t: TestApp
  let unsafeCaught: RaceResult | null = null
  beforeAll(async () => {
    t = await startTestApp('postgres')
  })
  afterAll(async () => {
    // The unsafe run leaves a drifted account behind on purpose; the scratch database is dropped.
    await t?.close()
  })
  const db = () => t.database.db

  it(`${N} parallel bets of ${A} at a balance of ${B}: exactly floor(B/a) succeed`, async () => {
    const r = await race(
      db(),
      B,
      A,
      Array.from({ length: N }, () => safeBet(db())),
    )
    expect(r.problems).toEqual([])
    expect(r.succeeded).toBe(Math.floor(B / A))
    expect(r.refused).toBe(N - Math.floor(B / A))
    expect(r.finalBalance).toBe(B - Math.floor(B / A) * A)
  })

  it(`${N} parallel bets and withdrawal holds mixed: exactly floor(B/a) succeed`, async () => {
    const r = await race(
      db(),
      B,
      A,
      Array.from({ length: N }, (_, i) => (i % 2 === 0 ? safeBet(db()) : safeHold(db()))),
    )
    expect(r.problems).toEqual([])
    expect(r.succeeded).toBe(Math.floor(B / A))
  })

  it('the same idempotency key fired concurrently posts once', async () => {
    const userId = await newPlayer(db(), B)
    const bet = safeBet(db())
    // 100 keys, each sent twice at once: 100 distinct debits of 70 fit in 10,000 once each.
    const keys = Array.from({ length: 100 }, (_, i) => `u${userId}:dup:${i}`)
    await Promise.all([...keys, ...keys].map((k) => bet(userId, A, k)))
    const [row] = await query<{ n: number; balance: number }>(
      db(),
      sql`SELECT (SELECT count(*)::int FROM ledger_transactions WHERE idempotency_key LIKE ${`u${userId}:dup:%`}) AS n,
                 (SELECT balance FROM ledger_accounts WHERE user_id = ${userId} AND kind = 'cash') AS balance`,
    )
    expect(row?.n).toBe(100)
    expect(Number(row?.balance)).toBe(B - 100 * A)
    expect(await ledgerViolations(db())).toEqual([])
  })

  // Runs last: it breaks the invariants of this scratch database on purpose.
  it('CATCHES a deliberately unsafe read-then-write debit (the test can fail)', async () => {
    unsafeCaught = await race(
      db(),
      B,
      A,
      Array.from({ length: N }, () => unsafeBet(db())),
    )
    // Over-spend or lost update: more debits succeeded than the balance allows, and/or the cached
    // balance no longer equals its postings.
    expect(unsafeCaught.problems.length).toBeGreaterThan(0)
    expect(
      unsafeCaught.succeeded > Math.floor(B / A) ||
        unsafeCaught.finalBalance !== B - unsafeCaught.succeeded * A,
    ).toBe(true)
  })
})

describe('the same unsafe debit on PGlite (why the race tests need PostgreSQL)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp('pglite')
  })
  afterAll(async () => {
    await t?.close()
  })

  it('goes unnoticed: PGlite runs the transactions one at a time', async () => {
    const r = await race(
      t.database.db,
      1_000,
      A,
      Array.from({ length: 50 }, () => unsafeBet(t.database.db)),
    )
    expect(r.problems).toEqual([])
  })
})
