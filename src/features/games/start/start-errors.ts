import { isApiError, isConnectivityError } from '../../../api/errors.ts'

/** What the start page tells the player when the game cannot open. */
export type StartFailure = 'notFound' | 'noDemo' | 'offline' | 'server'

/** startGame's refusals: 404 unknown or switched-off game; 403 demo play not offered; 400 bad params. */
export function startFailure(error: unknown): StartFailure {
  if (isConnectivityError(error)) return 'offline'
  if (isApiError(error)) {
    if (error.status === 404 || error.status === 400) return 'notFound'
    if (error.status === 403) return 'noDemo'
  }
  return 'server'
}
