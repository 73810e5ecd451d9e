import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import { useTranslation } from '../../i18n/index.ts'
import { ChevronLeftIcon } from '../../ui/icons.tsx'
import { PageBody } from '../../ui/layout.tsx'
import header from '../../ui/page-header.module.css'
import { TabPanel, Tabs } from '../../ui/tabs.tsx'
import { BalanceHeader } from './balance-header.tsx'
import { DepositPanel } from './deposit/deposit-panel.tsx'
import s from './wallets-page.module.css'
import { WALLET_TABS, type WalletTab, walletsBack } from './wallets-page.search.ts'
import { WithdrawPanel } from './withdraw/withdraw-panel.tsx'

interface WalletsPageProps {
  name: WalletTab
  back?: 1
}

/** /wallets: the balance (RTS 1A) above Deposit | Withdraw; the tab lives in the URL (`name`). */
export function WalletsPage({ name, back }: WalletsPageProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const select = (id: string) => {
    const next = WALLET_TABS.find((tab) => tab === id) ?? 'deposit'
    void navigate({ to: '/wallets', search: { name: next, ...(back ? { back } : {}) }, replace: true })
  }

  return (
    <>
      <WalletsHeader title={t('wallets.title')} back={back} />
      <PageBody>
        <div className={s.stack}>
          <BalanceHeader />
          <Tabs
            base="wallets"
            variant="underline"
            label={t('wallets.tabs')}
            value={name}
            onChange={select}
            items={[
              { id: 'deposit', label: t('wallets.deposit') },
              { id: 'withdraw', label: t('wallets.withdraw') },
            ]}
          />
          <TabPanel base="wallets" id={name}>
            {name === 'withdraw' ? <WithdrawPanel /> : <DepositPanel />}
          </TabPanel>
        </div>
      </PageBody>
    </>
  )
}

/** The shared page header's look, with the wallet's own Back rule (see walletsBack). */
function WalletsHeader({ title, back }: { title: string; back?: 1 }) {
  const { t } = useTranslation()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const goBack = () => {
    if (walletsBack(back, canGoBack) === 'history') router.history.back()
    else void router.navigate({ to: '/member' })
  }
  return (
    <header className={header.header}>
      <button type="button" className={header.back} onClick={goBack} aria-label={t('common.back')}>
        <ChevronLeftIcon size={22} />
      </button>
      <h1 className={header.title}>{title}</h1>
      <span className={header.spacer} />
    </header>
  )
}
