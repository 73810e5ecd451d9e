import { useTranslation } from '../../../i18n/index.ts'
import { type DayRange, lastDays, toDay } from './date-range.ts'
import s from './report.module.css'

const PRESETS = [7, 30, 90, 365] as const

/** Quick ranges (up to a year: RTS 1B) and two date inputs for any other. */
export function RangeFilter({ value, onChange }: { value: DayRange; onChange: (next: DayRange) => void }) {
  const { t } = useTranslation()
  const today = toDay(Date.now())
  return (
    <section className={s.filter} aria-label={t('report.range')}>
      <div className={s.presets}>
        {PRESETS.map((days) => {
          const preset = lastDays(days)
          const active = preset.from === value.from && preset.to === value.to
          return (
            <button
              key={days}
              type="button"
              className={s.chip}
              aria-pressed={active}
              onClick={() => onChange(preset)}
            >
              {t('report.lastDays', { days })}
            </button>
          )
        })}
      </div>
      <div className={s.dates}>
        <label className={s.date}>
          <span>{t('report.from')}</span>
          <input
            type="date"
            min="2000-01-01"
            max={today}
            value={value.from}
            onChange={(e) => e.target.value && onChange({ ...value, from: e.target.value })}
          />
        </label>
        <label className={s.date}>
          <span>{t('report.to')}</span>
          <input
            type="date"
            min="2000-01-01"
            max={today}
            value={value.to}
            onChange={(e) => e.target.value && onChange({ ...value, to: e.target.value })}
          />
        </label>
      </div>
      <p className={s.hint}>{t('report.utcNote')}</p>
    </section>
  )
}
