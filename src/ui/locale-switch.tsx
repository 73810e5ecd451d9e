import { useId } from 'react'
import { LOCALES, type Locale } from '../../contract/enums.ts'
import { changeLocale, useTranslation } from '../i18n/index.ts'
import { useLocale } from '../i18n/use-locale.ts'
import { ChevronDownIcon, GlobeIcon } from './icons.tsx'
import s from './locale-switch.module.css'
import { Select } from './select.tsx'

const SHORT: Record<Locale, string> = { en: 'EN', 'pt-BR': 'PT', es: 'ES' }

/**
 * Language picker. Options name each language in itself, so a player who cannot read the current
 * one still finds theirs. The compact form (headers) shows a short code over a transparent native
 * select: the phone's own picker opens, and the control stays a labelled <select> for assistive tech.
 * Exactly one is visible per viewport: the top nav's on wide screens, the footer's on phones.
 */
export function LocaleSwitch({ compact = true, short = true }: { compact?: boolean; short?: boolean }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const id = useId()
  const options = LOCALES.map((l) => ({ value: l, label: t(`locale.${l}`), lang: l }))
  const onChange = (value: string) => void changeLocale(value as Locale)

  if (!compact) {
    return <Select label={t('common.language')} value={locale} options={options} onChange={onChange} />
  }
  return (
    <div className={s.pill}>
      <GlobeIcon size={16} />
      <span aria-hidden="true">{short ? SHORT[locale] : t(`locale.${locale}`)}</span>
      <ChevronDownIcon size={14} />
      <label htmlFor={id} className="visually-hidden">
        {t('common.language')}
      </label>
      <select id={id} className={s.native} value={locale} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}
