import { callMeta } from '../contract/calls/meta.ts'
import { isSuccess } from '../contract/envelope.ts'
import { ErrorCode } from '../contract/errors.ts'
import { API_BASE, apiBody, apiHeaders, type RequestContext } from '../contract/request.ts'
import { requestTimeoutMs } from '../contract/request-timeout.ts'
import { type Clock, systemClock } from './event-queue.ts'
import type { FetchLike } from './event-wire.ts'

/** Spec 7/9: `online` with the gameId every 60 s while a game is open, unless the server asks otherwise. */
export const HEARTBEAT_INTERVAL_MS = 60_000
/** The bounds of a server-given interval: a broken reply can neither flood the server nor silence us. */
export const HEARTBEAT_MIN_MS = 1_000
export const HEARTBEAT_MAX_MS = 60 * 60_000

export const ONLINE_URL = `${API_BASE}${callMeta.online.path}`

/** Told the token a 401 answered, so the page logs out only if that token is still its session's. */
export type OnUnauthorized = (token: string) => unknown

export interface HeartbeatDeps {
  fetchImpl?: FetchLike
  clock?: Clock
  /** Spec 9's timeout for the connection at hand: a beat not answered by then is abandoned. */
  timeoutMs?: () => number
}

type BeatResult = { kind: 'ok'; intervalMs: number | null } | { kind: 'unauthorized' } | { kind: 'failed' }

/**
 * The game heartbeat, in the comlink worker beside the event queue: a worker's timers are not throttled
 * like a hidden page's, so a player whose game tab is in the background still counts as online.
 *
 * The page says which game is open (`start`), hands over each new request context (`setContext`: login,
 * logout, another locale) and says when the game closes (`stop`). The worker beats at once, then every
 * interval (60 s, or what the server's last `online` reply asked for), one beat at a time; a beat is
 * never retried (a `once` call) and never shows a dialog. Without a token it pauses. A 401 (or an
 * envelope code 401) is reported through `onUnauthorized`, so the page runs its one logout path, and the
 * heartbeat pauses until a different token arrives.
 */
export function createHeartbeat(deps: HeartbeatDeps = {}) {
  const clock = deps.clock ?? systemClock
  const fetchImpl: FetchLike = deps.fetchImpl ?? ((url, init) => fetch(url, init))
  const timeoutMs = deps.timeoutMs ?? requestTimeoutMs
  let gameId: number | null = null
  let context: RequestContext | null = null
  let onUnauthorized: OnUnauthorized | null = null
  let intervalMs = HEARTBEAT_INTERVAL_MS
  /** The token the server refused: no beat goes out with it again. */
  let refusedToken: string | null = null
  /** When the next beat is due; null when none is planned (stopped, paused, or one is in flight). */
  let due: number | null = null
  let timer: unknown = null
  let inFlight: Promise<void> | null = null

  const usableToken = (): string | null => {
    const token = context?.token ?? null
    return token && token !== refusedToken ? token : null
  }

  function arm(): void {
    if (timer !== null) clock.clearTimer(timer)
    timer = null
    if (inFlight || due === null) return
    timer = clock.setTimer(
      () => {
        timer = null
        fire()
      },
      Math.max(0, due - clock.now()),
    )
  }

  function fire(): void {
    if (inFlight) return
    const game = gameId
    const ctx = context
    const token = usableToken()
    due = null
    if (game === null || !ctx || !token) return // paused: setContext or start plans the next beat
    const startedAt = clock.now()
    inFlight = beat(game, ctx).then((result) => {
      inFlight = null
      if (result.kind === 'unauthorized') {
        refusedToken = token
        const report = onUnauthorized
        // Over comlink the callback answers with a promise, which rejects if the page has gone.
        if (report)
          void Promise.resolve()
            .then(() => report(token))
            .catch(() => undefined)
      } else if (result.kind === 'ok' && result.intervalMs !== null) {
        intervalMs = result.intervalMs
      }
      // A start or a new token during the beat already planned the next one (at once).
      if (due === null && gameId !== null && usableToken()) due = startedAt + intervalMs
      arm()
    })
  }

  async function beat(game: number, ctx: RequestContext): Promise<BeatResult> {
    const controller = new AbortController()
    const timeout = clock.setTimer(() => controller.abort(), timeoutMs())
    try {
      const res = await fetchImpl(ONLINE_URL, {
        method: 'POST',
        headers: apiHeaders(ctx),
        body: apiBody({ gameId: game }, ctx.fields),
        signal: controller.signal,
      })
      const env = (await res.json().catch(() => null)) as {
        code?: number
        errcode?: number
        data?: { intervalSeconds?: unknown } | null
      } | null
      if (res.status === 401 || env?.code === ErrorCode.unauthenticated) return { kind: 'unauthorized' }
      if (!env || !isSuccess(env)) return { kind: 'failed' }
      return { kind: 'ok', intervalMs: serverInterval(env.data?.intervalSeconds) }
    } catch {
      return { kind: 'failed' }
    } finally {
      clock.clearTimer(timeout)
    }
  }

  return {
    /** A game is open: beat at once with `ctx`, then every interval until `stop`. */
    start(game: number, ctx: RequestContext, unauthorized: OnUnauthorized): void {
      gameId = game
      context = ctx
      onUnauthorized = unauthorized
      due = clock.now()
      arm()
    },
    /**
     * The page's request context changed. Without a token the beats pause; a token the beats were
     * paused for (none, or the one a 401 refused) being replaced resumes them at once.
     */
    setContext(ctx: RequestContext): void {
      const before = usableToken()
      context = ctx
      const now = usableToken()
      if (gameId === null) return
      if (!now) {
        due = null
        arm()
      } else if (!before && !inFlight) {
        due = clock.now()
        arm()
      }
    },
    /** The game closed: no more beats (one in flight finishes, and nothing follows it). */
    stop(): void {
      gameId = null
      onUnauthorized = null
      due = null
      arm()
    },
  }
}

/** The interval the server's `online` reply asks for, within bounds; null when it asks for none. */
function serverInterval(seconds: unknown): number | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return null
  return Math.min(HEARTBEAT_MAX_MS, Math.max(HEARTBEAT_MIN_MS, Math.round(seconds * 1000)))
}

export type Heartbeat = ReturnType<typeof createHeartbeat>
