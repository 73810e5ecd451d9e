import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/index.ts'
import { useMoney } from '../../ui/money.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import s from './jackpot.module.css'
import { drawRecordQueryOptions } from './jackpot-api.ts'
import { formatTime, prizeText } from './jackpot-format.ts'
import { ListEnd } from './list-end.tsx'

/** The player's draws (spec 2 "Record popup"): Rewards and Time, newest first, 20 a page as it scrolls. */
export function RecordList() {
  const { t, i18n } = useTranslation()
  const money = useMoney()
  const query = useInfiniteQuery(drawRecordQueryOptions())
  const rows = query.data?.pages.flatMap((p) => p.list)
  if (!rows) return <QueryState query={query} errorTitle={t('jackpot.recordError')} />
  if (rows.length === 0) return <p className={s.end}>{t('jackpot.recordEmpty')}</p>
  return (
    <>
      <table className={s.table}>
        <thead>
          <tr>
            <th scope="col">{t('jackpot.record.reward')}</th>
            <th scope="col">{t('jackpot.record.time')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-draw={r.id}>
              <td>{prizeText(r.propId, r.bonus, money, t)}</td>
              <td>{formatTime(r.createTime, i18n.resolvedLanguage)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ListEnd query={query} />
    </>
  )
}
