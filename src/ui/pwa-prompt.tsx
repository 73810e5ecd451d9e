import { useEffect } from 'react'
import { apiCall } from '../api/http.ts'
import { useTranslation } from '../i18n/index.ts'
import {
  applyUpdate,
  dismissNeedRefresh,
  offlineReadyShown,
  registerServiceWorker,
  startPeriodicUpdateCheck,
  useSwState,
} from '../platform/sw-state.ts'
import { Button } from './button.tsx'
import s from './pwa-prompt.module.css'
import { toast } from './toast-store.ts'

let started = false

/** Registers the worker once per page, however often the prompt remounts; updates hourly and on return. */
function startServiceWorker(): void {
  if (started) return
  started = true
  // The first visit fetched its config before the worker controlled the page, so the worker's catalogue
  // store is still empty. Once it takes control (clientsClaim), fetch the config again through it, so the
  // next visit without a network finds the lobby. Later controller changes are updates, which reload.
  // The call itself, not a refetch of the query: the page already shows this config, and a refetch
  // re-rendered the lobby twice (fetching, then done) and kept its snapshot again, for nothing new.
  const sw = globalThis.navigator?.serviceWorker
  if (sw && !sw.controller) {
    sw.addEventListener(
      'controllerchange',
      () => void apiCall('appConfig', {}, { tip: false }).catch(() => {}),
      { once: true },
    )
  }
  void registerServiceWorker().then(() => startPeriodicUpdateCheck())
}

/**
 * The update flow (spec 1: needRefresh, offlineReady, registrationError): a bar when a new worker waits
 * and a toast once the shell is cached. Nothing reloads under the player's feet: the new build
 * activates only from the bar's button. State lives in platform/sw-state.ts (diagnostics reads it).
 */
export function PwaPrompt() {
  const { t } = useTranslation()
  const { needRefresh, offlineReady } = useSwState()

  useEffect(startServiceWorker, [])
  useEffect(() => {
    if (!offlineReady) return
    toast(t('pwa.offlineReady'), { tone: 'success' })
    offlineReadyShown()
  }, [offlineReady, t])

  if (!needRefresh) return null
  return (
    <div className={s.bar} role="status">
      <p className={s.text}>{t('pwa.needRefresh')}</p>
      <div className={s.actions}>
        <Button variant="ghost" size="sm" onClick={dismissNeedRefresh}>
          {t('pwa.dismiss')}
        </Button>
        <Button size="sm" onClick={applyUpdate}>
          {t('pwa.reload')}
        </Button>
      </div>
    </div>
  )
}
