import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { query } from '../../db/sql.ts'
import { SystemAccount } from '../wallet/ledger/ledger.kinds.ts'

/**
 * The pools beside the ledger (like ledgerViolations): each pool's balance is seed + funded - paid, stays
 * between its seed and its ceiling, and the pools' funded - paid together equal what the jackpot_pool
 * account holds by its postings. Returns what is wrong (empty when all holds).
 */
export async function jackpotViolations(db: DbOrTx): Promise<string[]> {
  const out: string[] = []
  const pools = await query<{
    id: number
    balance: string
    seed: string
    funded: string
    paid: string
    ceiling: string
  }>(db, sql`SELECT id, balance, seed, funded, paid, ceiling FROM jackpot_pools ORDER BY id`)
  let held = 0
  for (const p of pools) {
    const [balance, seed, funded, paid] = [p.balance, p.seed, p.funded, p.paid].map(Number) as [
      number,
      number,
      number,
      number,
    ]
    if (balance !== seed + funded - paid)
      out.push(`pool ${p.id}: balance ${balance} is not ${seed} + ${funded} - ${paid}`)
    if (balance < seed || balance > Number(p.ceiling))
      out.push(`pool ${p.id}: balance ${balance} outside seed..ceiling`)
    held += funded - paid
  }
  const [account] = await query<{ total: string | number }>(
    db,
    sql`SELECT coalesce(sum(p.amount), 0)::bigint AS total FROM ledger_postings p
        JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.user_id IS NULL AND a.kind = ${SystemAccount.jackpotPool}`,
  )
  const total = Number(account?.total ?? 0)
  if (total !== held)
    out.push(`jackpot_pool postings sum to ${total}, the pools hold ${held} above their seeds`)
  return out
}
