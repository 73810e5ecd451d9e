import { useTranslation } from '../../../i18n/index.ts'
import type { ModalContentProps } from '../../../ui/modal-store.ts'
import s from './first-deposit.module.css'
import { FirstDepositOffers } from './first-deposit-offers.tsx'

/**
 * The first-deposit modal's body (the modal host draws the panel, close button and focus trap).
 * Registered with `ownHeading`: its title names the dialog and its lead describes it.
 */
export function FirstDepositModal({ ids }: ModalContentProps) {
  const { t } = useTranslation()
  return (
    <div className={s.stack}>
      <h2 id={ids.title} className={s.modalTitle}>
        {t('firstDeposit.title')}
      </h2>
      <p id={ids.text} className={s.lead}>
        {t('firstDeposit.lead')}
      </p>
      <FirstDepositOffers />
    </div>
  )
}
