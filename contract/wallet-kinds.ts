/**
 * What a ledger transaction records: the server's ledger writes these kinds, the player's records
 * (appUserCoinDetail) are typed and filtered by them. Zod-free, so the records page lists them without
 * loading the contract's schemas.
 */
export const TxKind = {
  deposit: 'deposit',
  depositBonus: 'deposit_bonus',
  withdrawHold: 'withdraw_hold',
  withdrawPaid: 'withdraw_paid',
  withdrawReturned: 'withdraw_returned',
  bet: 'bet',
  win: 'win',
  rollback: 'rollback',
  bonus: 'bonus',
  /** A VIP level-up reward or daily bonus (house -> cash). */
  vipReward: 'vip_reward',
  /** A rebate claim (betBonusReceive): a share of the player's valid bets (house -> cash). */
  rebate: 'rebate',
  adjustment: 'adjustment',
} as const
export type TxKind = (typeof TxKind)[keyof typeof TxKind]

/** Every kind, in the order the records page offers them. */
export const TX_KINDS: readonly TxKind[] = Object.values(TxKind)
