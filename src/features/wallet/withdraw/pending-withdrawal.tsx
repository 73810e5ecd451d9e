import type { z } from 'zod'
import type { withdrawalSchema } from '../../../../contract/calls/wallet-withdraw.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { Button } from '../../../ui/button.tsx'
import { Money } from '../../../ui/money.tsx'
import s from './withdraw.module.css'

export type Withdrawal = z.infer<typeof withdrawalSchema>

/** The request just made. There is no cancel button on purpose: UK RTS 14B forbids reversing it. */
export function PendingWithdrawal({ withdrawal, onDone }: { withdrawal: Withdrawal; onDone: () => void }) {
  const { t } = useTranslation()
  return (
    <section className={`${s.card} ${s.result}`} aria-labelledby="withdraw-result" role="status">
      <h2 id="withdraw-result" className={s.cardTitle}>
        {t('withdraw.result.title')}
      </h2>
      <dl className={s.rows}>
        <div>
          <dt>{t('withdraw.result.amount')}</dt>
          <dd>
            <Money value={withdrawal.amount} kind="amount" />
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.fee')}</dt>
          <dd>
            <Money value={withdrawal.fee} kind="amount" />
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.receive')}</dt>
          <dd className={s.strong}>
            <Money value={withdrawal.payout} kind="amount" />
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.result.card')}</dt>
          <dd>
            {withdrawal.bankName} {withdrawal.accountNoMasked}
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.result.status')}</dt>
          <dd>{t(`withdraw.status.${withdrawal.status}`)}</dd>
        </div>
      </dl>
      <p className={s.note}>{t('withdraw.noCancel')}</p>
      <Button variant="secondary" block onClick={onDone}>
        {t('withdraw.result.done')}
      </Button>
    </section>
  )
}
