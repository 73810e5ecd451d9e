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
  /** Coins bought with points in the points shop (house -> cash; the points move on their own account). */
  pointsExchange: 'points_exchange',
  /** A jackpot draw's coin or pool prize (house or jackpot_pool -> cash). */
  jackpot: 'jackpot',
  adjustment: 'adjustment',
  /** A deposit bonus the player opted into (house -> bonus account, not cash). */
  bonusGrant: 'bonus_grant',
  /** A bonus whose wagering is met, moved to cash once (bonus account -> cash). */
  bonusRelease: 'bonus_release',
  /** Coins put into the safe box (cash -> the player's safebox account). */
  safeboxIn: 'safebox_in',
  /** Coins taken out of the safe box with its password (safebox account -> cash). */
  safeboxOut: 'safebox_out',
} as const
export type TxKind = (typeof TxKind)[keyof typeof TxKind]

/**
 * Every kind the cash records can list, in the order the records page offers them: bonus_grant moves no
 * cash (it credits the bonus account), so it is never a cash record.
 */
export const TX_KINDS: readonly TxKind[] = Object.values(TxKind).filter((k) => k !== TxKind.bonusGrant)
