import { TX_KINDS } from '../../../../contract/wallet-kinds.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { Select } from '../../../ui/select.tsx'
import { TextField } from '../../../ui/text-field.tsx'
import s from './record.module.css'
import { type CoinDetailKind, PERIODS, type Period, type RecordFilters } from './record-filters.ts'

interface RecordFiltersBarProps {
  filters: RecordFilters
  onChange: (next: RecordFilters) => void
  /** Translated; shown under the custom range. */
  rangeError: string | null
}

const isKind = (v: string): v is CoinDetailKind => (TX_KINDS as readonly string[]).includes(v)
const isPeriod = (v: string): v is Period => (PERIODS as readonly string[]).includes(v)

export function RecordFiltersBar({ filters, onChange, rangeError }: RecordFiltersBarProps) {
  const { t } = useTranslation()
  const kinds = [
    { value: '', label: t('records.allKinds') },
    ...TX_KINDS.map((k) => ({ value: k, label: t(`records.kinds.${k}`) })),
  ]
  const periods = PERIODS.map((p) => ({ value: p, label: t(`records.periods.${p}`) }))
  return (
    <search className={s.filters} aria-label={t('records.filters')}>
      <div className={s.filterRow}>
        <Select
          label={t('records.kind')}
          options={kinds}
          value={filters.kind}
          onChange={(v) => onChange({ ...filters, kind: isKind(v) ? v : '' })}
          compact
        />
        <Select
          label={t('records.period')}
          options={periods}
          value={filters.period}
          onChange={(v) => onChange({ ...filters, period: isPeriod(v) ? v : '30' })}
          compact
        />
      </div>
      {filters.period === 'custom' ? (
        <div className={s.filterRow}>
          <TextField
            type="date"
            label={t('records.from')}
            value={filters.from}
            onChange={(e) => onChange({ ...filters, from: e.target.value })}
          />
          <TextField
            type="date"
            label={t('records.to')}
            value={filters.to}
            onChange={(e) => onChange({ ...filters, to: e.target.value })}
          />
        </div>
      ) : null}
      {rangeError ? (
        <p className={s.alert} role="alert">
          {rangeError}
        </p>
      ) : null}
    </search>
  )
}
