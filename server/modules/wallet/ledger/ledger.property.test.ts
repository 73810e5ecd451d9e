import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../db/schema/index.ts'
import { query } from '../../../db/sql.ts'
import { startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { ledgerViolations } from './ledger.invariants.ts'
import { PlayerAccount, type PlayerAccountKind, SystemAccount, TxKind } from './ledger.kinds.ts'
import { InsufficientFunds, type Movement, MovementConflict, type Posting, postMovement } from './ledger.ts'

/**
 * Property-based invariants of the ledger (issue 4 "Done when"; research/reliability.md §1.8, after
 * pgledger's oracle model): fast-check generates sequences of deposits, bets, wins, withdrawal holds,
 * payouts and returns, rollbacks, bonuses, replays of earlier idempotency keys and reuses of a key for a
 * different movement over a few players. Each sequence runs through postMovement against the real
 * database, beside an independent in-memory model that predicts every balance and which movements are
 * refused. After each sequence: every transaction sums to zero, each cached balance equals the sum of
 * its postings and the model, no balance is negative, refused movements and replays wrote nothing.
 *
 * On a failure fast-check prints the seed and the shrunk sequence; rerun one with LEDGER_PBT_SEED=<seed>.
 */

const PLAYERS = 3
const NOW = 1_795_000_000_000
const NUM_RUNS = Number(process.env.LEDGER_PBT_RUNS ?? 100)
const SEED = process.env.LEDGER_PBT_SEED ? Number(process.env.LEDGER_PBT_SEED) : undefined

type Op =
  | { op: 'deposit'; p: number; amount: number }
  | { op: 'depositWithBonus'; p: number; amount: number; bonus: number }
  | { op: 'bet'; p: number; amount: number }
  | { op: 'win'; p: number; amount: number }
  | { op: 'hold'; p: number; amount: number }
  | { op: 'payout'; p: number; amount: number }
  | { op: 'return'; p: number; amount: number }
  | { op: 'rollback'; pick: number }
  | { op: 'bonus'; p: number; amount: number }
  | { op: 'releaseBonus'; p: number; amount: number }
  | { op: 'replay'; pick: number }
  | { op: 'conflict'; pick: number }

const player = fc.integer({ min: 0, max: PLAYERS - 1 })
// Credits are larger than debits on average, so balances build up and most debits pass; now and then a
// debit is huge and must be refused, and small balances run dry too.
const credit = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 10_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 10_001, max: 1_000_000 }) },
)
const debit = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 3_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 3_001, max: 1_000_000 }) },
)
// Payouts and returns take part of what a hold set aside.
const release = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 800 }) },
  { weight: 1, arbitrary: fc.integer({ min: 801, max: 1_000_000 }) },
)
const pick = fc.nat({ max: 1_000 })
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('deposit' as const), p: player, amount: credit }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('depositWithBonus' as const),
      p: player,
      amount: credit,
      bonus: fc.integer({ min: 1, max: 2_000 }),
    }),
  },
  { weight: 5, arbitrary: fc.record({ op: fc.constant('bet' as const), p: player, amount: debit }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('win' as const), p: player, amount: credit }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('hold' as const), p: player, amount: debit }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('payout' as const), p: player, amount: release }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('return' as const), p: player, amount: release }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('rollback' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('bonus' as const), p: player, amount: credit }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('releaseBonus' as const), p: player, amount: debit }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('replay' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('conflict' as const), pick }) },
)

/** What the model expects one postMovement call to do. */
type Outcome =
  | { kind: 'posted' }
  | { kind: 'replayed'; key: string }
  | { kind: 'insufficient' }
  | { kind: 'conflict' }

type Balances = Record<PlayerAccountKind, number>

/**
 * The oracle: an independent implementation of the ledger's rules on plain maps. A key that was
 * posted stays bound to its postings forever; a refused movement leaves everything, including the key,
 * untouched (like the rolled-back database transaction).
 */
class Model {
  readonly balances: Balances[] = Array.from({ length: PLAYERS }, () => ({
    cash: 0,
    bonus: 0,
    withdraw_hold: 0,
    points: 0,
    safebox: 0,
  }))
  readonly system = new Map<string, number>()
  /** key -> canonical postings of the movement posted under it. */
  readonly posted = new Map<string, string>()
  postingCount = 0

  apply(m: Movement, playerIndex: (userId: number) => number): Outcome {
    const print = canonical(m)
    const bound = this.posted.get(m.idempotencyKey)
    if (bound !== undefined) {
      return bound === print ? { kind: 'replayed', key: m.idempotencyKey } : { kind: 'conflict' }
    }
    for (const p of m.postings) {
      if ('userId' in p.account) {
        const b = this.balances[playerIndex(p.account.userId)] as Balances
        if (b[p.account.kind] + p.amount < 0) return { kind: 'insufficient' }
      }
    }
    for (const p of m.postings) {
      if ('userId' in p.account) {
        const b = this.balances[playerIndex(p.account.userId)] as Balances
        b[p.account.kind] += p.amount
      } else {
        this.system.set(p.account.system, (this.system.get(p.account.system) ?? 0) + p.amount)
      }
    }
    this.posted.set(m.idempotencyKey, print)
    this.postingCount += m.postings.length
    return { kind: 'posted' }
  }
}

function canonical(m: Movement): string {
  const postings = m.postings
    .map(
      (p) =>
        `${'system' in p.account ? p.account.system : `${p.account.userId}:${p.account.kind}`}=${p.amount}`,
    )
    .sort()
  return JSON.stringify([m.kind, m.userId, postings])
}

describe.each(testDatabases)('ledger properties on %s', (dbKind) => {
  let t: TestApp
  let run = 0
  beforeAll(async () => {
    t = await startTestApp(dbKind)
  })
  afterAll(async () => {
    await t?.close()
  })

  async function newPlayers(prefix: string): Promise<number[]> {
    const rows = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: PLAYERS }, (_, i) => ({
          uuid: crypto.randomUUID(),
          account: `${prefix}p${i}`,
          accountType: 1,
          nickname: `${prefix}p${i}`,
          inviteCode: `${prefix}i${i}`,
        })),
      )
      .returning({ id: users.id })
    return rows.map((r) => r.id)
  }

  it('random movement sequences keep every invariant and match the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 60, size: 'max' }), async (ops) => {
        const prefix = `pbt${run++}x${Date.now().toString(36)}`
        const ids = await newPlayers(prefix)
        const playerIndex = (userId: number) => ids.indexOf(userId)
        const model = new Model()
        const db = t.database.db
        /** Every movement attempted, in order, for replays and key reuse. */
        const attempted: Movement[] = []
        /** Bets that were posted, for rollbacks. */
        const bets: Movement[] = []
        /** Transaction id the database gave each posted key. */
        const txIds = new Map<string, number>()
        let seq = 0

        const acct = (p: number, kind: PlayerAccountKind, amount: number): Posting => ({
          account: { userId: ids[p] as number, kind },
          amount,
        })
        const sys = (
          system: (typeof SystemAccount)[keyof typeof SystemAccount],
          amount: number,
        ): Posting => ({
          account: { system },
          amount,
        })
        const movement = (kind: Movement['kind'], p: number, postings: Posting[]): Movement => ({
          kind,
          userId: ids[p] as number,
          idempotencyKey: `${prefix}:${kind}:${seq++}`,
          postings,
        })

        const toMovement = (o: Op): Movement | null => {
          switch (o.op) {
            case 'deposit':
              return movement(TxKind.deposit, o.p, [
                acct(o.p, PlayerAccount.cash, o.amount),
                sys(SystemAccount.paymentClearing, -o.amount),
              ])
            case 'depositWithBonus':
              return movement(TxKind.depositBonus, o.p, [
                acct(o.p, PlayerAccount.cash, o.amount),
                acct(o.p, PlayerAccount.bonus, o.bonus),
                sys(SystemAccount.paymentClearing, -o.amount),
                sys(SystemAccount.house, -o.bonus),
              ])
            case 'bet':
              return movement(TxKind.bet, o.p, [
                acct(o.p, PlayerAccount.cash, -o.amount),
                sys(SystemAccount.house, o.amount),
              ])
            case 'win':
              return movement(TxKind.win, o.p, [
                acct(o.p, PlayerAccount.cash, o.amount),
                sys(SystemAccount.house, -o.amount),
              ])
            case 'hold':
              return movement(TxKind.withdrawHold, o.p, [
                acct(o.p, PlayerAccount.cash, -o.amount),
                acct(o.p, PlayerAccount.withdrawHold, o.amount),
              ])
            case 'payout':
              return movement(TxKind.withdrawPaid, o.p, [
                acct(o.p, PlayerAccount.withdrawHold, -o.amount),
                sys(SystemAccount.paymentClearing, o.amount),
              ])
            case 'return':
              return movement(TxKind.withdrawReturned, o.p, [
                acct(o.p, PlayerAccount.withdrawHold, -o.amount),
                acct(o.p, PlayerAccount.cash, o.amount),
              ])
            case 'bonus':
              return movement(TxKind.bonus, o.p, [
                acct(o.p, PlayerAccount.bonus, o.amount),
                sys(SystemAccount.house, -o.amount),
              ])
            case 'releaseBonus':
              return movement(TxKind.adjustment, o.p, [
                acct(o.p, PlayerAccount.bonus, -o.amount),
                acct(o.p, PlayerAccount.cash, o.amount),
              ])
            case 'rollback': {
              // Reverse a posted bet; its key is derived from the bet's, so a second rollback of the
              // same bet is a replay. With no bet posted yet there is nothing to roll back.
              const bet = bets[o.pick % Math.max(bets.length, 1)]
              if (!bet) return null
              return {
                kind: TxKind.rollback,
                userId: bet.userId,
                idempotencyKey: `${bet.idempotencyKey}:rollback`,
                ref: { type: 'bet', id: bet.idempotencyKey },
                postings: bet.postings.map((p) => ({ account: p.account, amount: -p.amount })),
              }
            }
            case 'replay': {
              const earlier = attempted[o.pick % Math.max(attempted.length, 1)]
              return earlier ? structuredClone(earlier) : null
            }
            case 'conflict': {
              // The same key for different postings: every amount one larger in size.
              const earlier = attempted[o.pick % Math.max(attempted.length, 1)]
              if (!earlier) return null
              return {
                ...earlier,
                postings: earlier.postings.map((p) => ({
                  account: p.account,
                  amount: p.amount + Math.sign(p.amount),
                })),
              }
            }
          }
        }

        for (const o of ops) {
          const m = toMovement(o)
          if (!m) continue
          const expected = model.apply(m, playerIndex)
          let actual: Outcome
          try {
            const r = await postMovement(db, m, NOW)
            if (r.replayed) {
              expect(r.transactionId).toBe(txIds.get(m.idempotencyKey))
              actual = { kind: 'replayed', key: m.idempotencyKey }
            } else {
              txIds.set(m.idempotencyKey, r.transactionId)
              actual = { kind: 'posted' }
            }
          } catch (e) {
            if (e instanceof InsufficientFunds) actual = { kind: 'insufficient' }
            else if (e instanceof MovementConflict) actual = { kind: 'conflict' }
            else throw e
          }
          expect(actual, `${o.op} ${m.idempotencyKey}`).toEqual(expected)
          attempted.push(m)
          if (m.kind === TxKind.bet && actual.kind === 'posted') bets.push(m)
        }

        // The whole database keeps the invariants (earlier runs included).
        expect(await ledgerViolations(db)).toEqual([])

        // Cached balances of this run's players equal the model (and, by the check above, their postings).
        const rows = await query<{
          user_id: number
          kind: PlayerAccountKind
          balance: number
          total: number
        }>(
          db,
          sql`SELECT a.user_id, a.kind, a.balance, coalesce(sum(p.amount), 0)::bigint AS total
                FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
                WHERE a.user_id IN (${sql.join(ids, sql`, `)}) GROUP BY a.id`,
        )
        const actualBalances = model.balances.map(
          () => ({ cash: 0, bonus: 0, withdraw_hold: 0, points: 0, safebox: 0 }) as Balances,
        )
        for (const r of rows) {
          const b = actualBalances[playerIndex(Number(r.user_id))] as Balances
          b[r.kind] = Number(r.balance)
          expect(Number(r.total)).toBe(Number(r.balance))
        }
        expect(actualBalances).toEqual(model.balances)

        // Refused movements and replays wrote nothing: exactly the model's transactions and postings
        // exist under this run's keys, and each holds the postings the model bound to its key.
        const written = await query<{ key: string; kind: string; user_id: number; postings: string[] }>(
          db,
          sql`SELECT t.idempotency_key AS key, t.kind, t.user_id,
                       array_agg(coalesce(a.kind, '') || '|' || coalesce(a.user_id::text, '') || '|' || p.amount::text) AS postings
                FROM ledger_transactions t
                JOIN ledger_postings p ON p.transaction_id = t.id
                JOIN ledger_accounts a ON a.id = p.account_id
                WHERE t.idempotency_key LIKE ${`${prefix}:%`} GROUP BY t.id`,
        )
        expect(written.length).toBe(model.posted.size)
        expect(written.reduce((n, w) => n + w.postings.length, 0)).toBe(model.postingCount)
        for (const w of written) {
          const postings = w.postings.map((s) => {
            const [kind, userId, amt] = s.split('|')
            return {
              account: userId ? { userId: Number(userId), kind } : { system: kind },
              amount: Number(amt),
            }
          }) as Posting[]
          const print = canonical({
            kind: w.kind as Movement['kind'],
            userId: Number(w.user_id),
            idempotencyKey: w.key,
            postings,
          })
          expect(print).toBe(model.posted.get(w.key))
        }

        // Conservation within the run: what the players hold came out of the system accounts.
        const playersTotal = model.balances.reduce((s, b) => s + b.cash + b.bonus + b.withdraw_hold, 0)
        const systemTotal = [...model.system.values()].reduce((s, v) => s + v, 0)
        expect(playersTotal + systemTotal).toBe(0)
      }),
      { numRuns: NUM_RUNS, seed: SEED },
    )
  }, 120_000)
})
