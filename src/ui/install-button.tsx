import { useTranslation } from '../i18n/index.ts'
import { useInstallMode } from '../platform/install.ts'
import { DownloadIcon } from './icons.tsx'
import s from './install-button.module.css'
import { openModal } from './modal-store.ts'

/** A header shortcut shown only while the browser offers one-tap install; opens the download modal. */
export function InstallButton() {
  const { t } = useTranslation()
  if (useInstallMode() !== 'prompt') return null
  return (
    <button
      type="button"
      className={s.button}
      onClick={() => openModal('download')}
      // nav.download ('Get the app') is in the first load's strings; the install group loads with the modal.
      aria-label={t('nav.download')}
    >
      <DownloadIcon size={20} />
    </button>
  )
}
