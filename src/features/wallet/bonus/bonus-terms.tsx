import { useTranslation } from '../../../i18n/index.ts'
import { Money } from '../../../ui/money.tsx'
import s from './bonus.module.css'

interface BonusTermsProps {
  /** The wagering multiple, when every bonus in question has the same one. */
  multiple: number | null
  /** The cash bets this deposit's bonus would need, when known. */
  required?: number
}

/**
 * The terms every deposit bonus has (contract/calls/wallet-deposit.ts rechargeBonusSchema), shown before
 * the player accepts one: kept apart, what releases it and what counts, no expiry, what a withdrawal does.
 */
export function BonusTerms({ multiple, required }: BonusTermsProps) {
  const { t } = useTranslation()
  return (
    <ul className={s.terms}>
      <li>{t('bonusMoney.terms.apart')}</li>
      <li>
        {multiple !== null ? t('bonusMoney.terms.wager', { multiple }) : t('bonusMoney.terms.wagerMixed')}
        {required ? (
          <>
            {' '}
            {t('bonusMoney.terms.wagerThis')} <Money value={required} kind="amount" />.
          </>
        ) : null}
      </li>
      <li>{t('bonusMoney.terms.counts')}</li>
      <li>{t('bonusMoney.terms.expiry')}</li>
      <li>{t('bonusMoney.terms.withdrawal')}</li>
    </ul>
  )
}
