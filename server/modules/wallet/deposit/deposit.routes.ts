import { z } from 'zod'
import { ErrorCode, ErrorMsg } from '../../../../contract/errors.ts'
import { AppError, notFound, unauthenticated } from '../../../http/errors.ts'
import { keepRawJsonBody } from '../../../http/hmac.ts'
import type { ModuleContext } from '../../index.ts'
import { type DepositDeps, getRechargeOrder, recharge, tradeInfo } from './deposit.service.ts'
import { applyPaymentEvent } from './deposit.webhook.ts'
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts'
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

  const me = (caller: { userId: number } | null) => {
    if (!caller) throw unauthenticated()
    return caller.userId
  }
  ctx.call('getTradeInfo', ({ body, caller, locale }) => tradeInfo(d, me(caller), locale, body.hash))
  ctx.call('recharge', ({ body, caller }) => recharge(d, me(caller), body))
  ctx.call('getRechargeOrder', ({ body, caller }) => getRechargeOrder(d, me(caller), body.orderId))

  ctx.app.register(async (scope) => {
    keepRawJsonBody(scope, WEBHOOK_BODY_LIMIT)
    scope.post('/payment/v1/:provider/webhook', async (request, reply) => {
      const provider = providers.get(String((request.params as { provider?: unknown }).provider))
      if (!provider) throw notFound()
      const raw = typeof request.body === 'string' ? request.body : ''
      let event: PaymentEvent | null
      try {
        event = provider.verifyWebhook(raw, request.headers)
      } catch (err) {
        // Signed by the provider but not an event we understand (SyntaxError, ZodError).
        const details = err instanceof z.ZodError ? { _: 'invalidFormat' } : undefined
        throw new AppError(ErrorCode.badRequest, ErrorMsg.validation, 400, details)
      }
      if (!event) throw new AppError(ErrorCode.unauthenticated, ErrorMsg.paymentSignatureInvalid, 401)
      const result = await applyPaymentEvent(ctx.db, provider.name, event, raw, ctx.clock())
      if (result.replayed) reply.header('idempotent-replay', 'true')
      return { code: 200, msg: ErrorMsg.ok, data: result.reply }
    })
  })
  if (sandbox) registerSandboxPage(ctx.app, ctx.db, sandbox, ctx.clock)
}
