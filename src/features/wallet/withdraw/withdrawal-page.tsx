import { useTranslation } from '../../../i18n/index.ts'
import { PageBody } from '../../../ui/layout.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { BalanceHeader } from '../balance-header.tsx'
import type { WithdrawMethod } from './methods.ts'
import s from './withdraw.module.css'
import { WithdrawPanel } from './withdraw-panel.tsx'

/** /withdrawal/{name}: the withdraw panel for one payout method, with the balance on top (RTS 1A). */
export function WithdrawalPage({ method }: { method: WithdrawMethod }) {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t(`withdraw.methods.${method}`)} fallback="/wallets?name=withdraw" />
      <PageBody>
        <div className={`${s.stack} ${s.page}`}>
          <BalanceHeader />
          <WithdrawPanel />
        </div>
      </PageBody>
    </>
  )
}
