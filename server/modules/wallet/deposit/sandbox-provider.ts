import { z } from 'zod'
import { rechargeOrderId } from '../../../../contract/calls/wallet-deposit.ts'
import { hmacSignature, signWebhookBody } from '../../../http/signed-webhook.ts'
import type { PaymentEvent, PaymentOrder, PaymentProvider } from './payment-provider.ts'

export const SANDBOX = 'sandbox'
/** Header carrying `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'

const eventSchema = z.strictObject({
  eventId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  orderId: rechargeOrderId,
  outcome: z.enum(['approved', 'declined']),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3}$/),
})

/** Signs a webhook body the way the sandbox does (tests use it to play the provider). */
export const signSandboxBody = signWebhookBody

/**
 * The built-in sandbox: the pay page is the server's own (GET /sandbox-pay/:orderId, sandbox-page.ts),
 * where a tester approves or declines; the page then posts a signed event to the webhook, as a real
 * provider would from its servers. No money exists behind it: never enable it where players are real.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = SANDBOX
  readonly eventSchema = eventSchema
  readonly signatureValid: PaymentProvider['signatureValid']

  constructor(private readonly secret: string) {
    this.signatureValid = hmacSignature(secret, SANDBOX_SIGNATURE_HEADER)
  }

  async createPayment(order: PaymentOrder): Promise<{ payUrl: string }> {
    return { payUrl: `/sandbox-pay/${order.id}` }
  }

  /** The body and signature the sandbox page sends for a tester's choice. */
  signedEvent(event: PaymentEvent): { body: string; signature: string } {
    const body = JSON.stringify(event)
    return { body, signature: signSandboxBody(this.secret, body) }
  }
}
