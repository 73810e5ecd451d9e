import { type ChangeEvent, useId, useRef, useState } from 'react'
import { LOCALES, type Locale } from '../../contract/enums.ts'
import { changeLocale, useTranslation } from '../i18n/index.ts'
import { useLocale } from '../i18n/use-locale.ts'
import { ChevronDownIcon, GlobeIcon } from './icons.tsx'
import s from './locale-switch.module.css'

const SHORT: Record<Locale, string> = { en: 'EN', 'pt-BR': 'PT', es: 'ES' }

/** How long a language reached with the arrow keys waits before the app switches to it. */
export const KEY_PAUSE_MS = 1000

/**
 * A closed select changes on each arrow key: a language reached by key applies after a pause or when
 * focus leaves, so arrowing from English to Español does not redraw the app in Português on the way.
 * A choice from the picker (mouse, touch, the open list) applies at once.
 */
function useLocaleChoice() {
  const locale = useLocale()
  const [pending, setPending] = useState<string>()
  const byKey = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const apply = (value = pending) => {
    clearTimeout(timer.current)
    setPending(undefined)
    if (value) void changeLocale(value as Locale)
  }
  return {
    value: pending ?? locale,
    onKeyDown: () => {
      byKey.current = true
    },
    onKeyUp: () => {
      byKey.current = false
    },
    onBlur: () => apply(),
    onChange: ({ target: { value } }: ChangeEvent<HTMLSelectElement>) => {
      if (!byKey.current) return apply(value)
      setPending(value)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => apply(value), KEY_PAUSE_MS)
    },
  }
}

/**
 * Language picker. Options name each language in itself, so a player who cannot read the current
 * one still finds theirs. It shows a short code (or the name) over a transparent native select: the phone's own picker opens, and the control stays a labelled <select> for assistive tech.
 * Exactly one is visible per viewport: the top nav's on wide screens, the footer's on phones.
 */
export function LocaleSwitch({ short = true }: { short?: boolean }) {
  const { t } = useTranslation()
  const id = useId()
  const choice = useLocaleChoice()
  const shown = choice.value as Locale
  return (
    <div className={s.pill}>
      <GlobeIcon size={16} />
      <span aria-hidden="true">{short ? SHORT[shown] : t(`locale.${shown}`)}</span>
      <ChevronDownIcon size={14} />
      <label htmlFor={id} className="visually-hidden">
        {t('common.language')}
      </label>
      <select id={id} className={s.native} {...choice}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`locale.${l}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
