import { z } from 'zod'
import { text } from './common.ts'

/**
 * The seamless-wallet API that game providers call (`POST /provider/v1/<operation>`): our side is the
 * wallet, theirs draws outcomes. docs/PROVIDER_API.md explains it for an outside integrator.
 *
 * Every request carries the provider's code and an HMAC-SHA256 over the exact raw body bytes, hex encoded,
 * keyed by that provider's secret. Every reply is HTTP 200 with a `status`; only a bad signature or an
 * unknown provider answers 401, and a body that is not valid JSON 400.
 */
export const PROVIDER_HEADER = 'x-provider-id'
export const PROVIDER_SIGNATURE_HEADER = 'x-provider-signature'
export const PROVIDER_API_PREFIX = '/provider/v1'

export const ProviderStatus = {
  ok: 'OK',
  /** The bet is refused; `balance` is the current balance. */
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  /** Launch token unknown, used or expired (authenticate only). */
  invalidToken: 'INVALID_TOKEN',
  /** The session is unknown, or closed/expired for a call that needs it open (bet). */
  sessionExpired: 'SESSION_EXPIRED',
  /** The transaction id was used before with a different payload. */
  duplicateTransaction: 'DUPLICATE_TRANSACTION',
  /** A win names a bet we never accepted. */
  betNotFound: 'BET_NOT_FOUND',
  /** The bet this transaction names, or this bet id itself, was rolled back. */
  transactionRolledBack: 'TRANSACTION_ROLLED_BACK',
  /** A rollback names a bet that already has a win: a settled bet cannot be undone. */
  betSettled: 'BET_SETTLED',
  /** bet or win on a demo session (authenticate said `demo: true`): demo play never touches the wallet. */
  demoSession: 'DEMO_SESSION',
  badRequest: 'BAD_REQUEST',
  internalError: 'INTERNAL_ERROR',
  /** HTTP 401 only: unknown or disabled provider, or a signature that does not match the raw body. */
  unauthorized: 'UNAUTHORIZED',
} as const
export type ProviderStatus = (typeof ProviderStatus)[keyof typeof ProviderStatus]

const id = text(100).min(1)
const amount = z.number().int().nonnegative().max(1_000_000_000_000)

export const authenticateRequest = z.strictObject({ token: text(200).min(16) })
export const balanceRequest = z.strictObject({ sessionId: z.uuid() })
export const betRequest = z.strictObject({
  sessionId: z.uuid(),
  transactionId: id,
  roundId: id,
  amount: amount.refine((a) => a > 0, 'outOfRange'),
})
export const winRequest = z.strictObject({
  sessionId: z.uuid(),
  transactionId: id,
  roundId: id,
  /** The bet this win pays out. */
  betTransactionId: id,
  amount,
})
export const rollbackRequest = z.strictObject({
  sessionId: z.uuid(),
  transactionId: id,
  roundId: id,
  /** The bet to undo. */
  referenceTransactionId: id,
})
export const endRoundRequest = z.strictObject({ sessionId: z.uuid(), roundId: id })

export const providerRequests = {
  authenticate: authenticateRequest,
  balance: balanceRequest,
  bet: betRequest,
  win: winRequest,
  rollback: rollbackRequest,
  endRound: endRoundRequest,
} as const
export type ProviderOperation = keyof typeof providerRequests

export interface ProviderReply {
  status: ProviderStatus
  /** The player's cash balance in minor units after the call (when the session is known). */
  balance?: number
  currency?: string
  /** authenticate: our session, the player's opaque id, the game and the player's language. */
  sessionId?: string
  playerId?: string
  gameId?: number
  lang?: string
  /** bet, win, rollback: our ledger transaction id (absent when nothing moved). */
  walletTransactionId?: string
  /**
   * authenticate and balance: the session is demo play. The provider then keeps play money itself and
   * never calls bet or win; `balance` is 0.
   */
  demo?: boolean
  /** BAD_REQUEST: which field is wrong and how (`{ "amount": "outOfRange" }`). */
  details?: Record<string, string>
}
