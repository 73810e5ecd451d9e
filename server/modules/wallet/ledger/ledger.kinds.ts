/** Accounts a player owns; each keeps a cached balance that never goes below zero. */
export const PlayerAccount = {
  /** Spendable and withdrawable coins (the `coin` of user info). */
  cash: 'cash',
  /** Bonus money not yet released to cash (bonus features credit it; nothing spends it yet). */
  bonus: 'bonus',
  /** Coins set aside by a pending withdrawal until the provider pays them out or returns them. */
  withdrawHold: 'withdraw_hold',
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
} as const
export type SystemAccountKind = (typeof SystemAccount)[keyof typeof SystemAccount]

/** What a ledger transaction records (shared with the client's records page). */
export { TxKind } from '../../../../contract/wallet-kinds.ts'
