import { useAppConfig } from '../../../api/app-config.ts'
import { useTranslation } from '../../../i18n/index.ts'

/** A game type's name from the catalogue in the app config, or "Type 3" when it is not listed. */
export function useGameTypeName(): (id: number) => string {
  const { t } = useTranslation()
  const types = useAppConfig().data?.appGameTypeList ?? []
  return (id) => types.find((type) => type.id === id)?.name ?? t('report.gameTypeN', { id })
}
