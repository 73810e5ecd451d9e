import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerPostings, ledgerTransactions, users } from '../../../db/schema/index.ts'
import { query } from '../../../db/sql.ts'
import { startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { PlayerAccount, SystemAccount, TxKind } from './ledger.kinds.ts'
import {
  InsufficientFunds,
  MovementConflict,
  playerBalances,
  postInTransaction,
  postMovement,
} from './ledger.ts'

const NOW = 1_795_000_000_000

describe.each(testDatabases)('ledger on %s', (kind) => {
  let t: TestApp
  let userId: number
  beforeAll(async () => {
    t = await startTestApp(kind)
    const [u] = await t.database.db
      .insert(users)
      .values({
        uuid: crypto.randomUUID(),
        account: `ledger${Date.now()}`,
        accountType: 1,
        nickname: 'ledger',
        inviteCode: `L${Date.now().toString(36)}`,
      })
      .returning({ id: users.id })
    userId = u?.id ?? 0
  })
  afterAll(async () => {
    await t?.close()
  })
  const db = () => t.database.db
  const cash = (amount: number) => ({ account: { userId, kind: PlayerAccount.cash }, amount })
  const house = (amount: number) => ({ account: { system: SystemAccount.house }, amount })
  const clearing = (amount: number) => ({ account: { system: SystemAccount.paymentClearing }, amount })

  it('credits, debits and keeps the cached balance equal to the postings', async () => {
    await postMovement(
      db(),
      { kind: TxKind.deposit, userId, idempotencyKey: 'dep-1', postings: [cash(5_000), clearing(-5_000)] },
      NOW,
    )
    await postMovement(
      db(),
      { kind: TxKind.bet, userId, idempotencyKey: 'bet-1', postings: [cash(-1_200), house(1_200)] },
      NOW,
    )
    expect((await playerBalances(db(), userId)).cash).toBe(3_800)
    const [sum] = await query<{ total: number }>(
      db(),
      sql`SELECT coalesce(sum(p.amount), 0)::bigint AS total FROM ledger_postings p
          JOIN ledger_accounts a ON a.id = p.account_id WHERE a.user_id = ${userId} AND a.kind = 'cash'`,
    )
    expect(Number(sum?.total)).toBe(3_800)
  })

  it('refuses to go below zero and writes nothing', async () => {
    const before = await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.userId, userId))
    await expect(
      postMovement(
        db(),
        { kind: TxKind.bet, userId, idempotencyKey: 'bet-big', postings: [cash(-3_801), house(3_801)] },
        NOW,
      ),
    ).rejects.toBeInstanceOf(InsufficientFunds)
    const after = await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.userId, userId))
    expect(after.length).toBe(before.length)
    expect((await playerBalances(db(), userId)).cash).toBe(3_800)
  })

  it('answers with the balances after the movement, equal to the cached ones', async () => {
    const before = (await playerBalances(db(), userId)).cash
    const posted = await postMovement(
      db(),
      {
        kind: TxKind.withdrawHold,
        userId,
        idempotencyKey: 'hold-1',
        postings: [cash(-300), { account: { userId, kind: PlayerAccount.withdrawHold }, amount: 300 }],
      },
      NOW,
    )
    const after = await playerBalances(db(), userId)
    expect(after.cash).toBe(before - 300)
    expect(posted.balances).toEqual(
      expect.arrayContaining([
        { userId, kind: PlayerAccount.cash, balance: after.cash },
        { userId, kind: PlayerAccount.withdrawHold, balance: after.withdrawHold },
      ]),
    )
    expect(posted.balances).toHaveLength(2)
    // Put it back so the figures of the tests below stay as they were.
    await postMovement(
      db(),
      {
        kind: TxKind.withdrawReturned,
        userId,
        idempotencyKey: 'hold-1-back',
        postings: [cash(300), { account: { userId, kind: PlayerAccount.withdrawHold }, amount: -300 }],
      },
      NOW,
    )
  })

  it('a refused movement leaves nothing behind, even postings it had applied, and its transaction goes on', async () => {
    const before = await playerBalances(db(), userId)
    // Lock order applies the bonus credit before the cash debit fails: it must be undone.
    const refused = {
      kind: TxKind.adjustment,
      userId,
      idempotencyKey: 'undo-1',
      postings: [cash(-1_000_000), { account: { userId, kind: PlayerAccount.bonus }, amount: 1_000_000 }],
    }
    await expect(
      db().transaction(async (tx) => {
        await expect(postInTransaction(tx, refused, NOW)).rejects.toBeInstanceOf(InsufficientFunds)
        // The transaction is still usable after the refusal: the caller may store it and commit.
        await postInTransaction(
          tx,
          { kind: TxKind.bet, userId, idempotencyKey: 'undo-1-after', postings: [cash(-1), house(1)] },
          NOW,
        )
        return 'committed'
      }),
    ).resolves.toBe('committed')
    const after = await playerBalances(db(), userId)
    expect(after).toEqual({ ...before, cash: before.cash - 1 })
    const keys = await db()
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, 'undo-1'))
    expect(keys).toEqual([])
    await postMovement(
      db(),
      { kind: TxKind.win, userId, idempotencyKey: 'undo-1-back', postings: [cash(1), house(-1)] },
      NOW,
    )
  })

  it('replays the same key once and refuses the key for a different movement', async () => {
    const first = await postMovement(
      db(),
      { kind: TxKind.bet, userId, idempotencyKey: 'bet-2', postings: [cash(-100), house(100)] },
      NOW,
    )
    const again = await postMovement(
      db(),
      { kind: TxKind.bet, userId, idempotencyKey: 'bet-2', postings: [cash(-100), house(100)] },
      NOW,
    )
    expect(again).toEqual({ transactionId: first.transactionId, replayed: true, balances: [] })
    await expect(
      postMovement(
        db(),
        { kind: TxKind.bet, userId, idempotencyKey: 'bet-2', postings: [cash(-200), house(200)] },
        NOW,
      ),
    ).rejects.toBeInstanceOf(MovementConflict)
    expect((await playerBalances(db(), userId)).cash).toBe(3_700)
    const postings = await db()
      .select()
      .from(ledgerPostings)
      .where(eq(ledgerPostings.transactionId, first.transactionId))
    expect(postings.reduce((s, p) => s + p.amount, 0)).toBe(0)
  })

  it('rejects unbalanced, zero, fractional and oversized postings before touching the database', async () => {
    const bad = [
      [cash(100), house(-99)],
      [cash(0), house(0)],
      [cash(1.5), house(-1.5)],
      [cash(2 ** 53), house(-(2 ** 53))],
      [cash(100)],
    ]
    for (const postings of bad) {
      await expect(
        postMovement(
          db(),
          { kind: TxKind.adjustment, userId, idempotencyKey: `bad-${Math.random()}`, postings },
          NOW,
        ),
      ).rejects.toThrow()
    }
    expect((await playerBalances(db(), userId)).cash).toBe(3_700)
  })
})
