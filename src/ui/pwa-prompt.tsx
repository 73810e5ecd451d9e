import { useRegisterSW } from 'virtual:pwa-register/react'
import { useEffect } from 'react'
import { useTranslation } from '../i18n/index.ts'
import { Button } from './button.tsx'
import s from './pwa-prompt.module.css'
import { toast } from './toast-store.ts'

let registrationFailed = false
/** Spec 8: "A service-worker registration error sets a flag" (read by diagnostics). */
export const swRegistrationFailed = (): boolean => registrationFailed

/**
 * The minimal update flow (the full install/update work is a later issue): a bar when a new worker
 * waits (needRefresh) and a toast once the shell is cached (offlineReady). registerType is 'prompt',
 * so nothing reloads under the player's feet.
 */
export function PwaPrompt() {
  const { t } = useTranslation()
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError(error: unknown) {
      registrationFailed = true
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
