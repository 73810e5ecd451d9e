import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { CallReply } from '../../../contract/calls/index.ts'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/index.ts'
import { trackEvent } from '../../platform/track.tsx'
import { useMoney } from '../../ui/money.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import s from './jackpot.module.css'
import { rankQueryOptions } from './jackpot-api.ts'
import { formatTime } from './jackpot-format.ts'
import { ListEnd } from './list-end.tsx'

type Entry = NonNullable<CallReply<'getJackpotRank'>['personRank']>

/**
 * The jackpot rank (spec 2 "Rank popup"): Ranking, Nickname, Reward, Winning time; 10 a page as the list
 * scrolls; the player's own best row pinned under it; 'No more' at the end. Opening it sends the
 * jackpot_rank_show event (spec 7).
 */
export function RankList() {
  const { t, i18n } = useTranslation()
  const money = useMoney()
  const { user } = useSession()
  const query = useInfiniteQuery(rankQueryOptions(user?.id ?? null))
  useEffect(() => {
    void trackEvent('jackpot_rank_show', 'jackpot_rank')
  }, [])
  const rows = query.data?.pages.flatMap((p) => p.allRank.list)
  const own = query.data?.pages[0]?.personRank ?? null
  if (!rows) return <QueryState query={query} errorTitle={t('jackpot.rankError')} />
  const row = (e: Entry, mine: boolean) => (
    <tr key={`${mine ? 'own' : 'all'}-${e.rank}-${e.id}`} className={mine ? s.own : undefined}>
      <td className={s.num}>{e.rank}</td>
      <td>
        {e.nickname}
        {mine ? <span className="visually-hidden">{` (${t('jackpot.you')})`}</span> : null}
      </td>
      <td className={s.num}>{money(e.amountSection, 'amount')}</td>
      <td>{formatTime(e.createTime, i18n.resolvedLanguage)}</td>
    </tr>
  )
  return (
    <div className={s.rankBox}>
      <table className={`${s.table} ${s.rank}`}>
        <thead>
          <tr>
            <th scope="col" className={s.num}>
              {t('jackpot.rank.ranking')}
            </th>
            <th scope="col">{t('jackpot.rank.nickname')}</th>
            <th scope="col" className={s.num}>
              {t('jackpot.rank.reward')}
            </th>
            <th scope="col">{t('jackpot.rank.time')}</th>
          </tr>
        </thead>
        <tbody>{rows.map((e) => row(e, own !== null && e.id === own.id))}</tbody>
        {own ? <tfoot data-own-rank="">{row(own, true)}</tfoot> : null}
      </table>
      {rows.length === 0 ? <p className={s.end}>{t('jackpot.rankEmpty')}</p> : <ListEnd query={query} />}
    </div>
  )
}
