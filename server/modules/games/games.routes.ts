import {
  PROVIDER_API_PREFIX,
  PROVIDER_HEADER,
  PROVIDER_SIGNATURE_HEADER,
} from '../../../contract/provider-wallet.ts'
import { keepRawJsonBody } from '../../http/hmac.ts'
import type { ModuleContext } from '../index.ts'
import { ProviderKeys, providerSecrets } from './provider-auth.ts'
import { exitGame, startGame } from './session.service.ts'
import { type SignedWallet, signedWallet } from './wallet-api.signed.ts'
import { createWalletApi } from './wallet-api.ts'

/**
 * Games: startGame and exitGame (the player's calls), and the seamless-wallet API that game providers
 * call at POST /provider/v1/<operation> with an HMAC over the raw body (docs/PROVIDER_API.md).
 * gameLike and the play history belong to likes.* / history.*. Returns the signed wallet (its batched
 * calls made here, once per app), which the built-in provider calls in-process (server/modules/index.ts).
 */
export async function registerGames(ctx: ModuleContext): Promise<{ wallet: SignedWallet }> {
  ctx.call('startGame', ({ body, caller }) => startGame(ctx.db, caller.userId, body, ctx.clock()))
  ctx.call('exitGame', ({ body, caller }) => exitGame(ctx.db, caller.userId, body.sessionId, ctx.clock()))

  const keys = new ProviderKeys(ctx.db, providerSecrets(ctx.config), ctx.clock)
  const wallet = signedWallet(createWalletApi(ctx.db, ctx.clock), keys)
  await ctx.app.register(async (scope) => {
    keepRawJsonBody(scope)
    scope.post<{ Params: { op: string } }>(`${PROVIDER_API_PREFIX}/:op`, async (request, reply) => {
      const answer = await wallet(
        {
          operation: request.params.op,
          provider: String(request.headers[PROVIDER_HEADER] ?? ''),
          signature: String(request.headers[PROVIDER_SIGNATURE_HEADER] ?? ''),
          raw: typeof request.body === 'string' ? request.body : '',
        },
        request.log,
      )
      return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body)
    })
  })
  return { wallet }
}
