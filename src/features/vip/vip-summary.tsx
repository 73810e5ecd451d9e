import { useTranslation } from '../../i18n/index.ts'
import { ChevronRightIcon } from '../../ui/icons.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import s from './vip.module.css'
import { VipGate } from './vip-gate.tsx'
import { VipProgress } from './vip-progress.tsx'

/** The /bonus/vip tab: the player's level and progress, and the way to the VIP page with its claims. */
export function VipSummary() {
  const { t } = useTranslation()
  return (
    <PageBody>
      <VipGate>
        {(vip) => (
          <div className={s.stack}>
            <VipProgress vip={vip} />
            <AppLink href="/vip" className={`${s.card} ${s.linkCard}`}>
              <span>{t('vip.openClub')}</span>
              <ChevronRightIcon size={20} />
            </AppLink>
            <AppLink href="/vip/level" className={`${s.card} ${s.linkCard}`}>
              <span>{t('vip.allLevels')}</span>
              <ChevronRightIcon size={20} />
            </AppLink>
          </div>
        )}
      </VipGate>
    </PageBody>
  )
}
