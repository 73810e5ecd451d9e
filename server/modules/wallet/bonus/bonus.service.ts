import { sql } from 'drizzle-orm'
import type { BonusBalance } from '../../../../contract/calls/bonus.ts'
import type { DbOrTx } from '../../../db/client.ts'
import { query } from '../../../db/sql.ts'
import { playerBalances } from '../ledger/ledger.ts'

interface ActiveRow {
  id: number | string
  amount: number | string
  wager_multiple: number
  wager_required: number | string
  wagered: number | string
  created_at: Date | string
}

/** getBonusBalance: the bonus account's balance and the wagering of each active grant. */
export async function bonusBalance(db: DbOrTx, userId: number): Promise<BonusBalance> {
  const { bonus } = await playerBalances(db, userId)
  const rows = await query<ActiveRow>(
    db,
    sql`SELECT id, amount, wager_multiple, wager_required, wagered, created_at FROM bonus_grants
        WHERE user_id = ${userId} AND state = 'active' ORDER BY id`,
  )
  const list = rows.map((r) => ({
    id: Number(r.id),
    amount: Number(r.amount),
    wagerMultiple: Number(r.wager_multiple),
    required: Number(r.wager_required),
    wagered: Number(r.wagered),
    createdAt: Math.floor(new Date(r.created_at).getTime() / 1000),
  }))
  return {
    bonus,
    wagered: list.reduce((s, g) => s + g.wagered, 0),
    required: list.reduce((s, g) => s + g.required, 0),
    list,
  }
}
