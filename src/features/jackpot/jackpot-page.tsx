import { useState } from 'react'
import { useTranslation } from '../../i18n/index.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import s from './jackpot.module.css'
import { JackpotPanel } from './jackpot-panel.tsx'

/** /activity/jackpot (no navbar): the jackpot as a page; no way back while a draw is running (spec 4). */
export function JackpotPage() {
  const { t } = useTranslation()
  const [spinning, setSpinning] = useState(false)
  return (
    <>
      <PageHeader title={t('jackpot.title')} noBack={spinning} />
      <div className={s.page}>
        <JackpotPanel onSpinning={setSpinning} />
      </div>
    </>
  )
}
