/**
 * Recharge bonus kinds 1-13 (spec 3 names the range, not the meanings; these are ours). Only the kinds
 * in APPLIED_KINDS grant anything; the others are stored as config rows (0005_deposit.sql) and stay
 * inert, even when switched on, until the feature that owns them lands.
 */
export const RechargeBonusKind = {
  /** The player's first paid deposit. Applied. */
  firstDeposit: 1,
  /** Every paid deposit: percent of the amount up to a cap. Applied. */
  everyDeposit: 2,
  /** Inert: the 2nd / 3rd paid deposit (params.nth). */
  secondDeposit: 3,
  thirdDeposit: 4,
  /** Inert: first deposit of the UTC day / ISO week. */
  dailyFirstDeposit: 5,
  weeklyFirstDeposit: 6,
  /** Inert: accumulated deposits reaching params.threshold (the AccumulatedRecharge activity). */
  accumulated: 7,
  /** Inert: by VIP level (params.minVip). */
  vip: 8,
  /** Inert: a channel's own promotion (recharge_type_id). */
  channel: 9,
  /** Inert: chosen preset items (params.itemIds). */
  item: 10,
  /** Inert: a daily time window (params.fromHour..toHour, UTC). */
  happyHour: 11,
  /** Inert: first deposit of an invited player (agent programme). */
  invitedFirstDeposit: 12,
  /** Inert: cashback on deposits, paid by the VIP/rebate feature. */
  cashback: 13,
} as const

export const APPLIED_KINDS: ReadonlySet<number> = new Set([
  RechargeBonusKind.firstDeposit,
  RechargeBonusKind.everyDeposit,
])

export interface BonusRule {
  id: number
  kind: number
  name: string
  status: number
  percentBp: number
  fixedAmount: number
  maxBonus: number
  minDeposit: number
  rechargeTypeId: number | null
  /** Cash bets needed to release the bonus, as a multiple of it (1-10). */
  wagerMultiple: number
}

export interface BonusGrant {
  ruleId: number
  kind: number
  amount: number
  wagerMultiple: number
}

/** Rules that can grant something: switched on and of an applied kind. */
export const activeRules = (rules: BonusRule[]) =>
  rules.filter((r) => r.status === 1 && APPLIED_KINDS.has(r.kind))

/** One rule's grant on a deposit: fixed + floor(amount * percent), capped; 0 when it does not apply. */
function grantOf(rule: BonusRule, amount: number, isFirstDeposit: boolean, rechargeTypeId: number): number {
  if (rule.rechargeTypeId !== null && rule.rechargeTypeId !== rechargeTypeId) return 0
  if (amount < rule.minDeposit) return 0
  if (rule.kind === RechargeBonusKind.firstDeposit && !isFirstDeposit) return 0
  // bigint keeps amount * percent exact however large the amount.
  const raw = rule.fixedAmount + Number((BigInt(amount) * BigInt(rule.percentBp)) / 10_000n)
  return rule.maxBonus > 0 ? Math.min(raw, rule.maxBonus) : raw
}

/** The bonuses a paid deposit earns; active rules stack. */
export function bonusesFor(
  rules: BonusRule[],
  deposit: { amount: number; isFirstDeposit: boolean; rechargeTypeId: number },
): BonusGrant[] {
  return activeRules(rules)
    .map((r) => ({
      ruleId: r.id,
      kind: r.kind,
      amount: grantOf(r, deposit.amount, deposit.isFirstDeposit, deposit.rechargeTypeId),
      wagerMultiple: r.wagerMultiple,
    }))
    .filter((g) => g.amount > 0)
}

export const totalBonus = (grants: BonusGrant[]) => grants.reduce((sum, g) => sum + g.amount, 0)
