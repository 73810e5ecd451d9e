import { type BonusRule, RechargeBonusKind } from '../deposit/deposit.bonus.ts'

/** One accumulated-recharge tier: reached when the player's total paid deposits reach threshold. */
export interface Tier {
  /** 1-based position in the rule's params.tiers: the tier's id in grants and idempotency keys. */
  tier: number
  threshold: number
  bonus: number
}

const positiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0

/** The tiers of an accumulated-recharge rule, by threshold; a malformed tier is left out. */
export function tiersOf(rule: BonusRule): Tier[] {
  const raw =
    rule.params !== null && typeof rule.params === 'object'
      ? (rule.params as { tiers?: unknown }).tiers
      : undefined
  if (!Array.isArray(raw)) return []
  return raw
    .map((t, i) => ({ tier: i + 1, threshold: t?.threshold, bonus: t?.bonus }))
    .filter((t): t is Tier => positiveInt(t.threshold) && positiveInt(t.bonus))
    .sort((a, b) => a.threshold - b.threshold || a.tier - b.tier)
}

/** Switched-on accumulated-recharge rules. */
export const tierRules = (rules: BonusRule[]) =>
  rules.filter((r) => r.status === 1 && r.kind === RechargeBonusKind.accumulated)

/** Tiers the total has reached that are not paid yet: what a joined player's settling deposit grants. */
export const tiersDue = (tiers: Tier[], total: number, paid: ReadonlySet<number>) =>
  tiers.filter((t) => t.threshold <= total && !paid.has(t.tier))

export type TierState = 'paid' | 'reached' | 'next' | 'locked'

/**
 * How a tier looks to the player: paid (granted), reached (total is there but not paid: not joined yet,
 * or joined after it and no deposit settled since), next (the lowest tier not reached), locked (above it).
 */
export function tierStates(tiers: Tier[], total: number, paid: ReadonlySet<number>): TierState[] {
  let nextGiven = false
  return tiers.map((t) => {
    if (paid.has(t.tier)) return 'paid'
    if (t.threshold <= total) return 'reached'
    if (nextGiven) return 'locked'
    nextGiven = true
    return 'next'
  })
}
