import { useTranslation } from '../../../i18n/index.ts'
import { PageBody } from '../../../ui/layout.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import s from './first-deposit.module.css'
import { FirstDepositOffers } from './first-deposit-offers.tsx'

/** /activity/first-deposit (the FirstDeposit activity): the offer, its terms and the way to take it. */
export function FirstDepositPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('firstDeposit.title')} />
      <PageBody>
        <div className={s.stack}>
          <p className={s.lead}>{t('firstDeposit.lead')}</p>
          <FirstDepositOffers />
        </div>
      </PageBody>
    </>
  )
}
