import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { query } from '../../../db/sql.ts'
import { call, type TestApp } from '../../../test/harness.ts'
import { deposit, player } from '../wallet.test-helpers.ts'

/** Shared by the safe-box test files (not a test file itself). */
export const PASSWORD = '246810'

/** A player with `cash` in the wallet and, unless told otherwise, a safe-box password set through the call. */
export async function boxPlayer(t: TestApp, cash: number, opts: { password?: string | null } = {}) {
  const p = await player(t)
  if (cash > 0) await deposit(t, p.id, cash)
  const password = opts.password === undefined ? PASSWORD : opts.password
  if (password !== null) {
    const res = await call(t, 'setSafeboxPassword', { password }, { token: p.token })
    expect(res.status, JSON.stringify(res)).toBe(200)
  }
  return p
}

/** The player's cash and safe-box balances as the ledger accounts hold them. */
export async function wallet(t: TestApp, userId: number): Promise<{ cash: number; safebox: number }> {
  const rows = await query<{ kind: string; balance: string | number }>(
    t.database.db,
    sql`SELECT kind, balance FROM ledger_accounts WHERE user_id = ${userId} AND kind IN ('cash', 'safebox')`,
  )
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.balance ?? 0)
  return { cash: of('cash'), safebox: of('safebox') }
}

/** How many safe-box movements of `kind` the player's ledger holds. */
export async function moves(
  t: TestApp,
  userId: number,
  kind: 'safebox_in' | 'safebox_out' | 'safebox_interest',
) {
  const [row] = await query<{ n: string | number }>(
    t.database.db,
    sql`SELECT count(*) AS n FROM ledger_transactions WHERE user_id = ${userId} AND kind = ${kind}`,
  )
  return Number(row?.n ?? 0)
}
