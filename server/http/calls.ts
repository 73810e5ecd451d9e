import type { FastifyInstance, FastifyReply } from 'fastify'
import type { z } from 'zod'
import { type CallName, calls } from '../../contract/calls/index.ts'
import { ErrorCode, ErrorMsg } from '../../contract/errors.ts'
import { type Authenticator, bearerToken, type CallContext, pickLocale } from './context.ts'
import { AppError, unauthenticated, validationDetails } from './errors.ts'
import {
  type EffectKey,
  hashRequest,
  type IdempotencyStore,
  KeyClaimed,
  type StoredReply,
} from './idempotency.ts'

type CallRequest<N extends CallName> = z.infer<(typeof calls)[N]['request']>

type CallReply<N extends CallName> = z.input<(typeof calls)[N]['response']>

export type CallHandler<N extends CallName> = (
  ctx: CallContext<CallRequest<N>> & { key: EffectKey | null },
) => Promise<CallReply<N>>

export interface CallOptions<N extends CallName = CallName> {
  /**
   * The handler claims the idempotency key itself, in its effect's transaction (`key`, an EffectKey; null
   * when the request sent none), instead of a claim statement before it runs: one statement less per call,
   * and the key and the effect commit together (docs/ARCHITECTURE.md "Keys claimed with the effect").
   */
  claimsKey?: boolean
  /**
   * With claimsKey, for an effect that also answers the key as it claims it (`key.answered`): its reply is
   * a view of what the effect wrote, named by the key's reference, and is rebuilt from it for a retry
   * instead of being stored (docs/ARCHITECTURE.md "Replies by reference"). It must rebuild the reply
   * exactly as first sent.
   */
  replyByRef?: (ref: string, ctx: CallContext<CallRequest<N>>) => Promise<CallReply<N>>
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
  options?: CallOptions<N>,
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
    const checked = <T>(data: T) => {
      if (deps.checkReplies) def.response.parse(data)
      return data
    }
    const run = async (key: EffectKey | null) => checked(await handler({ ...ctx, key } as never))
    const byRef = options?.replyByRef
    const rebuild = byRef
      ? async (ref: string): Promise<StoredReply> => ({
          statusCode: 200,
          reply: okBody(checked(await byRef(ref, ctx as never))),
        })
      : undefined

    const key = String(request.headers['idempotency-key'] ?? '')
    if (def.read || !key) return envelope(reply, 200, await run(null))
    if (!IDEMPOTENCY_KEY.test(key)) {
      throw new AppError(ErrorCode.badRequest, ErrorMsg.validation, 400, {
        'idempotency-key': 'invalidFormat',
      })
    }
    const scope = caller ? `u:${caller.userId}` : `f:${fingerprint || request.ip}`
    const requestHash = hashRequest(name, parsed.data)
    const store = deps.idempotency
    const effectKey = options?.claimsKey
      ? store.effectKey(scope, key, name, requestHash, rebuild !== undefined)
      : null
    const stored = effectKey
      ? store.answeredHere(effectKey)
      : await store.begin(scope, key, name, requestHash)
    if (stored) return replay(reply, stored)
    /** Whether this request holds the key: claimed before it ran, or by its effect. */
    const holdsKey = () => effectKey === null || effectKey.claimed
    // The reply of a held key is stored after it is sent (IdempotencyStore): outside the try, so a failure
    // to store it never releases the key of a call that ran.
    const save = (result: StoredReply) => {
      if (effectKey) store.adopt(effectKey)
      void store.complete(scope, key, result).catch((err: unknown) => {
        request.log.error({ err, call: name }, 'idempotency reply not stored; the key stays in progress')
      })
    }
    // A call that answered without taking its key stores its answer only if no other request holds the
    // key; else that request's answer is the key's.
    const answerFirst = async (result: StoredReply) =>
      (await store.storeFirst(scope, key, name, requestHash, result))
        ? null
        : await store.existing(scope, key, name, requestHash, rebuild)

    let data: unknown
    try {
      data = await run(effectKey)
    } catch (err) {
      if (err instanceof KeyClaimed) {
        return replay(reply, await store.existing(scope, key, name, requestHash, rebuild))
      }
      const refusal =
        err instanceof AppError && err.status < 500 && err.status !== 429
          ? { statusCode: err.status, reply: errorBody(err) }
          : null
      if (refusal && holdsKey()) save(refusal)
      else if (refusal) {
        const other = await answerFirst(refusal)
        if (other) return replay(reply, other)
      } else if (effectKey === null) await store.abandon(scope, key)
      // A key its effect claimed is never released: the effect committed with it.
      throw err
    }
    const body = okBody(data)
    // An effect that answered its key by reference (replyByRef) left nothing to store.
    if (effectKey?.answered) return reply.code(200).send(body)
    if (holdsKey()) save({ statusCode: 200, reply: body })
    else {
      const other = await answerFirst({ statusCode: 200, reply: body })
      if (other) return replay(reply, other)
    }
    return reply.code(200).send(body)
  })
}

function replay(reply: FastifyReply, stored: StoredReply) {
  reply.header('idempotent-replay', 'true')
  return reply.code(stored.statusCode).send(stored.reply)
}

const okBody = (data: unknown) => ({ code: 200, msg: ErrorMsg.ok, data })

function envelope(reply: FastifyReply, status: number, data: unknown) {
  return reply.code(status).send(okBody(data))
}

export function errorBody(err: AppError) {
  return {
    code: err.code,
    msg: err.msg,
    data: null,
    ...(err.details ? { details: err.details } : {}),
  }
}
