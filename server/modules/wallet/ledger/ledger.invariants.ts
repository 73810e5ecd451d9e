import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client.ts'
import { query } from '../../../db/sql.ts'

/**
 * The ledger's invariants, checked over the whole database (DESIGN 5; research/reliability.md §0):
 * every transaction has two or more postings summing to zero, every player account's cached balance is
 * the sum of its postings and never negative, and each posting's balance_after is the running sum of
 * its account's postings; and each player's running totals (wallet_totals) equal what they total: the
 * credits of their deposit and deposit-bonus transactions and their bet_records; and each deposit and
 * deposit bonus has its wagering requirement, for what it credited; and the bonus money each player's
 * bonus grants and releases left in the bonus account is what their active grants hold. Returns what is broken (empty when all hold); tests assert it is empty, and an
 * operator can run it against a live database (read-only).
 */
export async function ledgerViolations(db: DbOrTx): Promise<string[]> {
  const out: string[] = []
  const unbalanced = await query<{ id: number; total: number; n: number }>(
    db,
    sql`SELECT t.id, coalesce(sum(p.amount), 0)::bigint AS total, count(p.id)::int AS n
        FROM ledger_transactions t LEFT JOIN ledger_postings p ON p.transaction_id = t.id
        GROUP BY t.id HAVING coalesce(sum(p.amount), 0) <> 0 OR count(p.id) < 2
        ORDER BY t.id LIMIT 20`,
  )
  for (const r of unbalanced) out.push(`transaction ${r.id}: ${r.n} postings summing to ${r.total}`)

  const drift = await query<{ id: number; balance: number; total: number }>(
    db,
    sql`SELECT a.id, a.balance, coalesce(sum(p.amount), 0)::bigint AS total
        FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
        WHERE a.user_id IS NOT NULL
        GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(p.amount), 0)
        ORDER BY a.id LIMIT 20`,
  )
  for (const r of drift)
    out.push(`account ${r.id}: cached balance ${r.balance} but postings sum to ${r.total}`)

  const negative = await query<{ id: number; balance: number }>(
    db,
    sql`SELECT id, balance FROM ledger_accounts WHERE balance < 0 ORDER BY id LIMIT 20`,
  )
  for (const r of negative) out.push(`account ${r.id}: negative balance ${r.balance}`)

  const running = await query<{ id: number; balance_after: number; running: number }>(
    db,
    sql`SELECT id, balance_after, running FROM (
          SELECT p.id, p.balance_after,
                 sum(p.amount) OVER (PARTITION BY p.account_id ORDER BY p.id) AS running
          FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
          WHERE a.user_id IS NOT NULL) s
        WHERE balance_after IS DISTINCT FROM running ORDER BY id LIMIT 20`,
  )
  for (const r of running) {
    out.push(`posting ${r.id}: balance_after ${r.balance_after} but running sum ${r.running}`)
  }

  const totals = await query<{ user_id: number; what: string; kept: number; actual: number }>(
    db,
    sql`WITH actual AS (
          SELECT user_id, sum(deposits)::bigint AS deposits, sum(bonuses)::bigint AS bonuses, sum(bets)::bigint AS bets
          FROM (
            SELECT t.user_id,
                   coalesce(sum(p.amount) FILTER (WHERE t.kind = 'deposit'), 0) AS deposits,
                   coalesce(sum(p.amount) FILTER (WHERE t.kind = 'deposit_bonus'), 0) AS bonuses,
                   0 AS bets
            FROM ledger_transactions t
            JOIN ledger_postings p ON p.transaction_id = t.id
            JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id = t.user_id
            WHERE p.amount > 0 AND t.kind IN ('deposit', 'deposit_bonus')
            GROUP BY t.user_id
            UNION ALL
            SELECT user_id, 0, 0, sum(bet_amount) FROM bet_records GROUP BY user_id
          ) parts GROUP BY user_id
        ),
        joined AS (
          SELECT coalesce(w.user_id, a.user_id) AS user_id,
                 coalesce(w.deposits, 0) AS kd, coalesce(a.deposits, 0) AS ad,
                 coalesce(w.bonuses, 0) AS kb, coalesce(a.bonuses, 0) AS ab,
                 coalesce(w.bets, 0) AS kt, coalesce(a.bets, 0) AS at
          FROM wallet_totals w FULL JOIN actual a ON a.user_id = w.user_id
        )
        SELECT user_id, 'deposits' AS what, kd AS kept, ad AS actual FROM joined WHERE kd <> ad
        UNION ALL SELECT user_id, 'bonuses', kb, ab FROM joined WHERE kb <> ab
        UNION ALL SELECT user_id, 'bets', kt, at FROM joined WHERE kt <> at
        ORDER BY user_id LIMIT 20`,
  )
  for (const r of totals) {
    out.push(`user ${r.user_id}: wallet_totals.${r.what} ${r.kept} but the records total ${r.actual}`)
  }

  // Each deposit and deposit bonus has its wagering requirement, for what it credited the player.
  const wagering = await query<{ id: number; credited: number | null; required: number | null }>(
    db,
    sql`SELECT t.id, c.amount AS credited, w.amount AS required
        FROM ledger_transactions t
        LEFT JOIN wagering_requirements w ON w.ledger_transaction_id = t.id
        LEFT JOIN LATERAL (
          SELECT sum(p.amount)::bigint AS amount
          FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id = t.user_id
          WHERE p.transaction_id = t.id AND p.amount > 0
        ) c ON true
        WHERE t.kind IN ('deposit', 'deposit_bonus') AND w.amount IS DISTINCT FROM c.amount
        ORDER BY t.id LIMIT 20`,
  )
  for (const r of wagering) {
    out.push(`transaction ${r.id}: credited ${r.credited} but its wagering requirement holds ${r.required}`)
  }

  // The bonus money of deposit bonuses is the active grants' money: grants credit the bonus account
  // (bonus_grant) and releases take exactly that back out (bonus_release).
  const bonus = await query<{ user_id: number; balance: number; active: number }>(
    db,
    sql`SELECT coalesce(m.user_id, g.user_id) AS user_id, coalesce(m.total, 0) AS balance,
               coalesce(g.total, 0) AS active
        FROM (SELECT a.user_id, sum(p.amount)::bigint AS total
              FROM ledger_postings p
              JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'bonus' AND a.user_id IS NOT NULL
              JOIN ledger_transactions t ON t.id = p.transaction_id AND t.kind IN ('bonus_grant', 'bonus_release')
              GROUP BY a.user_id) m
        FULL JOIN (SELECT user_id, sum(amount)::bigint AS total FROM bonus_grants
                   WHERE state = 'active' GROUP BY user_id) g ON g.user_id = m.user_id
        WHERE coalesce(m.total, 0) <> coalesce(g.total, 0)
        ORDER BY 1 LIMIT 20`,
  )
  for (const r of bonus) {
    out.push(`user ${r.user_id}: deposit bonus money ${r.balance} but active bonus grants hold ${r.active}`)
  }
  return out
}
