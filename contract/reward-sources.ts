/**
 * What the reward record lists: every award the house paid the player. sign_in (daily sign-in), vip_daily,
 * vip_signin, vip_levelup, rebate, deposit_bonus, task, mail (a mail's gift), follow (a follow reward),
 * agent_commission and agent_reward (the invite programme's commission and valid-invitee rewards): the
 * ledger's ref type of the payment. Zod-free, so the reward record page lists them without loading the
 * contract's schemas (contract/calls/activities.ts has the call).
 */
export const REWARD_SOURCES = [
  'sign_in',
  'vip_daily',
  'vip_signin',
  'vip_levelup',
  'rebate',
  'deposit_bonus',
  'task',
  'mail',
  'coupon',
  'cashback',
  'jackpot',
  'follow',
  'agent_commission',
  'agent_reward',
  'invite_spin',
] as const
export type RewardSource = (typeof REWARD_SOURCES)[number]
