import { useTranslation } from '../../../i18n/index.ts'
import { ActionError } from '../../../ui/action-error.tsx'
import b from '../../../ui/blocks.module.css'
import { Button } from '../../../ui/button.tsx'
import { RefreshIcon } from '../../../ui/icons.tsx'
import { PageBody } from '../../../ui/layout.tsx'
import { Money } from '../../../ui/money.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { BalanceHeader, useRetrieveBalance } from '../../wallet/index.ts'
import s from './retrieve-balance.module.css'

/**
 * /member/retrieve-balance: closes any game session still holding coins and returns them to the
 * wallet. Until games keep balances of their own the server closes nothing and answers 0 retrieved;
 * the page says so plainly instead of pretending something moved.
 */
export function RetrieveBalancePage() {
  const { t } = useTranslation()
  const retrieve = useRetrieveBalance()
  const result = retrieve.data

  return (
    <>
      <PageHeader title={t('retrieve.title')} fallback="/member" />
      <PageBody>
        <div className={`${b.column} ${s.stack}`}>
          <BalanceHeader />
          <section className={b.card} aria-labelledby="retrieve-how">
            <h2 id="retrieve-how" className={s.title}>
              {t('retrieve.howTitle')}
            </h2>
            <p className={s.text}>{t('retrieve.how')}</p>
            <p className={s.text}>{t('retrieve.safe')}</p>
            <Button
              block
              size="lg"
              loading={retrieve.isPending}
              icon={<RefreshIcon size={18} />}
              onClick={() => retrieve.mutate()}
            >
              {t('retrieve.action')}
            </Button>
          </section>
          {result ? (
            <section className={`${b.card} ${s.result}`} role="status" aria-labelledby="retrieve-result">
              <h2 id="retrieve-result" className={s.title}>
                {result.sessionsClosed > 0 ? t('retrieve.doneTitle') : t('retrieve.nothingTitle')}
              </h2>
              <dl className={s.rows}>
                <div>
                  <dt>{t('retrieve.sessions')}</dt>
                  <dd>{result.sessionsClosed}</dd>
                </div>
                <div>
                  <dt>{t('retrieve.retrieved')}</dt>
                  <dd>
                    <Money value={result.retrieved} kind="amount" />
                  </dd>
                </div>
                <div>
                  <dt>{t('retrieve.balance')}</dt>
                  <dd className={s.strong}>
                    <Money value={result.coin} />
                  </dd>
                </div>
              </dl>
              {result.sessionsClosed === 0 ? <p className={s.text}>{t('retrieve.nothingText')}</p> : null}
            </section>
          ) : null}
          <ActionError action={retrieve} className={s.error} />
        </div>
      </PageBody>
    </>
  )
}
