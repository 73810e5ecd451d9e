import { useTranslation } from '../i18n/index.ts'
import { useOnline } from '../platform/use-online.ts'
import { AlertIcon } from './icons.tsx'
import s from './offline-banner.module.css'

/** A slim bar while the network is down: what the player sees comes from the app's saved data. */
export function OfflineBanner() {
  const { t } = useTranslation()
  if (useOnline()) return null
  return (
    <div className={s.banner} role="status" data-testid="offline-banner">
      <AlertIcon size={16} />
      <span>{t('common.offline')}</span>
    </div>
  )
}
