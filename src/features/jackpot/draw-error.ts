import type { ErrorCode } from '../../../contract/errors.ts'
import { isApiError, isConnectivityError } from '../../api/errors.ts'
import type { TFunction } from '../../i18n/index.ts'

// Literals checked against contract/errors.ts by type: importing its table would add a chunk to load.
const NO_CHANCE: typeof ErrorCode.jackpotNoChance = 1001
const NOT_RUNNING: typeof ErrorCode.jackpotNotRunning = 1002
const BUSY: typeof ErrorCode.jackpotBusy = 1003
const POOL_EXHAUSTED: typeof ErrorCode.jackpotPoolExhausted = 1004

const OWN_MESSAGE: Readonly<Record<number, string>> = {
  [NO_CHANCE]: 'errors.jackpotNoChance',
  [NOT_RUNNING]: 'errors.jackpotNotRunning',
  [BUSY]: 'errors.jackpotBusy',
  [POOL_EXHAUSTED]: 'errors.jackpotPoolExhausted',
}

/**
 * Spec 8: a failed draw's 1001-1004 each show their own message, any other code 'Failed with code N'.
 * A draw that never reached the server (offline, timeout) says so instead of 'code 0'.
 */
export function drawErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error) || isConnectivityError(error))
    return t(isApiError(error) ? `errors.${error.msg}` : 'errors.unknown')
  const own = OWN_MESSAGE[error.code]
  return own ? t(own) : t('errors.failedWithCode', { code: error.code })
}
