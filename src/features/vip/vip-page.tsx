import { useTranslation } from '../../i18n/index.ts'
import { ChevronRightIcon } from '../../ui/icons.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { HowToEarn } from './how-to-earn.tsx'
import s from './vip.module.css'
import { VipClaims } from './vip-claims.tsx'
import { VipGate } from './vip-gate.tsx'
import { VipProgress } from './vip-progress.tsx'

/** /vip (spec 7 VIP): the player's level and progress, today's two payouts, and the way to the ladder. */
export function VipPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('vip.title')} fallback="/member" />
      <PageBody>
        <VipGate>
          {(vip) => (
            <div className={s.stack}>
              <VipProgress vip={vip} />
              <VipClaims vip={vip} />
              <AppLink href="/vip/level" className={`${s.card} ${s.linkCard}`}>
                <span>{t('vip.allLevels')}</span>
                <ChevronRightIcon size={20} />
              </AppLink>
              <AppLink href="/vip/rebate" className={`${s.card} ${s.linkCard}`}>
                <span>{t('rebate.title')}</span>
                <ChevronRightIcon size={20} />
              </AppLink>
              <HowToEarn />
            </div>
          )}
        </VipGate>
      </PageBody>
    </>
  )
}
