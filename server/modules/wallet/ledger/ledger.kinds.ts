/** Accounts a player owns; each keeps a cached balance that never goes below zero. */
export const PlayerAccount = {
  /** Spendable and withdrawable coins (the `coin` of user info). */
  cash: 'cash',
  /** Bonus money not yet released to cash (bonus features credit it; nothing spends it yet). */
  bonus: 'bonus',
  /** Coins set aside by a pending withdrawal until the provider pays them out or returns them. */
  withdrawHold: 'withdraw_hold',
  /** Loyalty points (not money; 0030_points.sql): earned by configured actions, spent in the points shop. */
  points: 'points',
  /** Coins in the safe box (0040_safebox.sql): out of play, out only with the safe-box password. */
  safebox: 'safebox',
} as const
export type PlayerAccountKind = (typeof PlayerAccount)[keyof typeof PlayerAccount]

/** The operator's accounts: they may go negative and keep no cached balance (see 0004_ledger.sql). */
export const SystemAccount = {
  /** The casino's own money: pays wins and bonuses, receives bets and withdrawal fees. */
  house: 'house',
  /** Money in flight with payment providers: debited when a deposit lands, credited by payouts. */
  paymentClearing: 'payment_clearing',
  jackpotPool: 'jackpot_pool',
  agentCommission: 'agent_commission',
  /** Every point handed out minus every point spent (the other side of the players' points accounts). */
  pointsIssued: 'points_issued',
} as const
export type SystemAccountKind = (typeof SystemAccount)[keyof typeof SystemAccount]

/**
 * Movements of points accounts only: never cash records, so they stay out of TxKind (the records page's
 * kinds). The coins a points exchange pays are a cash movement of kind TxKind.pointsExchange.
 */
export const PointsTxKind = {
  earn: 'points_earn',
  spend: 'points_spend',
} as const
export type PointsTxKind = (typeof PointsTxKind)[keyof typeof PointsTxKind]

/** The safe box's daily interest (house -> safebox): it moves no cash, so it is never a cash record. */
export const SafeboxTxKind = { interest: 'safebox_interest' } as const
export type SafeboxTxKind = (typeof SafeboxTxKind)[keyof typeof SafeboxTxKind]

/** The jackpot pools' funding (house -> jackpot_pool, one per batch of bets): never a player's record. */
export const JackpotTxKind = { fund: 'jackpot_fund' } as const
export type JackpotTxKind = (typeof JackpotTxKind)[keyof typeof JackpotTxKind]

/** What a ledger transaction records (shared with the client's records page). */
export { TxKind } from '../../../../contract/wallet-kinds.ts'
