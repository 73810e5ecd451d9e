import type { CallReply, CallRequest } from '../../contract/calls/index.ts'
import { type CallMeta, type CallName, callMeta } from '../../contract/calls/meta.ts'
import { isSuccess } from '../../contract/envelope.ts'
import type { ErrorCode } from '../../contract/errors.ts'
import { API_BASE, apiBody, apiHeaders } from '../../contract/request.ts'
import { requestTimeoutMs } from '../../contract/request-timeout.ts'
import { uuid } from '../../contract/uuid.ts'
import { requestContext } from './client-info.ts'
import { ApiError, ClientErrorMsg } from './errors.ts'
import { emit } from './events.ts'
import { handleUnauthorized, installCrossTabLogout } from './logout.ts'
import { RETRY_STATUSES, retryAfterSeconds, retryDelayMs, sleep } from './retry.ts'

// A literal, not contract/errors.ts's table: that module's values would ride in the first load.
const UNAUTHENTICATED: typeof ErrorCode.unauthenticated = 401

export interface CallOptions {
  /** false suppresses the 'Tips' timeout dialog (heartbeats, background refreshes). */
  tip?: boolean
  /** Cancels the call (TanStack Query passes one); rejects with msg 'aborted'. */
  signal?: AbortSignal
  /** Reuse one key when the player resubmits the same operation, so the server replays it. */
  idempotencyKey?: string
  /** Overrides the connection-based timeout. */
  timeoutMs?: number
}

interface RawReply {
  status: number
  retryAfter: string | null
  envelope: Envelope | null
}

interface Envelope {
  code?: number
  errcode?: number
  msg?: unknown
  data?: unknown
  details?: Record<string, string>
}

installCrossTabLogout()

/**
 * The one HTTP client (DESIGN 4, spec 7). Every /app/v1 call goes through apiCall: it adds the client
 * fields and headers (contract/request.ts, shared with the telemetry worker), applies the
 * connection-sized timeout, retries once on transient statuses with the same idempotency key, and
 * turns every failure into an ApiError. 401s on user calls log out.
 */
export async function apiCall<N extends CallName>(
  name: N,
  body: CallRequest<N>,
  opts: CallOptions = {},
): Promise<CallReply<N>> {
  const def: CallMeta = callMeta[name]
  const ctx = requestContext()
  const token = ctx.token
  const init: RequestInit = {
    method: 'POST',
    headers: apiHeaders(ctx, opts.idempotencyKey ?? uuid()),
    body: apiBody(body as object, ctx.fields),
  }

  for (let attempt = 0; ; attempt++) {
    const reply = await send(name, `${API_BASE}${def.path}`, init, opts)
    const env = reply.envelope
    if (env && isSuccess(env)) {
      // Envelopes carry `data`; bare errcode-style replies (refreshData) are the payload themselves.
      return ('data' in env ? env.data : env) as CallReply<N>
    }
    if (attempt === 0 && !def.once && RETRY_STATUSES.has(reply.status)) {
      const delay = retryDelayMs(reply.retryAfter)
      if (delay !== null) {
        await sleep(delay, opts.signal).catch(() => {
          throw new ApiError({ call: name, code: 0, msg: ClientErrorMsg.aborted, status: 0 })
        })
        continue
      }
    }
    const error = toApiError(name, reply)
    if (error.code === UNAUTHENTICATED || reply.status === 401) {
      // Public calls (login, config) answer 401 for bad credentials or a stale token: no logout.
      if (def.auth !== 'public') handleUnauthorized(name, token)
    }
    throw error
  }
}

async function send(name: CallName, url: string, init: RequestInit, opts: CallOptions): Promise<RawReply> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, opts.timeoutMs ?? requestTimeoutMs())
  const onCallerAbort = () => controller.abort()
  if (opts.signal?.aborted) controller.abort()
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true })
  try {
    const res = await fetch(url, { ...init, signal: controller.signal })
    // Read the body inside the timeout too: a stalled body on slow-2g is as bad as a stalled head.
    const text = await res.text()
    return { status: res.status, retryAfter: res.headers.get('retry-after'), envelope: parseEnvelope(text) }
  } catch {
    if (timedOut) {
      if (opts.tip !== false) emit('timeout', { call: name })
      throw new ApiError({ call: name, code: 0, msg: ClientErrorMsg.timeout, status: 0 })
    }
    const msg = opts.signal?.aborted ? ClientErrorMsg.aborted : ClientErrorMsg.network
    throw new ApiError({ call: name, code: 0, msg, status: 0 })
  } finally {
    clearTimeout(timer)
    opts.signal?.removeEventListener('abort', onCallerAbort)
  }
}

function parseEnvelope(text: string): Envelope | null {
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return null
    const env = value as Envelope
    return typeof env.code === 'number' || typeof env.errcode === 'number' ? env : null
  } catch {
    return null
  }
}

function toApiError(call: CallName, reply: RawReply): ApiError {
  const env = reply.envelope
  if (!env)
    return new ApiError({ call, code: reply.status, msg: ClientErrorMsg.badResponse, status: reply.status })
  const code = env.errcode !== undefined && env.errcode !== 0 ? env.errcode : (env.code ?? reply.status)
  const msg = typeof env.msg === 'string' && env.msg ? env.msg : 'unknown'
  return new ApiError({
    call,
    code,
    msg,
    status: reply.status,
    details: env.details,
    retryAfterSeconds: retryAfterSeconds(reply.retryAfter),
  })
}
