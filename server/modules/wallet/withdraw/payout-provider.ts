import { z } from 'zod'
import { text } from '../../../../contract/common.ts'

/**
 * Where withdrawals are paid out. A provider is told about each new withdrawal after its hold commits and
 * later reports the outcome to our webhook (paid or rejected), signed, one event id per report. Real
 * providers plug in behind this interface; the built-in sandbox pays nothing and lets a tester decide on
 * the /sandbox-payout page.
 */
export interface PayoutRequest {
  withdrawalId: number
  /** What reaches the card: amount - fee, minor units. */
  payout: number
  bankId: number
  bankName: string
  holderName: string
  accountNo: string
}

export interface PayoutProvider {
  readonly name: string
  /** Hands the payout to the provider. Failure leaves the withdrawal pending (the funds stay held). */
  requestPayout(request: PayoutRequest): Promise<void>
}

/** The sandbox: nothing to send; the tester pays or rejects on /sandbox-payout, which calls the webhook. */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = 'sandbox'
  async requestPayout(): Promise<void> {}
}

/** The payout webhook's body (POST /payment/v1/sandbox/payout-webhook). */
export const payoutEventSchema = z.strictObject({
  /** The provider's event id: a replay with the same id moves nothing. Stored: `text()`, no NUL. */
  eventId: text(128).min(1),
  withdrawalId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  status: z.enum(['paid', 'rejected']),
  /** The amount requested (before the fee); must match the withdrawal. */
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})
export type PayoutEvent = z.infer<typeof payoutEventSchema>

/** The sandbox signs its payout reports like its payments: `sha256=<hex HMAC>` (signWebhookBody). */
export const SIGNATURE_HEADER = 'x-sandbox-signature'
