import { useEffect } from 'react'
import { apiCall } from '../api/http.ts'

/** Spec 7/9: `online` with the gameId every 60 s while a game is open. */
export const HEARTBEAT_INTERVAL_MS = 60_000

type Send = (gameId: number) => Promise<unknown>

/** The real beat: no 'Tips' dialog on a timeout (spec 7), and a failure is simply the next beat's job. */
const sendOnline: Send = (gameId) => apiCall('online', { gameId }, { tip: false })

/**
 * Starts the game heartbeat: one beat now, then one every 60 s, until the returned stop function runs.
 * Runs on the page through apiCall, so the token, headers and 401 logout stay in one HTTP client (the
 * telemetry worker would need a second copy of it). A beat never overlaps the previous one.
 */
export function startHeartbeat(gameId: number, send: Send = sendOnline): () => void {
  let stopped = false
  let inFlight = false
  const beat = () => {
    if (stopped || inFlight) return
    inFlight = true
    send(gameId)
      .catch(() => undefined)
      .finally(() => {
        inFlight = false
      })
  }
  beat()
  const timer = setInterval(beat, HEARTBEAT_INTERVAL_MS)
  return () => {
    stopped = true
    clearInterval(timer)
  }
}

/** For the game page: beats while `gameId` is set and the component is mounted. */
export function useGameHeartbeat(gameId: number | null): void {
  useEffect(() => {
    if (gameId === null) return
    return startHeartbeat(gameId)
  }, [gameId])
}
