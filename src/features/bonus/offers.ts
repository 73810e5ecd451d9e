import type { TradeInfo } from '../wallet/index.ts'

/**
 * The deposit offers a player can really get, read from the bonus rules getTradeInfo serves: the server
 * sends only the rules that would pay this player's next deposit (recharge bonus kinds, meanings in
 * server/modules/wallet/deposit/deposit.bonus.ts). Pure, so the Promotions page and the lobby banner are
 * tested through it.
 */
export type BonusRule = TradeInfo['appRechargeBonusList'][number]

export const FIRST_DEPOSIT = 1
export const EVERY_DEPOSIT = 2

/** The line above an offer's name: first deposit, every deposit, or 'on your next deposit' (the others). */
export const offerKicker = (kind: number): string =>
  kind === FIRST_DEPOSIT
    ? 'bonus.firstDeposit'
    : kind === EVERY_DEPOSIT
      ? 'bonus.everyDeposit'
      : 'bonus.nextDeposit'

/** A visitor, or a player whose deposits add up to 0, can still earn the first-deposit bonus. */
export const canEarnFirstDeposit = (user: { totalRecharge: number } | null): boolean =>
  user === null || user.totalRecharge === 0

/**
 * The offers to list, in the operator's order: every rule served, the first-deposit rules only before the
 * first deposit (the server's own test, firstRecharge 0).
 */
export function depositOffers(rules: readonly BonusRule[], firstRecharge: number): BonusRule[] {
  return rules.filter((r) => r.kind !== FIRST_DEPOSIT || firstRecharge === 0)
}

/** The most one rule grants on a deposit of any size; Infinity when a percentage has no cap. */
export function ruleCeiling(rule: Pick<BonusRule, 'percentBp' | 'fixedAmount' | 'maxBonus'>): number {
  if (rule.percentBp > 0) return rule.maxBonus > 0 ? rule.maxBonus : Number.POSITIVE_INFINITY
  return rule.maxBonus > 0 ? Math.min(rule.fixedAmount, rule.maxBonus) : rule.fixedAmount
}

/**
 * The most a depositor's next deposit earns from the every-deposit rules (those of one channel stack
 * with the all-channel ones; the best channel counts). 0 when there is none or one has no cap, so the
 * lobby names no amount it cannot back.
 */
export function everyDepositCeiling(rules: readonly BonusRule[]): number {
  const every = rules.filter((r) => r.kind === EVERY_DEPOSIT)
  const channels = new Set([0, ...every.map((r) => r.rechargeTypeId)])
  let best = 0
  for (const channel of channels) {
    const total = every
      .filter((r) => r.rechargeTypeId === 0 || r.rechargeTypeId === channel)
      .reduce((sum, r) => sum + ruleCeiling(r), 0)
    if (!Number.isFinite(total)) return 0
    best = Math.max(best, total)
  }
  return best
}
