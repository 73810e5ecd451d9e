import type { FastifyInstance, FastifyReply } from 'fastify'
import type { z } from 'zod'
import { type CallName, calls } from '../../contract/calls/index.ts'
import { ErrorCode, ErrorMsg } from '../../contract/errors.ts'
import { type Authenticator, bearerToken, type CallContext, type Caller, pickLocale } from './context.ts'
import { AppError, unauthenticated, validationDetails } from './errors.ts'
import { hashRequest, type IdempotencyStore, type StoredReply } from './idempotency.ts'

type CallRequest<N extends CallName> = z.infer<(typeof calls)[N]['request']>

type CallReply<N extends CallName> = z.input<(typeof calls)[N]['response']>

/** A 'user' call's handler always has its caller: registerCall answers 401 before it runs. */
type CallerOf<N extends CallName> = (typeof calls)[N]['auth'] extends 'user' ? Caller : Caller | null

export type CallHandler<N extends CallName> = (
  ctx: CallContext<CallRequest<N>, CallerOf<N>> & { idempotencyKey: string | null },
) => Promise<CallReply<N>>

export interface CallOptions {
  /**
   * The call's money movement carries the request's idempotency key in its own ledger key (a withdrawal:
   * `withdraw:<player>:<key>`), and the ledger's replay or conflict is the answer to a retry: the handler
   * gets the key as `idempotencyKey` and the reply store stays out of it.
   */
  ledgerKeyed?: boolean
}

export interface CallDeps {
  authenticator: Authenticator
  idempotency: IdempotencyStore
  /** Check every reply against its contract schema (on outside production: a drifted reply is a 500). */
  checkReplies: boolean
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{8,64}$/

/**
 * Registers `POST /app/v1/<path>` for a contract call: strict body validation, caller resolution,
 * idempotent replay for mutations, the envelope. Handlers only see parsed input and return `data`.
 */
export function registerCall<N extends CallName>(
  app: FastifyInstance,
  deps: CallDeps,
  name: N,
  handler: CallHandler<N>,
  options: CallOptions = {},
): void {
  const def = calls[name]
  app.post(`/app/v1/${def.path}`, async (request, reply) => {
    const parsed = def.request.safeParse(request.body ?? {})
    if (!parsed.success) {
      throw new AppError(
        ErrorCode.badRequest,
        ErrorMsg.validation,
        400,
        validationDetails(parsed.error, request.body),
      )
    }
    const token = bearerToken(request.headers.authorization)
    const caller = token ? await deps.authenticator.authenticate(token) : null
    if (def.auth === 'user' && !caller) throw unauthenticated()

    const fingerprint = String(request.headers.fingerprint ?? '').slice(0, 64)
    const ctx: CallContext<z.infer<typeof def.request>> = {
      body: parsed.data,
      caller,
      locale: pickLocale(request.headers['accept-language']),
      ip: request.ip,
      fingerprint,
      request,
    }
    const key = def.read ? '' : String(request.headers['idempotency-key'] ?? '')
    if (key && !IDEMPOTENCY_KEY.test(key)) {
      throw new AppError(ErrorCode.badRequest, ErrorMsg.validation, 400, {
        'idempotency-key': 'invalidFormat',
      })
    }
    const run = async () => {
      const data = await handler({ ...ctx, idempotencyKey: key || null } as never)
      if (deps.checkReplies) def.response.parse(data)
      return okBody(data)
    }
    if (!key || options.ledgerKeyed) return reply.code(200).send(await run())

    const scope = caller ? `u:${caller.userId}` : `f:${fingerprint || request.ip}`
    const store = deps.idempotency
    const stored = await store.begin(scope, key, name, hashRequest(name, parsed.data))
    if (stored) return replay(reply, stored)
    // The reply is stored after it is sent (IdempotencyStore.complete); a failure to store it keeps the key
    // running, so the call never runs twice.
    const save = (result: StoredReply) =>
      void store.complete(scope, key, result).catch((err: unknown) => {
        request.log.error({ err, call: name }, 'idempotency reply not stored; the key stays in progress')
      })
    let body: ReturnType<typeof okBody>
    try {
      body = await run()
    } catch (err) {
      // A refusal is the call's answer; a server failure is not, and frees the key for a retry.
      if (err instanceof AppError && err.status < 500 && err.status !== 429) {
        save({ statusCode: err.status, reply: errorBody(err) })
      } else await store.abandon(scope, key)
      throw err
    }
    save({ statusCode: 200, reply: body })
    return reply.code(200).send(body)
  })
}

function replay(reply: FastifyReply, stored: StoredReply) {
  reply.header('idempotent-replay', 'true')
  return reply.code(stored.statusCode).send(stored.reply)
}

const okBody = (data: unknown) => ({ code: 200, msg: ErrorMsg.ok, data })

export function errorBody(err: AppError) {
  return {
    code: err.code,
    msg: err.msg,
    data: null,
    ...(err.details ? { details: err.details } : {}),
  }
}
