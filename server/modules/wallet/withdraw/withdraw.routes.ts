import { randomUUID } from 'node:crypto'
import { hmacSignature, registerSignedWebhook, signWebhookBody } from '../../../http/signed-webhook.ts'
import { getSettings } from '../../config/config.service.ts'
import type { ModuleContext } from '../../index.ts'
import { addCard, bankInfoList, modifyCard } from './cards.service.ts'
import {
  type PayoutProvider,
  payoutEventSchema,
  SandboxPayoutProvider,
  SIGNATURE_HEADER,
} from './payout-provider.ts'
import { renderSandboxPage } from './payout-sandbox.page.ts'
import { withdrawalRequests } from './withdraw.repo.ts'
import {
  findPendingWithdrawal,
  getExchange,
  pendingWithdrawals,
  requestWithdrawal,
  settlePayout,
  type WithdrawDeps,
} from './withdraw.service.ts'

export const PAYOUT_WEBHOOK_PATH = '/payment/v1/sandbox/payout-webhook'

/**
 * Bank cards (getBankInfoList, addBankInfo, modifyBankInfo) and withdrawals (getExchange, exchange), the
 * sandbox payout provider's signed webhook and, outside production, its tester page /sandbox-payout.
 * There is deliberately no call to cancel a pending withdrawal (UK RTS 14B).
 */
export async function registerWithdraw(
  ctx: ModuleContext,
  payout: PayoutProvider = new SandboxPayoutProvider(),
) {
  const d: WithdrawDeps = {
    db: ctx.db,
    clock: ctx.clock,
    rateLimiter: ctx.rateLimiter,
    placeWithdrawal: withdrawalRequests(ctx.db),
    payout,
    log: ctx.app.log,
  }

  ctx.call('getBankInfoList', ({ caller }) => bankInfoList(ctx.db, caller.userId))
  ctx.call('addBankInfo', ({ body, caller }) => addCard(ctx.db, caller.userId, body, ctx.clock()))
  ctx.call('modifyBankInfo', ({ body, caller }) => modifyCard(ctx.db, caller.userId, body, ctx.clock()))
  ctx.call('getExchange', ({ caller }) => getExchange(ctx.db, caller.userId))
  ctx.call(
    'exchange',
    ({ body, caller, idempotencyKey }) => requestWithdrawal(d, caller.userId, body, idempotencyKey),
    { ledgerKeyed: true },
  )

  const secret = ctx.config.payment.sandboxSecret
  if (secret === null || payout.name !== 'sandbox') return
  const sender = { signatureValid: hmacSignature(secret, SIGNATURE_HEADER), eventSchema: payoutEventSchema }
  await registerSignedWebhook(ctx.app, {
    url: PAYOUT_WEBHOOK_PATH,
    sender: () => sender,
    handle: async (event) => ({ data: await settlePayout(ctx.db, payout.name, event, ctx.clock()) }),
  })
  if (ctx.config.devTools) registerSandboxPage(ctx, secret)
}

/**
 * The sandbox provider's operator page (development and test only, like /dev/sms-outbox): pending
 * withdrawals with Pay / Reject. A button posts here; the server then calls its own payout webhook with a
 * signed event, exactly as an outside provider would.
 */
function registerSandboxPage(ctx: ModuleContext, secret: string): void {
  ctx.app.get('/sandbox-payout', async (_request, reply) => {
    const rows = await pendingWithdrawals(ctx.db)
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderSandboxPage(rows, (await getSettings(ctx.db)).currency))
  })
  ctx.app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, body),
    )
    scope.post<{ Params: { id: string; action: string } }>(
      '/sandbox-payout/:id/:action',
      async (request, reply) => {
        const id = Number(request.params.id)
        const action = request.params.action
        const row = Number.isSafeInteger(id) ? await findPendingWithdrawal(ctx.db, id) : null
        if (!row || (action !== 'pay' && action !== 'reject')) return reply.redirect('/sandbox-payout', 303)
        const body = JSON.stringify({
          eventId: randomUUID(),
          withdrawalId: row.id,
          status: action === 'pay' ? 'paid' : 'rejected',
          amount: row.amount,
        })
        const res = await ctx.app.inject({
          method: 'POST',
          url: PAYOUT_WEBHOOK_PATH,
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(secret, body) },
          payload: body,
        })
        if (res.statusCode !== 200)
          ctx.app.log.error({ status: res.statusCode, body: res.body }, 'sandbox payout webhook failed')
        return reply.redirect('/sandbox-payout', 303)
      },
    )
  })
}
