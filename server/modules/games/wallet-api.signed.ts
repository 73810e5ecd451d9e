import type { FastifyBaseLogger } from 'fastify'
import {
  type ProviderOperation,
  type ProviderReply,
  ProviderStatus,
  providerRequests,
} from '../../../contract/provider-wallet.ts'
import { validationDetails } from '../../http/errors.ts'
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
    if (!secret || !verifyProviderSignature(secret, raw, signature)) {
      return { status: 401, body: { status: ProviderStatus.unauthorized } }
    }
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      return { status: 400, body: { status: ProviderStatus.badRequest } }
    }
    const parsed = providerRequests[op].safeParse(json)
    if (!parsed.success) {
      const details = validationDetails(parsed.error, json)
      return { status: 200, body: { status: ProviderStatus.badRequest, details } }
    }
    try {
      const operation = api[op] as (provider: string, body: unknown) => Promise<ProviderReply>
      return { status: 200, body: await operation(provider, parsed.data) }
    } catch (err) {
      log.error({ err, op, provider }, 'provider wallet call failed')
      return { status: 500, body: { status: ProviderStatus.internalError } }
    }
  }
}
