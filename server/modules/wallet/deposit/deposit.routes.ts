import { registerSignedWebhook } from '../../../http/signed-webhook.ts'
import type { ModuleContext } from '../../index.ts'
import { type DepositDeps, getRechargeOrder, recharge, tradeInfo } from './deposit.service.ts'
import { applyPaymentEvent } from './deposit.webhook.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { registerSandboxPage } from './sandbox-page.ts'
import { SandboxPaymentProvider } from './sandbox-provider.ts'

/** A webhook body is a few hundred bytes; anything far larger is not a provider's. */
const WEBHOOK_BODY_LIMIT = 16 * 1024

/**
 * Deposits: getTradeInfo, recharge, getRechargeOrder, the providers' webhooks
 * (POST /payment/v1/<provider>/webhook) and the sandbox provider's pay page. No overrides: the sandbox is
 * on unless production runs without PAYMENT_SANDBOX_SECRET (config.payment.sandboxSecret is null then).
 */
export async function registerDeposit(ctx: ModuleContext): Promise<void> {
  const providers = new Map<string, PaymentProvider>()
  const secret = ctx.config.payment.sandboxSecret
  const sandbox = secret ? new SandboxPaymentProvider(secret) : null
  if (sandbox) providers.set(sandbox.name, sandbox)
  const d: DepositDeps = { db: ctx.db, clock: ctx.clock, providers }

  ctx.call('getTradeInfo', ({ body, caller, locale }) => tradeInfo(d, caller.userId, locale, body.hash))
  ctx.call('recharge', ({ body, caller }) => recharge(d, caller.userId, body))
  ctx.call('getRechargeOrder', ({ body, caller }) => getRechargeOrder(d, caller.userId, body.orderId))

  await registerSignedWebhook(ctx.app, {
    url: '/payment/v1/:provider/webhook',
    bodyLimit: WEBHOOK_BODY_LIMIT,
    sender: (request) => providers.get(String((request.params as { provider?: unknown }).provider)) ?? null,
    handle: async (event, { sender, rawBody }) => {
      const result = await applyPaymentEvent(ctx.db, sender.name, event, rawBody, ctx.clock())
      return { data: result.reply, replayed: result.replayed }
    },
  })
  if (sandbox) registerSandboxPage(ctx.app, ctx.db, sandbox, ctx.clock)
}
