import { useTranslation } from '../../../i18n/index.ts'
import { Money } from '../../../ui/money.tsx'
import type { CoinDetailEntry } from '../api/coin-detail.ts'
import { useGameLabel } from './game-label.ts'
import s from './record.module.css'

const formatters = new Map<string, Intl.DateTimeFormat>()

/** Epoch seconds as the locale's short date and time. */
export function formatDateTime(seconds: number, locale: string): string {
  let fmt = formatters.get(locale)
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    formatters.set(locale, fmt)
  }
  return fmt.format(new Date(seconds * 1000))
}

/** One ledger movement: its kind (and game), when, the signed amount and the balance right after it. */
export function RecordRow({ entry }: { entry: CoinDetailEntry }) {
  const { t, i18n } = useTranslation()
  const game = useGameLabel()(entry)
  const sign = entry.amount > 0 ? '+' : entry.amount < 0 ? '−' : ''
  const tone = entry.amount > 0 ? s.credit : entry.amount < 0 ? s.debit : ''
  return (
    <li className={s.row}>
      <div className={s.what}>
        <p className={s.kind}>
          {t(`records.kinds.${entry.kind}`)}
          {entry.status ? <span className={s.status}>{t(`records.status.${entry.status}`)}</span> : null}
        </p>
        {game ? <p className={s.game}>{game}</p> : null}
        <p className={s.when}>
          <time dateTime={new Date(entry.time * 1000).toISOString()}>
            {formatDateTime(entry.time, i18n.resolvedLanguage)}
          </time>
        </p>
      </div>
      <div className={s.figures}>
        <p className={`${s.amount} ${tone}`}>
          <span aria-hidden="true">{sign}</span>
          <span className="visually-hidden">
            {entry.amount < 0 ? t('records.debit') : t('records.credit')}
          </span>
          <Money value={Math.abs(entry.amount)} kind="amount" />
        </p>
        <p className={s.after}>
          {t('records.balanceAfter')} <Money value={entry.balance} />
        </p>
      </div>
    </li>
  )
}
