import { vi } from 'vitest'
import type { UserInfo } from '../../contract/user.ts'

/** Test helpers for the HTTP client: a scripted global fetch. Imported by *.test.ts files only. */
export type Handler = (url: string, init: RequestInit) => Response | Promise<Response>

export const reply =
  (status: number, body: unknown, headers: Record<string, string> = {}): Handler =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    })

export const ok = (data: unknown): Handler => reply(200, { code: 200, msg: 'ok', data })
export const fail = (status: number, code = status, msg = 'internal', details?: Record<string, string>) =>
  reply(status, { code, msg, data: null, ...(details ? { details } : {}) })

/** Never answers; rejects like fetch does when its signal aborts. */
export const hang: Handler = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
  })

/** Installs fetch answering with the handlers in order (the last one repeats). */
export function stubFetch(...handlers: Handler[]) {
  let i = 0
  const fn = vi.fn(async (url: string, init: RequestInit) => {
    const handler = handlers[Math.min(i++, handlers.length - 1)]
    if (!handler) throw new Error('no handler')
    return handler(url, init)
  })
  vi.stubGlobal('fetch', fn)
  return fn
}

/**
 * Answers each call by its name (the path's last segment); a name given a list answers with its
 * handlers in order, then the last one again. A call not listed gets `unlisted` (404 by default).
 */
export function stubFetchByCall(routes: Record<string, Handler | Handler[]>, unlisted: Handler = fail(404)) {
  const seen: Record<string, number> = {}
  return stubFetch((url, init) => {
    const name = url.split('/').pop() ?? ''
    const route = routes[name]
    if (!route) return unlisted(url, init)
    const list = Array.isArray(route) ? route : [route]
    const i = seen[name] ?? 0
    seen[name] = i + 1
    return (list[Math.min(i, list.length - 1)] ?? unlisted)(url, init)
  })
}

export const sentBody = (fn: ReturnType<typeof stubFetch>, call = 0): Record<string, unknown> =>
  JSON.parse(String(fn.mock.calls[call]?.[1].body)) as Record<string, unknown>

export const sentHeaders = (fn: ReturnType<typeof stubFetch>, call = 0): Record<string, string> =>
  (fn.mock.calls[call]?.[1].headers ?? {}) as Record<string, string>

export const testUser = (over: Partial<UserInfo> = {}): UserInfo => ({
  id: 7,
  uuid: 'u-7',
  account: 'player7',
  password: '',
  accountType: 2,
  avatar: '1',
  avatarOther: '',
  nickname: 'Seven',
  mobile: '',
  facebookAccount: '',
  googleAccount: '',
  lineAccount: '',
  facebookName: '',
  googleName: '',
  lineName: '',
  hasSafeboxPassword: false,
  hasKyc: false,
  hasUserOther: false,
  hasPassword: true,
  lottery: 0,
  coin: 12_345,
  safebox: 0,
  totalRecharge: 0,
  exchange: 0,
  bet: 0,
  vip: 1,
  vipExp: 0,
  userLevel: 1,
  pid: 0,
  regPeriod: 1_700_000_000,
  ...over,
})
