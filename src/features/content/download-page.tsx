import { useRouterState } from '@tanstack/react-router'
import { useAppConfig } from '../../api/app-config.ts'
import { useTranslation } from '../../i18n/index.ts'
import { LogoMark } from '../../ui/icons.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { AndroidIcon, AppleIcon, MonitorIcon } from '../../ui/page-icons.tsx'
import { InstallOffer } from '../install/index.ts'
import s from './download.module.css'
import { detectPlatform, type InstallPlatform, orderPlatforms } from './platform.ts'

const PLATFORMS: Record<InstallPlatform, { Icon: typeof AndroidIcon; title: string; steps: string }> = {
  android: { Icon: AndroidIcon, title: 'content.androidTitle', steps: 'content.androidSteps' },
  ios: { Icon: AppleIcon, title: 'content.iosTitle', steps: 'content.iosSteps' },
  desktop: { Icon: MonitorIcon, title: 'content.desktopTitle', steps: 'content.desktopSteps' },
}

/**
 * How to install the app: the install offer (one-tap install, the native shell's update, iOS steps or
 * the operator's download link, see InstallOffer) and per-platform steps, the visitor's platform first.
 */
export function DownloadPage() {
  const { t } = useTranslation()
  const config = useAppConfig().data
  const pathname = useRouterState({ select: (st) => st.location.pathname })
  const downloadUrl = config?.h5.downloadUrl
  // The seed points downloadUrl at this very page; a button to itself would be a dead end.
  const externalUrl = downloadUrl && downloadUrl !== pathname ? downloadUrl : null
  const platforms = orderPlatforms(detectPlatform(globalThis.navigator?.userAgent ?? ''))

  return (
    <>
      <PageHeader title={t('titles.download')} />
      <PageBody width="reading">
        <div className={s.stack}>
          <div className={s.hero}>
            <LogoMark size={72} />
            <p className={s.appName}>{t('common.appName')}</p>
            <p className={s.intro}>{t('content.downloadIntro')}</p>
            <InstallOffer downloadUrl={externalUrl} />
          </div>
          <ol className={s.platforms}>
            {platforms.map((p) => {
              const { Icon, title, steps } = PLATFORMS[p]
              return (
                <li key={p} className={s.platform}>
                  <span className={s.platformIcon}>
                    <Icon size={24} />
                  </span>
                  <div>
                    <h2 className={s.platformTitle}>{t(title)}</h2>
                    <p className={s.platformSteps}>{t(steps)}</p>
                  </div>
                </li>
              )
            })}
          </ol>
        </div>
      </PageBody>
    </>
  )
}
