import { useState } from 'react'
import { CLIENT_VERSION } from '../../../contract/enums.ts'
import { connectionType, requestTimeoutMs } from '../../../contract/request-timeout.ts'
import { BUILD_ID } from '../../api/client-info.ts'
import { persister } from '../../api/persist.ts'
import { queryClient } from '../../api/query-client.ts'
import { useTranslation } from '../../i18n/index.ts'
import { useInstallMode } from '../../platform/install.ts'
import { nativeShellVersion } from '../../platform/native.ts'
import { checkForUpdate, type SwState, useSwState } from '../../platform/sw-state.ts'
import { clearAppCaches } from '../../platform/sw-tools.ts'
import { useOnline } from '../../platform/use-online.ts'
import { Button } from '../../ui/button.tsx'
import { RefreshIcon } from '../../ui/icons.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { toast } from '../../ui/toast-store.ts'
import s from './diagnostics-page.module.css'
import { type Reading, useDiagnosticReadings } from './use-diagnostics.ts'

type T = ReturnType<typeof useTranslation>['t']

function Row({ label, value, id }: { label: string; value: React.ReactNode; id: string }) {
  return (
    <div className={s.row}>
      <dt className={s.label}>{label}</dt>
      <dd className={s.value} data-testid={`diag-${id}`}>
        {value}
      </dd>
    </div>
  )
}

function swStateKey(sw: SwState): string {
  if (!sw.supported) return 'diagnostics.sw.unsupported'
  if (sw.registrationError) return 'diagnostics.sw.failed'
  const reg = sw.registration
  if (reg?.waiting) return 'diagnostics.sw.waiting'
  if (reg?.installing) return 'diagnostics.sw.installing'
  if (reg?.active)
    return globalThis.navigator?.serviceWorker?.controller
      ? 'diagnostics.sw.active'
      : 'diagnostics.sw.notControlling'
  return 'diagnostics.sw.registering'
}

function readingText<V>(t: T, reading: Reading<V>, show: (value: V) => string): string {
  if (reading.status === 'loading') return t('diagnostics.reading')
  if (reading.status === 'unavailable') return t('diagnostics.unavailable')
  return show(reading.value)
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1)

/** For testers (spec: diagnostics, linked from /member): what this client runs, holds and waits to send. */
export function DiagnosticsPage() {
  const { t } = useTranslation()
  const sw = useSwState()
  const online = useOnline()
  const mode = useInstallMode()
  const { catalogue, queued, refresh } = useDiagnosticReadings()
  const [checking, setChecking] = useState(false)
  const [clearing, setClearing] = useState(false)
  const connection = connectionType()
  const shellVersion = nativeShellVersion()

  const onCheck = async () => {
    setChecking(true)
    const checked = await checkForUpdate()
    setChecking(false)
    const reg = sw.registration
    if (!checked) toast(t('diagnostics.checkFailed'), { tone: 'error' })
    else if (reg?.waiting || reg?.installing) toast(t('diagnostics.updateFound'), { tone: 'success' })
    else toast(t('diagnostics.upToDate'))
    refresh()
  }

  const onClear = async () => {
    setClearing(true)
    try {
      await clearAppCaches()
      queryClient.clear()
      await persister.removeClient()
      location.reload()
    } catch {
      setClearing(false)
      toast(t('diagnostics.clearFailed'), { tone: 'error' })
    }
  }

  return (
    <>
      <PageHeader title={t('diagnostics.title')} />
      <PageBody width="reading">
        <div className={s.stack}>
          <p className={s.intro}>{t('diagnostics.intro')}</p>

          <section className={s.section} aria-labelledby="diag-app">
            <h2 id="diag-app" className={s.sectionTitle}>
              {t('diagnostics.app')}
            </h2>
            <dl className={s.list}>
              <Row id="version" label={t('diagnostics.version')} value={`${CLIENT_VERSION} (${BUILD_ID})`} />
              <Row id="mode" label={t('diagnostics.mode')} value={t(`diagnostics.modes.${mode}`)} />
              {shellVersion ? (
                <Row id="shell" label={t('diagnostics.shellVersion')} value={shellVersion} />
              ) : null}
            </dl>
          </section>

          <section className={s.section} aria-labelledby="diag-sw">
            <h2 id="diag-sw" className={s.sectionTitle}>
              {t('diagnostics.offline')}
            </h2>
            <dl className={s.list}>
              <Row id="sw" label={t('diagnostics.swState')} value={t(swStateKey(sw))} />
              <Row
                id="sw-error"
                label={t('diagnostics.registrationError')}
                value={sw.registrationError ?? t('diagnostics.none')}
              />
              <Row
                id="catalogue"
                label={t('diagnostics.catalogue')}
                value={readingText(t, catalogue, (rows) =>
                  rows.length === 0
                    ? t('diagnostics.catalogueEmpty')
                    : rows
                        .map((r) =>
                          t('diagnostics.catalogueRow', {
                            locale: r.locale,
                            version: r.version,
                            games: r.games,
                            size: kib(r.bytes),
                          }),
                        )
                        .join(' · '),
                )}
              />
              <Row
                id="queued"
                label={t('diagnostics.queuedEvents')}
                value={readingText(t, queued, (n) => String(n))}
              />
            </dl>
          </section>

          <section className={s.section} aria-labelledby="diag-net">
            <h2 id="diag-net" className={s.sectionTitle}>
              {t('diagnostics.network')}
            </h2>
            <dl className={s.list}>
              <Row
                id="online"
                label={t('diagnostics.status')}
                value={online ? t('diagnostics.online') : t('diagnostics.offlineNow')}
              />
              <Row
                id="connection"
                label={t('diagnostics.connection')}
                value={connection === 'unknown' ? t('diagnostics.unknown') : connection}
              />
              <Row
                id="timeout"
                label={t('diagnostics.timeout')}
                value={t('diagnostics.seconds', { seconds: requestTimeoutMs(connection) / 1000 })}
              />
            </dl>
          </section>

          <div className={s.actions}>
            <Button variant="ghost" wrap onClick={refresh}>
              {t('diagnostics.refresh')}
            </Button>
            <Button
              variant="secondary"
              wrap
              icon={<RefreshIcon size={18} />}
              loading={checking}
              disabled={!sw.registration}
              onClick={() => void onCheck()}
            >
              {t('diagnostics.checkUpdate')}
            </Button>
            <Button variant="danger" wrap loading={clearing} onClick={() => void onClear()}>
              {t('diagnostics.clearCaches')}
            </Button>
          </div>
          <p className={s.hint}>{t('diagnostics.clearHint')}</p>
        </div>
      </PageBody>
    </>
  )
}
