import { useEffect } from 'react'
import { handleUnauthorized } from '../api/logout.ts'
import { type WorkerHeartbeat, workerHeartbeat } from './telemetry-worker.ts'

/**
 * The page's side of the game heartbeat (spec 7 `online`, every 60 s, no timeout tip). The beats run in
 * the comlink worker (workers/heartbeat.ts), whose timers a hidden page does not throttle: the page only
 * says which game is open and when it closes (the worker follows login and logout through the request
 * context, src/platform/telemetry-worker.ts), and runs the one logout path when the worker reports a 401.
 */
export interface HeartbeatDeps {
  /** The worker's heartbeat calls (the worker starts if it is not running yet). */
  connect: () => Promise<WorkerHeartbeat>
  /** The page's logout path for a 401 to a request sent with `token`. */
  unauthorized: (token: string) => void
}

const browserDeps: HeartbeatDeps = {
  connect: async () => workerHeartbeat,
  unauthorized: (token) => handleUnauthorized('online', token),
}

/** Starts beating for `gameId`; returns the stop. */
export function startHeartbeat(gameId: number, deps: HeartbeatDeps = browserDeps): () => void {
  let stopped = false
  let started: WorkerHeartbeat | null = null
  deps
    .connect()
    .then((heartbeat) => {
      if (stopped) return // closed before the worker was reached: nothing to start
      started = heartbeat
      return heartbeat.start(gameId, (token) => deps.unauthorized(token))
    })
    .catch(() => undefined)
  return () => {
    stopped = true
    started?.stop().catch(() => undefined)
  }
}

/** For the game page: beats while `gameId` is set and the component is mounted. */
export function useGameHeartbeat(gameId: number | null): void {
  useEffect(() => {
    if (gameId === null) return
    return startHeartbeat(gameId)
  }, [gameId])
}
