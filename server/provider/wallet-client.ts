import type { FastifyBaseLogger } from 'fastify'
import {
  PROVIDER_API_PREFIX,
  PROVIDER_HEADER,
  PROVIDER_SIGNATURE_HEADER,
  type ProviderOperation,
  type ProviderReply,
} from '../../contract/provider-wallet.ts'
import { hmacHex } from '../http/hmac.ts'
import type { SignedWallet } from '../modules/games/wallet-api.signed.ts'

/** The provider code our seamless wallet knows the built-in provider by. */
export const BUILTIN_PROVIDER_ID = 'builtin'

/** Sends one signed request; resolves with the HTTP status and parsed body, rejects when no answer came. */
export type WalletTransport = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: unknown }>

/** The wallet gave no usable answer (network, timeout, 5xx): the call may or may not have happened. */
export class WalletUnavailable extends Error {
  constructor(readonly operation: ProviderOperation) {
    super(`wallet ${operation}: no answer`)
  }
}

/**
 * In-process transport, the built-in provider's default: the signed request (the exact bytes, our provider
 * code, the HMAC) goes straight to our seamless wallet's own request handler, the one POST
 * /provider/v1/<operation> runs, without the HTTP hop. So the signature check, the provider's status, the
 * schema and the wallet's batched calls are exactly what an outside provider gets, and the bets and wins
 * of players at our game pages share statements with every other call of the wallet.
 */
export const localTransport =
  (wallet: SignedWallet, log: FastifyBaseLogger): WalletTransport =>
  async (path, body, headers) =>
    wallet(
      {
        operation: path.slice(PROVIDER_API_PREFIX.length + 1),
        provider: headers[PROVIDER_HEADER] ?? '',
        signature: headers[PROVIDER_SIGNATURE_HEADER] ?? '',
        raw: body,
      },
      log,
    )

/** Real HTTP to a wallet elsewhere (the provider deployed apart from us). Providers give up after ~3 s. */
export const httpTransport =
  (baseUrl: string, timeoutMs = 3000): WalletTransport =>
  async (path, body, headers) => {
    const res = await fetch(new URL(path, baseUrl), {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(timeoutMs),
    })
    return { status: res.status, body: await res.json() }
  }

export class WalletClient {
  constructor(
    private readonly transport: WalletTransport,
    private readonly secret: string,
  ) {}

  /** One call: the body serialized once, signed over those exact bytes, sent with our provider code. */
  async call(operation: ProviderOperation, payload: Record<string, unknown>): Promise<ProviderReply> {
    const body = JSON.stringify(payload)
    const headers = {
      'content-type': 'application/json',
      [PROVIDER_HEADER]: BUILTIN_PROVIDER_ID,
      [PROVIDER_SIGNATURE_HEADER]: hmacHex(this.secret, body),
    }
    let res: { status: number; body: unknown }
    try {
      res = await this.transport(`${PROVIDER_API_PREFIX}/${operation}`, body, headers)
    } catch {
      throw new WalletUnavailable(operation)
    }
    const reply = res.body as ProviderReply | null
    // Every answer of the API is HTTP 200 with a status; anything else is no answer we can act on.
    if (res.status !== 200 || !reply || typeof reply.status !== 'string')
      throw new WalletUnavailable(operation)
    return reply
  }
}
