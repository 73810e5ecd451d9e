import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import {
  type ProviderOperation,
  type ProviderReply,
  ProviderStatus,
  providerRequests,
} from '../../../contract/provider-wallet.ts'
import { readSignedBody, type SignedBody } from '../../http/signed-webhook.ts'
import { type ProviderKeys, verifyProviderSignature } from './provider-auth.ts'
import type { WalletApi } from './wallet-api.ts'

/**
 * A seamless-wallet request as a provider sends it (docs/PROVIDER_API.md "Transport and authentication"):
 * the operation (the last segment of /provider/v1/<operation>), the x-provider-id and
 * x-provider-signature headers, and the exact raw body the signature covers.
 */
export interface SignedRequest {
  operation: string
  provider: string
  signature: string
  raw: string
}

/** The HTTP status and the reply; every answer the contract defines, 401/400/404/500 included. */
export interface SignedReply {
  status: number
  body: ProviderReply
}

export type SignedWallet = (request: SignedRequest, log: FastifyBaseLogger) => Promise<SignedReply>

const isOperation = (op: string): op is ProviderOperation => Object.hasOwn(providerRequests, op)

/** How the contract refuses a signed body: a bad signature 401, junk 400, a body off the schema 200. */
function refused(b: Exclude<SignedBody<unknown>, { ok: true }>): SignedReply {
  switch (b.problem) {
    case 'signature':
      return { status: 401, body: { status: ProviderStatus.unauthorized } }
    case 'json':
      return { status: 400, body: { status: ProviderStatus.badRequest } }
    case 'schema':
      return { status: 200, body: { status: ProviderStatus.badRequest, details: b.details } }
  }
}

/**
 * The seamless wallet behind its contract: an enabled provider with a valid HMAC over the raw body, a JSON
 * body that passes the operation's schema, then the operation (wallet-api.ts). POST /provider/v1/<op>
 * (games.routes.ts) answers with it, and the built-in provider calls it in-process with the same signed
 * bytes (server/provider/wallet-client.ts localTransport): one path for both.
 */
export function signedWallet(api: WalletApi, keys: ProviderKeys): SignedWallet {
  return async ({ operation: op, provider, signature, raw }, log) => {
    if (!isOperation(op)) return { status: 404, body: { status: ProviderStatus.badRequest } }
    const secret = provider ? await keys.secretOf(provider) : null
    const signed = secret !== null && verifyProviderSignature(secret, raw, signature)
    const body = readSignedBody(raw, signed, providerRequests[op] as z.ZodType)
    if (!body.ok) return refused(body)
    try {
      const operation = api[op] as (provider: string, body: unknown) => Promise<ProviderReply>
      return { status: 200, body: await operation(provider, body.data) }
    } catch (err) {
      log.error({ err, op, provider }, 'provider wallet call failed')
      return { status: 500, body: { status: ProviderStatus.internalError } }
    }
  }
}
