/**
 * Recharge bonus kinds 1-13 (spec 3 names the range, not the meanings; these are ours). Every bonus is
 * paid only by the player's choice, as bonus money (bonus.grants.ts). Per-deposit kinds (all but 7 and 13)
 * are chosen on the deposit (the order's bonusOptIn) and computed by bonusesFor from the deposit and the
 * player's context read once in the settlement transaction (deposit.context.ts). Kind 7 is paid by tier
 * (recharge-tiers/), kind 13 by a daily scheduled job (cashback/).
 */
export const RechargeBonusKind = {
  /** The player's first paid deposit. */
  firstDeposit: 1,
  /** Every paid deposit: percent of the amount up to a cap. */
  everyDeposit: 2,
  /** The player's 2nd paid deposit. */
  secondDeposit: 3,
  /** The player's 3rd paid deposit. */
  thirdDeposit: 4,
  /** The player's first paid deposit of the UTC day. */
  dailyFirstDeposit: 5,
  /** The player's first paid deposit of the ISO week (Monday 00:00 UTC). */
  weeklyFirstDeposit: 6,
  /**
   * Accumulated recharge: params.tiers [{threshold, bonus}] over the player's total paid deposits
   * (wallet_totals.deposits). Each tier is paid once per player, to players who joined the activity.
   */
  accumulated: 7,
  /** Players whose VIP level (player_vip.level) is at least params.minVip. */
  vip: 8,
  /** A channel's own promotion: only deposits through the rule's recharge_type_id. */
  channel: 9,
  /** Deposits of one of the preset items params.itemIds (a custom amount never qualifies). */
  item: 10,
  /** Deposits paid in the daily window params.fromHour <= hour < params.toHour (UTC; may wrap midnight). */
  happyHour: 11,
  /** The first paid deposit of a player who registered with an inviter (users.pid). */
  invitedFirstDeposit: 12,
  /**
   * Cashback: percent of the player's net loss (bets - wins) over the previous UTC day or ISO week,
   * paid once per period by the wallet.cashback job (params.period, params.payTo, params.minLoss); never
   * per deposit.
   */
  cashback: 13,
} as const

/** Kinds computed per deposit from the deposit and its context. */
export const PER_DEPOSIT_KINDS: ReadonlySet<number> = new Set([1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12])

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
  /** Kind-specific parameters (see RechargeBonusKind); bad or missing values make the rule grant nothing. */
  params?: unknown
  /** Cash bets needed to release the bonus, as a multiple of it (1-10). */
  wagerMultiple: number
}

/** What a deposit's bonus depends on besides the rules; read once, in the settlement transaction. */
export interface DepositContext {
  amount: number
  rechargeTypeId: number
  /** Null for a custom amount. */
  itemId: number | null
  /** This deposit's number among the player's paid deposits (1 = the first). */
  depositNumber: number
  /** No earlier paid deposit in this UTC day / ISO week. */
  firstOfDay: boolean
  firstOfWeek: boolean
  vipLevel: number
  /** 0-23, UTC, when the deposit is paid. */
  hourUtc: number
  /** The player registered with an inviter. */
  invited: boolean
}

export interface BonusGrant {
  ruleId: number
  kind: number
  amount: number
  wagerMultiple: number
  /** An accumulated-recharge tier (kind 7), paid once per player; absent for per-deposit kinds. */
  tier?: number
}

/** Rules that can grant on a deposit: switched on and of a per-deposit kind. */
export const activeRules = (rules: BonusRule[]) =>
  rules.filter((r) => r.status === 1 && PER_DEPOSIT_KINDS.has(r.kind))

const param = (rule: BonusRule, name: string): unknown =>
  rule.params !== null && typeof rule.params === 'object'
    ? (rule.params as Record<string, unknown>)[name]
    : undefined
const intParam = (rule: BonusRule, name: string): number | null => {
  const v = param(rule, name)
  return typeof v === 'number' && Number.isInteger(v) ? v : null
}

/** Whether the rule's kind-specific condition holds for this deposit. */
export function kindApplies(rule: BonusRule, ctx: DepositContext): boolean {
  switch (rule.kind) {
    case RechargeBonusKind.firstDeposit:
      return ctx.depositNumber === 1
    case RechargeBonusKind.everyDeposit:
      return true
    case RechargeBonusKind.secondDeposit:
      return ctx.depositNumber === 2
    case RechargeBonusKind.thirdDeposit:
      return ctx.depositNumber === 3
    case RechargeBonusKind.dailyFirstDeposit:
      return ctx.firstOfDay
    case RechargeBonusKind.weeklyFirstDeposit:
      return ctx.firstOfWeek
    case RechargeBonusKind.vip: {
      const minVip = intParam(rule, 'minVip')
      return minVip !== null && ctx.vipLevel >= minVip
    }
    case RechargeBonusKind.channel:
      return rule.rechargeTypeId !== null
    case RechargeBonusKind.item: {
      const ids = param(rule, 'itemIds')
      return ctx.itemId !== null && Array.isArray(ids) && ids.includes(ctx.itemId)
    }
    case RechargeBonusKind.happyHour: {
      const from = intParam(rule, 'fromHour')
      const to = intParam(rule, 'toHour')
      if (from === null || to === null || from === to) return false
      return from < to ? ctx.hourUtc >= from && ctx.hourUtc < to : ctx.hourUtc >= from || ctx.hourUtc < to
    }
    case RechargeBonusKind.invitedFirstDeposit:
      return ctx.depositNumber === 1 && ctx.invited
    default:
      return false
  }
}

/** fixed + floor(amount * percent), capped by maxBonus when it is set. */
export function ruleAmount(rule: BonusRule, amount: number): number {
  // bigint keeps amount * percent exact however large the amount.
  const raw = rule.fixedAmount + Number((BigInt(amount) * BigInt(rule.percentBp)) / 10_000n)
  return rule.maxBonus > 0 ? Math.min(raw, rule.maxBonus) : raw
}

function grantOf(rule: BonusRule, ctx: DepositContext): number {
  if (rule.rechargeTypeId !== null && rule.rechargeTypeId !== ctx.rechargeTypeId) return 0
  if (ctx.amount < rule.minDeposit) return 0
  return kindApplies(rule, ctx) ? ruleAmount(rule, ctx.amount) : 0
}

/** The bonuses a paid deposit earns; active rules stack. */
export function bonusesFor(rules: BonusRule[], ctx: DepositContext): BonusGrant[] {
  return activeRules(rules)
    .map((r) => ({ ruleId: r.id, kind: r.kind, amount: grantOf(r, ctx), wagerMultiple: r.wagerMultiple }))
    .filter((g) => g.amount > 0)
}

export const totalBonus = (grants: BonusGrant[]) => grants.reduce((sum, g) => sum + g.amount, 0)
