import type { WebhookSender } from '../../../http/signed-webhook.ts'

/**
 * A payment provider takes deposit orders: it gives the player a page to pay on and later tells the
 * server the outcome through a signed webhook (POST /payment/v1/<name>/webhook). The built-in sandbox
 * (sandbox-provider.ts) is one; a real provider plugs in behind the same interface.
 */
export interface PaymentOrder {
  id: string
  userId: number
  amount: number
  currency: string
  expiresAt: Date
}

/** What a provider said about an order, once its signature checked out. */
export interface PaymentEvent {
  /** Unique per provider: a replayed event (same id, same payload) gets the first reply, moves nothing. */
  eventId: string
  orderId: string
  outcome: 'approved' | 'declined'
  /** Minor units and ISO 4217 code the provider says it took; must equal the order's. */
  amount: number
  currency: string
}

/**
 * As a webhook sender (server/http/signed-webhook.ts) the provider says how its calls are signed and maps
 * its body to a PaymentEvent (its eventSchema); a wrong signature is answered 401 and changes nothing.
 */
export interface PaymentProvider extends WebhookSender<PaymentEvent> {
  /** Lower-case, URL-safe: it names the webhook path and is stored on the order. */
  readonly name: string
  /** Registers the provider's order with its side; returns where the player pays. */
  createPayment(order: PaymentOrder): Promise<{ payUrl: string }>
}
