import { useState } from 'react'
import { useTranslation } from '../../i18n/index.ts'
import { type InstallMode, promptInstall, useInstallMode } from '../../platform/install.ts'
import { nativeBridge } from '../../platform/native.ts'
import { Button, ButtonLabel, buttonClass } from '../../ui/button.tsx'
import { DownloadIcon, RefreshIcon } from '../../ui/icons.tsx'
import { AppleIcon } from '../../ui/page-icons.tsx'
import { toast } from '../../ui/toast-store.ts'
import s from './install-offer.module.css'

interface InstallOfferProps {
  /** The operator's download link (h5.downloadUrl), offered when the browser cannot install. */
  downloadUrl?: string | null
}

/**
 * The one install call to action, shared by the download page and the download modal: the shell's own
 * update inside the native app, nothing inside the installed app, the browser's one-tap install when
 * it offers one, Safari's steps on iOS, and otherwise the operator's download link.
 */
export function InstallOffer({ downloadUrl }: InstallOfferProps) {
  const mode = useInstallMode()
  return <InstallOfferFor mode={mode} downloadUrl={downloadUrl} />
}

export function InstallOfferFor({ mode, downloadUrl }: InstallOfferProps & { mode: InstallMode }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)

  if (mode === 'native') {
    return (
      <div className={s.offer}>
        <p className={s.note}>{t('install.nativeHint')}</p>
        <Button size="lg" wrap icon={<RefreshIcon size={20} />} onClick={() => openNativeUpdate()}>
          {t('install.updateButton')}
        </Button>
      </div>
    )
  }
  if (mode === 'installed') {
    return <p className={s.note}>{t('install.installed')}</p>
  }
  if (mode === 'prompt') {
    const install = async () => {
      setBusy(true)
      try {
        if (await promptInstall()) toast(t('install.accepted'), { tone: 'success' })
      } catch {
        toast(t('install.failed'), { tone: 'error' })
      } finally {
        setBusy(false)
      }
    }
    return (
      <Button size="lg" wrap loading={busy} icon={<DownloadIcon size={20} />} onClick={() => void install()}>
        {t('install.installButton')}
      </Button>
    )
  }
  if (mode === 'ios') {
    return (
      <p className={s.ios}>
        <AppleIcon size={20} />
        <span>{t('install.iosHint')}</span>
      </p>
    )
  }
  if (!downloadUrl) return null
  return (
    <a href={downloadUrl} className={buttonClass({ size: 'lg', wrap: true })} rel="noopener">
      <DownloadIcon size={20} />
      <ButtonLabel>{t('content.downloadButton')}</ButtonLabel>
    </a>
  )
}

function openNativeUpdate() {
  try {
    nativeBridge()?.openUpdate()
  } catch {
    // the shell shows its own error; nothing sensible to add here
  }
}
