import type { FastifyReply } from 'fastify'
import type { z } from 'zod'
import {
  PROVIDER_API_PREFIX,
  PROVIDER_HEADER,
  PROVIDER_SIGNATURE_HEADER,
  type ProviderOperation,
  type ProviderReply,
  ProviderStatus,
  providerRequests,
} from '../../../contract/provider-wallet.ts'
import { unauthenticated, validationDetails } from '../../http/errors.ts'
import { keepRawJsonBody } from '../../http/hmac.ts'
import type { ModuleContext } from '../index.ts'
import { ProviderKeys, providerSecrets, verifyProviderSignature } from './provider-auth.ts'
import { exitGame, startGame } from './session.service.ts'
import { authenticate, balance, bet, endRound, rollback, type WalletApiDeps, win } from './wallet-api.ts'

const me = (caller: { userId: number } | null) => {
  if (!caller) throw unauthenticated()
  return caller.userId
}

type Handler<O extends ProviderOperation> = (
  d: WalletApiDeps,
  provider: string,
  body: z.infer<(typeof providerRequests)[O]>,
) => Promise<ProviderReply>

const operations: { [O in ProviderOperation]: Handler<O> } = {
  authenticate,
  balance,
  bet,
  win,
  rollback,
  endRound,
}

const isOperation = (op: string): op is ProviderOperation => Object.hasOwn(operations, op)

/**
 * Games: startGame and exitGame (the player's calls), and the seamless-wallet API that game providers
 * call at POST /provider/v1/<operation> with an HMAC over the raw body (docs/PROVIDER_API.md).
 * gameLike and the play history belong to likes.* / history.*.
 */
export async function registerGames(ctx: ModuleContext): Promise<void> {
  ctx.call('startGame', ({ body, caller }) => startGame(ctx.db, me(caller), body, ctx.clock()))
  ctx.call('exitGame', ({ body, caller }) => exitGame(ctx.db, me(caller), body.sessionId, ctx.clock()))

  const keys = new ProviderKeys(ctx.db, providerSecrets(ctx.config), ctx.clock)
  const deps: WalletApiDeps = { db: ctx.db, clock: ctx.clock }
  const send = (reply: FastifyReply, status: number, body: ProviderReply) =>
    reply.code(status).header('cache-control', 'no-store').send(body)

  await ctx.app.register(async (scope) => {
    keepRawJsonBody(scope)
    scope.post<{ Params: { op: string } }>(`${PROVIDER_API_PREFIX}/:op`, async (request, reply) => {
      const op = request.params.op
      if (!isOperation(op)) return send(reply, 404, { status: ProviderStatus.badRequest })
      const provider = String(request.headers[PROVIDER_HEADER] ?? '')
      const raw = typeof request.body === 'string' ? request.body : ''
      const secret = provider ? await keys.secretOf(provider) : null
      const signature = String(request.headers[PROVIDER_SIGNATURE_HEADER] ?? '')
      if (!secret || !verifyProviderSignature(secret, raw, signature)) {
        return send(reply, 401, { status: ProviderStatus.unauthorized })
      }
      let json: unknown
      try {
        json = JSON.parse(raw)
      } catch {
        return send(reply, 400, { status: ProviderStatus.badRequest })
      }
      const parsed = providerRequests[op].safeParse(json)
      if (!parsed.success) {
        return send(reply, 200, {
          status: ProviderStatus.badRequest,
          details: validationDetails(parsed.error, json),
        })
      }
      try {
        const handler = operations[op] as Handler<typeof op>
        return send(reply, 200, await handler(deps, provider, parsed.data as never))
      } catch (err) {
        request.log.error({ err, op, provider }, 'provider wallet call failed')
        return send(reply, 500, { status: ProviderStatus.internalError })
      }
    })
  })
}
