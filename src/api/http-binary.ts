import type { CallName } from '../../contract/calls/meta.ts'
import { API_BASE, apiHeaders } from '../../contract/request.ts'
import { requestTimeoutMs } from '../../contract/request-timeout.ts'
import { uuid } from '../../contract/uuid.ts'
import { requestContext } from './client-info.ts'
import { ApiError, ClientErrorMsg } from './errors.ts'
import { handleUnauthorized } from './logout.ts'

/**
 * The two API routes that carry bytes instead of JSON (feedback images): same headers, token and 401
 * handling as apiCall (http.ts), errors as ApiError under the JSON call they belong to (`call`). Not
 * retried: an upload is keyed by its content hash, so the caller simply sends it again.
 */
async function send(call: CallName, path: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const ctx = requestContext()
  const headers = apiHeaders(ctx, uuid())
  delete headers['content-type']
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const res = await fetch(`${API_BASE}${path}`, {
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string>) },
      signal: controller.signal,
    })
    if (res.status === 401) handleUnauthorized(call, ctx.token)
    return res
  } catch {
    throw new ApiError({ call, code: 0, msg: ClientErrorMsg.network, status: 0 })
  } finally {
    clearTimeout(timer)
  }
}

async function failure(call: CallName, res: Response): Promise<ApiError> {
  const env = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null
  const msg = typeof env?.msg === 'string' ? env.msg : ClientErrorMsg.badResponse
  return new ApiError({ call, code: env?.code ?? res.status, msg, status: res.status })
}

/** POSTs `blob` as the raw body; answers the envelope's data. */
export async function apiUpload<T>(call: CallName, path: string, blob: Blob): Promise<T> {
  // Several megabytes on a slow line: the connection's timeout for each 100 KB, at least once.
  const timeout = requestTimeoutMs() * Math.max(1, Math.ceil(blob.size / 100_000))
  const res = await send(
    call,
    path,
    { method: 'POST', body: blob, headers: { 'content-type': blob.type || 'application/octet-stream' } },
    timeout,
  )
  if (!res.ok) throw await failure(call, res)
  const env = (await res.json()) as { data: T }
  return env.data
}

/** GETs bytes the player may see (their own images). */
export async function apiFetchBlob(call: CallName, path: string): Promise<Blob> {
  const res = await send(call, path, { method: 'GET' }, requestTimeoutMs() * 3)
  if (!res.ok) throw await failure(call, res)
  return res.blob()
}
