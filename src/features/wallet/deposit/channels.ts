import type { RechargeItem, RechargeType } from '../../../../contract/calls/wallet-deposit.ts'
import type { TradeInfo } from '../api/trade-info.ts'

type ChannelRef = Pick<RechargeType, 'id' | 'sort' | 'isDefault'>

const bySort = (a: { sort: number; id: number }, b: { sort: number; id: number }) =>
  a.sort - b.sort || a.id - b.id

/** The offered channels, in the operator's order (sort, then id). */
export const sortedChannels = (info: TradeInfo): RechargeType[] =>
  Object.values(info.appRechargeTypeMap).sort(bySort)

/**
 * Spec 4 "Default deposit channel": keep the current one if still offered, else the last used, else the
 * one flagged default, else the first by sort. 0 when no channel is offered.
 */
export function pickChannel(channels: readonly ChannelRef[], currentId: number, lastUsedId: number): number {
  const offered = (id: number) => id > 0 && channels.some((c) => c.id === id)
  if (offered(currentId)) return currentId
  if (offered(lastUsedId)) return lastUsedId
  const sorted = [...channels].sort(bySort)
  return (sorted.find((c) => c.isDefault === 1) ?? sorted[0])?.id ?? 0
}

/** A channel's preset items as served (the server already hid those under the player's minimum). */
export function channelItems(info: TradeInfo, channelId: number): RechargeItem[] {
  const ids = info.appRechargeTypeItemMap[String(channelId)] ?? []
  return ids
    .map((id) => info.appRechargeItemMap[String(id)])
    .filter((i): i is RechargeItem => i !== undefined)
}

/** One rule's preview on a deposit: its bonus and the cash bets that would release it. */
export interface GrantPreview {
  ruleId: number
  amount: number
  wagerMultiple: number
}

/**
 * The bonuses an amount would earn now if the player opts in, by the same rules the server applies (active
 * rules stack: fixed + floor(amount * percent), capped; the first-deposit rule only before the first
 * deposit).
 */
export function bonusGrantsPreview(info: TradeInfo, channelId: number, amount: number): GrantPreview[] {
  const isFirstDeposit = info.firstRecharge === 0
  const grants: GrantPreview[] = []
  for (const rule of info.appRechargeBonusList) {
    if (rule.rechargeTypeId !== 0 && rule.rechargeTypeId !== channelId) continue
    if (amount < rule.minDeposit) continue
    if (rule.kind === 1 && !isFirstDeposit) continue
    const raw = rule.fixedAmount + Math.floor((amount * rule.percentBp) / 10_000)
    const bonus = rule.maxBonus > 0 ? Math.min(raw, rule.maxBonus) : raw
    if (bonus > 0) grants.push({ ruleId: rule.id, amount: bonus, wagerMultiple: rule.wagerMultiple })
  }
  return grants
}

/** The total bonus an amount would earn now (see bonusGrantsPreview). */
export const bonusPreview = (info: TradeInfo, channelId: number, amount: number): number =>
  bonusGrantsPreview(info, channelId, amount).reduce((sum, g) => sum + g.amount, 0)
