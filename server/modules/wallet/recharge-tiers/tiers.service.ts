import { sql } from 'drizzle-orm'
import type { RechargeTiers } from '../../../../contract/calls/recharge-tiers.ts'
import type { DbOrTx } from '../../../db/client.ts'
import { query } from '../../../db/sql.ts'
import { loadBonusRules } from '../deposit/deposit.repo.ts'
import { paidTiers } from './tiers.grant.ts'
import { tierRules, tierStates, tiersOf } from './tiers.ts'

/** getRechargeTiers: every switched-on tier with its state for this player (visitors: total 0). */
export async function rechargeTiers(db: DbOrTx, userId: number | null): Promise<RechargeTiers> {
  const rules = tierRules(await loadBonusRules(db))
  let joined = false
  let total = 0
  let paid = new Map<number, Set<number>>()
  if (userId !== null) {
    const [row] = await query<{ joined: boolean; total: number }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM recharge_tier_members WHERE user_id = ${userId}) AS joined,
                 coalesce((SELECT deposits FROM wallet_totals WHERE user_id = ${userId}), 0)::bigint AS total`,
    )
    joined = row?.joined === true
    total = Number(row?.total ?? 0)
    paid = await paidTiers(db, userId)
  }
  const tiers = rules.flatMap((rule) => {
    const list = tiersOf(rule)
    const states = tierStates(list, total, paid.get(rule.id) ?? new Set())
    return list.map((t, i) => ({
      ruleId: rule.id,
      tier: t.tier,
      threshold: t.threshold,
      bonus: t.bonus,
      wagerMultiple: rule.wagerMultiple,
      state: states[i] ?? 'locked',
    }))
  })
  return { joined, total, tiers }
}

/** joinRechargeTiers: the player's standing opt-in; joining again changes nothing. */
export async function joinRechargeTiers(db: DbOrTx, userId: number, now: number) {
  await db.execute(
    sql`INSERT INTO recharge_tier_members (user_id, joined_at) VALUES (${userId}, ${new Date(now).toISOString()})
        ON CONFLICT (user_id) DO NOTHING`,
  )
  return { joined: true as const }
}
