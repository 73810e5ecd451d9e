import { useInfiniteQuery } from '@tanstack/react-query'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/index.ts'
import { LoadMore } from '../../ui/load-more.tsx'
import { useMoney } from '../../ui/money.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import s from './invite-spin.module.css'
import { spinRecordQueryOptions } from './invite-spin-api.ts'
import { formatTime } from './invite-spin-format.ts'

/** The player's spins, newest first, 20 a page. */
export function SpinRecords() {
  const { t, i18n } = useTranslation()
  const money = useMoney()
  const { user } = useSession()
  const query = useInfiniteQuery(spinRecordQueryOptions(user?.id ?? null))
  const rows = query.data?.pages.flatMap((p) => p.list)
  return (
    <section className={s.card} aria-labelledby="invite-spin-records">
      <h2 id="invite-spin-records" className={s.heading}>
        {t('inviteSpin.recordsTitle')}
      </h2>
      {!rows ? (
        <QueryState query={query} errorTitle={t('inviteSpin.recordsError')} />
      ) : rows.length === 0 ? (
        <p className={s.hint}>{t('inviteSpin.recordsEmpty')}</p>
      ) : (
        <>
          <table className={s.table} data-testid="invite-spin-records">
            <thead>
              <tr>
                <th scope="col">{t('inviteSpin.prize')}</th>
                <th scope="col">{t('inviteSpin.time')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>{money(r.amount, 'amount')}</td>
                  <td>{formatTime(r.createTime, i18n.resolvedLanguage)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <LoadMore query={query} label={t('inviteSpin.more')} />
        </>
      )}
    </section>
  )
}
