import { useRegisterSW } from 'virtual:pwa-register/react'
import { useEffect } from 'react'
import { useTranslation } from '../i18n/index.ts'
import { setRegistration, setRegistrationError, startPeriodicUpdateCheck } from '../platform/sw-state.ts'
import { Button } from './button.tsx'
import s from './pwa-prompt.module.css'
import { toast } from './toast-store.ts'

/** One periodic check per page, however often the prompt remounts. */
let checking = false

/**
 * The update flow: a bar when a new worker waits (needRefresh) and a toast once the shell is cached
 * (offlineReady). registerType is 'prompt', so nothing reloads under the player's feet. The
 * registration and any registration error go to sw-state (diagnostics); updates are checked
 * periodically (sw-state.startPeriodicUpdateCheck).
 */
export function PwaPrompt() {
  const { t } = useTranslation()
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url: string, registration: ServiceWorkerRegistration | undefined) {
      if (!registration) return
      setRegistration(registration)
      if (checking) return
      checking = true
      startPeriodicUpdateCheck()
    },
    onRegisterError(error: unknown) {
      setRegistrationError(error)
      console.warn('[pwa] service worker registration failed', error)
    },
  })

  useEffect(() => {
    if (!offlineReady) return
    toast(t('pwa.offlineReady'), { tone: 'success' })
    setOfflineReady(false)
  }, [offlineReady, setOfflineReady, t])

  if (!needRefresh) return null
  return (
    <div className={s.bar} role="status">
      <p className={s.text}>{t('pwa.needRefresh')}</p>
      <div className={s.actions}>
        <Button variant="ghost" size="sm" onClick={() => setNeedRefresh(false)}>
          {t('pwa.dismiss')}
        </Button>
        <Button size="sm" onClick={() => void updateServiceWorker(true)}>
          {t('pwa.reload')}
        </Button>
      </div>
    </div>
  )
}
