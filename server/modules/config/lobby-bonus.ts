import { activeRules, type BonusRule, RechargeBonusKind } from '../wallet/deposit/deposit.bonus.ts'

/** The most one rule can grant on a deposit of any size; Infinity when nothing caps it. */
function ruleCeiling(rule: BonusRule): number {
  if (rule.percentBp > 0) return rule.maxBonus > 0 ? rule.maxBonus : Number.POSITIVE_INFINITY
  return rule.maxBonus > 0 ? Math.min(rule.fixedAmount, rule.maxBonus) : rule.fixedAmount
}

/**
 * The lobby banner's "up to" figure (clientConfig.lobbyBonusAmount, minor units): the most a player's
 * first deposit can earn under the bonus rules that pay it (deposit.bonus.ts: active first-deposit and
 * every-deposit rules stack; a rule tied to a channel counts only with that channel's). 0 when no rule
 * grants anything or a rule has no cap, so the banner names no amount it cannot back. Conditional kinds
 * (time of day, VIP level, item, inviter) are left out: the banner names what every first deposit gets.
 */
export function firstDepositBonusCeiling(rules: BonusRule[]): number {
  const everyFirst: ReadonlySet<number> = new Set([
    RechargeBonusKind.firstDeposit,
    RechargeBonusKind.everyDeposit,
  ])
  const active = activeRules(rules).filter((r) => everyFirst.has(r.kind))
  const channels = new Set<number | null>([null, ...active.map((r) => r.rechargeTypeId)])
  let best = 0
  for (const channel of channels) {
    const total = active
      .filter((r) => r.rechargeTypeId === null || r.rechargeTypeId === channel)
      .reduce((sum, r) => sum + ruleCeiling(r), 0)
    if (!Number.isFinite(total)) return 0
    best = Math.max(best, total)
  }
  return best
}
