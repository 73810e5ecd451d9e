import { useTranslation } from '../../i18n/index.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import s from './jackpot.module.css'
import { RankList } from './rank-list.tsx'

/** /rank: the jackpot rank as a page. */
export function RankPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('jackpot.rankTitle')} fallback="/activity/jackpot" />
      <div className={s.page}>
        <div className={s.board}>
          <RankList />
        </div>
      </div>
    </>
  )
}
