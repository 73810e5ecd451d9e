import { z } from 'zod'
import { requestBody, text } from '../common.ts'

/**
 * Bank cards and withdrawals (spec 7 "Wallet": addBankInfo, modifyBankInfo, getExchange, exchange).
 * Amounts are integer minor units. A card's account number is sent in full only when added or changed;
 * every reply carries it masked (last 4 characters).
 */

/** Positive integer ids that fit a bigint column; strings, fractions and negatives are refused. */
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** Hard caps only: the real account number length is `lengths.withdrawAccount` (checked by the server). */
const accountNo = text(64).min(1)
const holderName = text(64).min(1)

export const addBankInfoRequest = requestBody({
  bankId: id,
  holderName,
  accountNo,
})

/** Only the caller's own card; fields left out stay as they are. */
export const modifyBankInfoRequest = requestBody({
  id,
  bankId: id.optional(),
  holderName: holderName.optional(),
  accountNo: accountNo.optional(),
})

export const bankCardSchema = z.object({
  id: z.number().int(),
  bankId: z.number().int(),
  bankName: z.string(),
  holderName: z.string(),
  /** '****' + the last 4 characters; the full number is never sent back. */
  accountNoMasked: z.string(),
  /** Epoch seconds. */
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})
export type BankCard = z.infer<typeof bankCardSchema>

/** A bank from the operator's bank config that new cards may use. */
export const bankSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  sort: z.number().int(),
})

/**
 * The caller's cards as spec 3's user store extras want them: appUserBankList keyed by bankId (one card
 * per bank), appUserBank the most recently added or changed card (null without cards).
 */
export const bankInfoListReply = z.object({
  appUserBank: bankCardSchema.nullable(),
  appUserBankList: z.record(z.string(), bankCardSchema),
  /** Newest first. */
  list: z.array(bankCardSchema),
  bankList: z.array(bankSchema),
  maxCards: z.number().int(),
})

/** addBankInfo / modifyBankInfo: the card written, and the whole list to store. */
export const bankInfoReply = bankInfoListReply.extend({ card: bankCardSchema })

/**
 * One deposit's (or deposit bonus's) wagering requirement still open: turnover applies per deposit, bets
 * clear the oldest open requirement first, and only bets placed after a deposit count towards it.
 */
export const openRequirementSchema = z.object({
  kind: z.enum(['deposit', 'deposit_bonus']),
  /** What the deposit or bonus credited. */
  amount: z.number().int(),
  /** Epoch seconds. */
  createdAt: z.number().int(),
  /** Bets it requires: turnover percent of its amount, rounded up. */
  required: z.number().int(),
  /** Of those, bet so far. */
  done: z.number().int(),
  /** Bets still to place before it is met, the older open requirements' included. */
  left: z.number().int(),
  /** Cash that becomes withdrawable once it is met (its amount, bounded by the balance). */
  unlocks: z.number().int(),
})
export type OpenRequirement = z.infer<typeof openRequirementSchema>

export const turnoverSchema = z.object({
  /** Bets required as a percentage of each deposit and deposit bonus (100 = 1x). */
  percent: z.number().int(),
  /** Cash locked by the open requirements (at most `coin`); `withdrawable` is coin - locked. */
  locked: z.number().int(),
  /** Bets the open requirements require in all. */
  required: z.number().int(),
  /** Of those, bet so far. */
  done: z.number().int(),
  /** Bets still to place to unlock everything locked: 0 means met. */
  left: z.number().int(),
  /** No requirement open: nothing is locked. */
  met: z.boolean(),
  /** Oldest first. */
  open: z.array(openRequirementSchema),
})
export type Turnover = z.infer<typeof turnoverSchema>

/** What the withdrawal page shows: the balance, the limits, the fee and what is locked and why. */
export const getExchangeReply = z.object({
  /** Cash balance (RTS 1A: the current balance on every money screen). */
  coin: z.number().int(),
  /** What may be requested now: the cash balance less what open wagering requirements lock. */
  withdrawable: z.number().int(),
  /** Held by pending withdrawals (already out of `coin`). */
  pending: z.number().int(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /** Fee in basis points of the amount (200 = 2%), at least feeMin; taken from the amount when paid. */
  feeBps: z.number().int(),
  feeMin: z.number().int(),
  turnover: turnoverSchema,
  hasSafeboxPassword: z.boolean(),
  cards: z.array(bankCardSchema),
})
export type GetExchangeReply = z.infer<typeof getExchangeReply>

export const exchangeRequest = requestBody({
  /** Minor units; at least exchange minAmount, at most maxAmount and the withdrawable balance. */
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  cardId: id,
  /** Required when the player has a safe-box password. */
  safeboxPassword: text(64).min(1).optional(),
})

export const WithdrawalStatus = { pending: 'pending', paid: 'paid', rejected: 'rejected' } as const
export type WithdrawalStatus = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus]

export const withdrawalSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  fee: z.number().int(),
  /** amount - fee: what reaches the card when paid. */
  payout: z.number().int(),
  status: z.enum([WithdrawalStatus.pending, WithdrawalStatus.paid, WithdrawalStatus.rejected]),
  bankName: z.string(),
  accountNoMasked: z.string(),
  /** Epoch seconds. */
  createdAt: z.number().int(),
})

/** The pending withdrawal (it cannot be cancelled: UK RTS 14B) and the balance after the hold. */
export const exchangeReply = z.object({
  withdrawal: withdrawalSchema,
  coin: z.number().int(),
})
export type ExchangeReply = z.infer<typeof exchangeReply>
