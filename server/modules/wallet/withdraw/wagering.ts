import { sql } from 'drizzle-orm'
import type { OpenRequirement, Turnover } from '../../../../contract/calls/wallet-withdraw.ts'
import type { DbOrTx } from '../../../db/client.ts'
import { query } from '../../../db/sql.ts'

/**
 * Turnover per deposit (issue 17). Each deposit and each deposit bonus is a wagering requirement of its
 * own (`wagering_requirements`, written with the movement); bets clear the oldest open one first, and only
 * bets placed after a deposit count towards it. The rule is the database's (`wagering_locks.sql`, which
 * withdrawal_request enforces under a lock on the player's cash); this module only turns its rows into
 * what the withdrawal page shows.
 */

/** An open requirement as wagering_locks returns it. */
export interface LockRow {
  kind: OpenRequirement['kind']
  amount: number
  createdAt: Date
  /** Bets it requires. */
  required: number
  /** The lifetime bet total at which it is met (above the player's current total: it is open). */
  unlockAt: number
}

/**
 * The figures of the open requirements against the player's cash and lifetime bets. The locked money is
 * theirs, at most the cash; each requirement "unlocks" what meeting it (after the older ones) would free.
 */
export function wageringFigures(
  open: readonly LockRow[],
  bets: number,
  cash: number,
  percent: number,
): { withdrawable: number; turnover: Turnover } {
  const after = (i: number) => open.slice(i).reduce((sum, r) => sum + r.amount, 0)
  const lockedAfter = (i: number) => Math.min(Math.max(cash, 0), after(i))
  const items: OpenRequirement[] = open.map((r, i) => {
    const start = r.unlockAt - r.required
    const done = Math.min(r.required, Math.max(0, bets - start))
    return {
      kind: r.kind,
      amount: r.amount,
      createdAt: Math.floor(r.createdAt.getTime() / 1000),
      required: r.required,
      done,
      left: r.unlockAt - bets,
      unlocks: lockedAfter(i) - lockedAfter(i + 1),
    }
  })
  const locked = lockedAfter(0)
  const required = items.reduce((sum, r) => sum + r.required, 0)
  const done = items.reduce((sum, r) => sum + r.done, 0)
  const left = items.reduce((max, r) => Math.max(max, r.left), 0)
  return {
    withdrawable: Math.max(0, cash - locked),
    turnover: { percent, locked, required, done, left, met: items.length === 0, open: items },
  }
}

interface Row {
  bets: string | number
  cash: string | number
  kind: OpenRequirement['kind'] | null
  amount: string | number | null
  created_at: Date | string | null
  required: string | number | null
  unlock_at: string | number | null
}

/** The player's cash, lifetime bets and open requirements, read in one statement (one snapshot). */
export async function playerWagering(
  db: DbOrTx,
  userId: number,
  percent: number,
): Promise<{ withdrawable: number; turnover: Turnover; cash: number }> {
  const rows = await query<Row>(
    db,
    sql`SELECT b.bets, b.cash, l.kind, l.amount, l.created_at, l.required, l.unlock_at
        FROM (SELECT coalesce((SELECT w.bets FROM wallet_totals w WHERE w.user_id = ${userId}), 0) AS bets,
                     coalesce((SELECT a.balance FROM ledger_accounts a
                               WHERE a.user_id = ${userId} AND a.kind = 'cash'), 0) AS cash) b
        LEFT JOIN LATERAL (
          SELECT x.id, x.kind, x.amount, x.created_at, x.required, x.unlock_at
          FROM wagering_locks(${userId}, ${percent}::integer) x
          WHERE x.required > 0 AND x.unlock_at > b.bets
        ) l ON true
        ORDER BY l.id`,
  )
  const first = rows[0]
  const bets = Number(first?.bets ?? 0)
  const cash = Number(first?.cash ?? 0)
  const open: LockRow[] = rows
    .filter((r) => r.kind !== null)
    .map((r) => ({
      kind: r.kind as LockRow['kind'],
      amount: Number(r.amount),
      createdAt: new Date(r.created_at ?? 0),
      required: Number(r.required),
      unlockAt: Number(r.unlock_at),
    }))
  return { ...wageringFigures(open, bets, cash, percent), cash }
}
