import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { SafeboxInfo } from '../../../contract/calls/safebox.ts'
import { useTranslation } from '../../i18n/index.ts'
import b from '../../ui/blocks.module.css'
import { Button } from '../../ui/button.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import s from './fund.module.css'
import { safeboxInfoQueryOptions } from './fund-api.ts'
import { FundBalances } from './fund-balances.tsx'
import { FundInterestHistory } from './fund-interest-history.tsx'
import { FundMoveForm } from './fund-move-form.tsx'
import { FundPasswordForm } from './fund-password-form.tsx'

/**
 * /activity/bank (Fund, login required): the safe box. Its balance beside the wallet's, moving coins in
 * and out (out with the password), the password (set once, then changed with the current one), the
 * daily interest and its history.
 */
export function FundPage() {
  const { t } = useTranslation()
  const query = useQuery(safeboxInfoQueryOptions())
  return (
    <>
      <PageHeader title={t('fund.title')} fallback="/member" />
      <PageBody>
        {query.data ? (
          <div className={b.stack}>
            <FundBalances info={query.data} />
            {query.data.hasPassword ? (
              <FundWithPassword info={query.data} />
            ) : (
              <SetPassword info={query.data} />
            )}
            <FundInterestHistory />
          </div>
        ) : (
          <QueryState query={query} errorTitle={t('fund.errorTitle')} />
        )}
      </PageBody>
    </>
  )
}

function SetPassword({ info }: { info: SafeboxInfo }) {
  const { t } = useTranslation()
  return (
    <section className={b.card} aria-labelledby="fund-set-title">
      <h2 id="fund-set-title" className={b.cardTitle}>
        {t('fund.setTitle')}
      </h2>
      <p className={s.muted}>{t('fund.setText')}</p>
      <FundPasswordForm mode="set" passwordLength={info.passwordLength} />
    </section>
  )
}

function FundWithPassword({ info }: { info: SafeboxInfo }) {
  const { t } = useTranslation()
  const [changing, setChanging] = useState(false)
  return (
    <>
      <FundMoveForm info={info} />
      <section className={b.card} aria-labelledby="fund-change-title">
        <div className={s.head}>
          <h2 id="fund-change-title" className={b.cardTitle}>
            {t('fund.changeTitle')}
          </h2>
          <Button
            variant="secondary"
            size="sm"
            wrap
            aria-expanded={changing}
            onClick={() => setChanging((c) => !c)}
          >
            {t(changing ? 'fund.changeClose' : 'fund.changeOpen')}
          </Button>
        </div>
        {changing ? (
          <div>
            <FundPasswordForm
              mode="change"
              passwordLength={info.passwordLength}
              onDone={() => setChanging(false)}
            />
          </div>
        ) : null}
      </section>
    </>
  )
}
