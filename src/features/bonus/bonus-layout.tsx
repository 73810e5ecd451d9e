import { Outlet, useRouterState } from '@tanstack/react-router'
import { useTranslation } from '../../i18n/index.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { activeBonusTab, BonusTabs } from './bonus-tabs.tsx'

/** /bonus and its children: the current tab's title, the tabs, then the child page's body. */
export function BonusLayout() {
  const { t } = useTranslation()
  const pathname = useRouterState({ select: (st) => st.location.pathname })
  const tab = activeBonusTab(pathname)
  return (
    <>
      <PageHeader title={t(tab?.labelKey ?? 'bonus.title')} />
      <BonusTabs />
      <Outlet />
    </>
  )
}
