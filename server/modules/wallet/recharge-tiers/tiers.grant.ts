import { sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../../db/client.ts'
import { query } from '../../../db/sql.ts'
import type { BonusGrant, BonusRule } from '../deposit/deposit.bonus.ts'
import { tierRules, tiersDue, tiersOf } from './tiers.ts'

/** Tier numbers already granted to the player, by rule. */
export async function paidTiers(db: DbOrTx, userId: number) {
  const rows = await query<{ rule_id: number; tier: number }>(
    db,
    sql`SELECT rule_id, tier FROM bonus_grants WHERE user_id = ${userId} AND tier > 0`,
  )
  const byRule = new Map<number, Set<number>>()
  for (const r of rows) {
    const set = byRule.get(Number(r.rule_id)) ?? new Set<number>()
    set.add(Number(r.tier))
    byRule.set(Number(r.rule_id), set)
  }
  return byRule
}

/**
 * The accumulated-recharge tiers a settling deposit grants: for a player who joined the activity, every
 * tier their total paid deposits (wallet_totals, this deposit included) has reached and that is not paid
 * yet. Runs in the settlement transaction after the deposit is posted and under the player's row lock, so
 * two deposits of one player see each other's grants; the unique (user, rule, tier) backs that up.
 */
export async function dueTierGrants(tx: Tx, userId: number, rules: BonusRule[]): Promise<BonusGrant[]> {
  const active = tierRules(rules)
  if (active.length === 0) return []
  const [row] = await query<{ joined: boolean; total: number }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM recharge_tier_members WHERE user_id = ${userId}) AS joined,
               coalesce((SELECT deposits FROM wallet_totals WHERE user_id = ${userId}), 0)::bigint AS total`,
  )
  if (!row?.joined) return []
  const paid = await paidTiers(tx, userId)
  return active.flatMap((rule) =>
    tiersDue(tiersOf(rule), Number(row.total), paid.get(rule.id) ?? new Set()).map((t) => ({
      ruleId: rule.id,
      kind: rule.kind,
      amount: t.bonus,
      wagerMultiple: rule.wagerMultiple,
      tier: t.tier,
    })),
  )
}
