import { useTranslation } from '../../../i18n/index.ts'
import { Spinner } from '../../../ui/spinner.tsx'

/** The deposit tab of /wallets (placeholder while the full panel lands). */
export function DepositPanel() {
  const { t } = useTranslation()
  return <Spinner label={t('common.loading')} />
}
