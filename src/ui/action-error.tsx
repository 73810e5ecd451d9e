import { onlineManager } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ClientErrorMsg, errorMessageKey, isApiError } from '../api/errors.ts'
import { useTranslation } from '../i18n/index.ts'

interface FailedAction {
  error: unknown
  /** The mutation's reset: forgets the failure. */
  reset: () => void
}

/**
 * Why an action (a claim, a spin, a reply) failed, under its button. "No connection" goes away by
 * itself when the network returns, since it no longer says anything true and the player simply tries
 * again; the server's own refusals stay until the next attempt.
 */
export function ActionError({ action, className }: { action: FailedAction; className?: string }) {
  const { t } = useTranslation()
  const { error, reset } = action
  const offline = isApiError(error) && error.msg === ClientErrorMsg.network
  useEffect(() => {
    if (!offline) return
    return onlineManager.subscribe((online) => {
      if (online) reset()
    })
  }, [offline, reset])
  if (!error) return null
  return (
    <p className={className} role="alert">
      {t(errorMessageKey(error))}
    </p>
  )
}
