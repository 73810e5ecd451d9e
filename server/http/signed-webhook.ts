import type { IncomingHttpHeaders } from 'node:http'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { ErrorCode, ErrorMsg, ValidationMsg } from '../../contract/errors.ts'
import { AppError, badRequest, notFound, validationDetails } from './errors.ts'
import { hmacHex, hmacHexMatches, keepRawJsonBody } from './hmac.ts'

/** Who may call a signed webhook: how its signature is checked and what its body must be. */
export interface WebhookSender<Event> {
  /** True when the request carries this sender's signature over the exact raw body. */
  signatureValid(rawBody: string, headers: IncomingHttpHeaders): boolean
  /** The body's shape, checked only once the signature is valid. */
  readonly eventSchema: z.ZodType<Event>
}

/** `sha256=<hex HMAC-SHA256 of the raw body>`: how our sandboxes sign (tests use it to play them). */
export const signWebhookBody = (secret: string, rawBody: string): string =>
  `sha256=${hmacHex(secret, rawBody)}`

/** The signature check of a sender that signs with `secret` in `header` the way signWebhookBody does. */
export function hmacSignature(secret: string, header: string): WebhookSender<unknown>['signatureValid'] {
  return (rawBody, headers) => {
    const value = headers[header]
    return (
      typeof value === 'string' &&
      value.startsWith('sha256=') &&
      hmacHexMatches(secret, rawBody, value.slice('sha256='.length))
    )
  }
}

/** What a signed body turned out to be: its event, or why it was refused. */
export type SignedBody<T> =
  | { ok: true; data: T }
  | { ok: false; problem: 'signature' | 'json' }
  | { ok: false; problem: 'schema'; details: Record<string, string> }

/**
 * The first steps of every signed route here (the sandbox payment and payout webhooks, the seamless
 * wallet's provider calls): nothing is parsed before the signature over the exact raw bytes checks out,
 * then the JSON, then the schema. Each route words the refusal its own way.
 */
export function readSignedBody<T>(raw: string, signatureValid: boolean, schema: z.ZodType<T>): SignedBody<T> {
  if (!signatureValid) return { ok: false, problem: 'signature' }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { ok: false, problem: 'json' }
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) return { ok: false, problem: 'schema', details: validationDetails(parsed.error, json) }
  return { ok: true, data: parsed.data }
}

/** The event a sender's schema yields. */
export type EventOf<Sender> = Sender extends WebhookSender<infer Event> ? Event : never

export interface SignedWebhook<Sender extends WebhookSender<unknown>> {
  /** Fastify route path; may hold params that `sender` reads. */
  url: string
  bodyLimit?: number
  /** The sender this request claims to come from; null: no such webhook here (404). */
  sender(request: FastifyRequest): Sender | null
  /**
   * Applies a verified event. `replayed` marks a delivery already applied (same event again): the reply
   * carries `idempotent-replay: true`. Replays are the handler's to detect, by the event's own id.
   */
  handle(
    event: EventOf<Sender>,
    sent: { sender: Sender; rawBody: string },
  ): Promise<{ data: unknown; replayed?: boolean }>
}

/**
 * POST route for a provider's signed webhook. The body is kept as its raw string (the signature covers
 * the exact bytes sent), then: unknown sender 404, missing or wrong signature 401 paymentSignatureInvalid,
 * signed but not JSON or not the schema 400 validation, and only then the handler; its result goes out in
 * the usual envelope. Nothing is parsed or stored before the signature checks out.
 */
export async function registerSignedWebhook<Sender extends WebhookSender<unknown>>(
  app: FastifyInstance,
  hook: SignedWebhook<Sender>,
): Promise<void> {
  await app.register(async (scope) => {
    keepRawJsonBody(scope, hook.bodyLimit)
    scope.post(hook.url, async (request, reply) => {
      const sender = hook.sender(request)
      if (!sender) throw notFound()
      const raw = typeof request.body === 'string' ? request.body : ''
      const body = readSignedBody(raw, sender.signatureValid(raw, request.headers), sender.eventSchema)
      if (!body.ok && body.problem === 'signature') {
        throw new AppError(ErrorCode.unauthenticated, ErrorMsg.paymentSignatureInvalid, 401)
      }
      if (!body.ok) {
        throw badRequest(
          ErrorMsg.validation,
          body.problem === 'schema' ? body.details : { _: ValidationMsg.invalidFormat },
        )
      }
      const { data, replayed } = await hook.handle(body.data as EventOf<Sender>, { sender, rawBody: raw })
      if (replayed) reply.header('idempotent-replay', 'true')
      return { code: 200, msg: ErrorMsg.ok, data }
    })
  })
}
