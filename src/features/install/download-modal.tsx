import { useAppConfig } from '../../api/app-config.ts'
import { useTranslation } from '../../i18n/index.ts'
import { LogoMark } from '../../ui/icons.tsx'
import type { ModalContentProps } from '../../ui/modal-store.ts'
import { AppLink } from '../../ui/nav-link.tsx'
import s from './download-modal.module.css'
import { InstallOffer } from './install-offer.tsx'

/** The 'download' modal (spec 2 "Modals"): the install offer, with the full steps one tap away. */
export function DownloadModal({ close }: ModalContentProps) {
  const { t } = useTranslation()
  const downloadUrl = useAppConfig().data?.h5.downloadUrl
  return (
    <div className={s.body}>
      <LogoMark size={64} />
      <h2 className={s.title}>{t('install.title')}</h2>
      <p className={s.intro}>{t('content.downloadIntro')}</p>
      <InstallOffer downloadUrl={downloadUrl === '/download' ? null : downloadUrl} />
      <AppLink href="/download" className={s.more} onClick={close}>
        {t('install.howTo')}
      </AppLink>
    </div>
  )
}
