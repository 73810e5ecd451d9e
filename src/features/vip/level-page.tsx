import { useTranslation } from '../../i18n/index.ts'
import { PageBody } from '../../ui/layout.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { BenefitsTable } from './benefits-table.tsx'
import { HowToEarn } from './how-to-earn.tsx'
import s from './vip.module.css'
import { VipGate } from './vip-gate.tsx'

/** /vip/level: the ladder, what each level gives, and how experience is earned. */
export function VipLevelPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('vip.levelTitle')} fallback="/vip" />
      <PageBody>
        <VipGate>
          {(vip) => (
            <div className={s.stack}>
              <BenefitsTable vip={vip} />
              <HowToEarn />
            </div>
          )}
        </VipGate>
      </PageBody>
    </>
  )
}
