import { useAppConfig } from '../../api/app-config.ts'
import { useTranslation } from '../../i18n/index.ts'

/** A game type's name from the app config's catalogue; 0 is every type ("All games"). */
export function useRebateTypeName(): (id: number) => string {
  const { t } = useTranslation()
  const types = useAppConfig().data?.appGameTypeList ?? []
  return (id) =>
    id === 0
      ? t('rebate.allGames')
      : (types.find((type) => type.id === id)?.name ?? t('rebate.typeN', { id }))
}

const percents = new Map<string, Intl.NumberFormat>()

/** Basis points as the locale writes a percent: 20 -> "0.2%" (en), "0,2 %" (es). */
export function formatRate(basisPoints: number, locale: string): string {
  let fmt = percents.get(locale)
  if (!fmt) {
    fmt = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
    percents.set(locale, fmt)
  }
  return fmt.format(basisPoints / 10_000)
}

const dateTimes = new Map<string, Intl.DateTimeFormat>()

/** Epoch seconds as the locale's date and time. */
export function formatClaimTime(seconds: number, locale: string): string {
  let fmt = dateTimes.get(locale)
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    dateTimes.set(locale, fmt)
  }
  return fmt.format(new Date(seconds * 1000))
}
