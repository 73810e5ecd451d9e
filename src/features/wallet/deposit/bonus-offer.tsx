import { useTranslation } from '../../../i18n/index.ts'
import { Money } from '../../../ui/money.tsx'
import s from '../bonus/bonus.module.css'
import { BonusTerms } from '../bonus/bonus-terms.tsx'
import type { GrantPreview } from './channels.ts'

interface BonusOfferProps {
  grants: GrantPreview[]
  optIn: boolean
  onOptIn: (optIn: boolean) => void
}

/**
 * The deposit's bonus offer: the player takes it only by ticking the box (unticked by default), with the
 * terms beside it, so nothing is accepted unread (issue 18: never a bonus the player did not opt into).
 */
export function BonusOffer({ grants, optIn, onOptIn }: BonusOfferProps) {
  const { t } = useTranslation()
  const bonus = grants.reduce((sum, g) => sum + g.amount, 0)
  if (bonus <= 0) return null
  const required = grants.reduce((sum, g) => sum + g.amount * g.wagerMultiple, 0)
  const multiples = new Set(grants.map((g) => g.wagerMultiple))
  const multiple = multiples.size === 1 ? (grants[0]?.wagerMultiple ?? null) : null
  return (
    <fieldset className={s.offer}>
      <legend className="visually-hidden">{t('bonusMoney.offerLegend')}</legend>
      <label className={s.choice}>
        <input
          type="checkbox"
          checked={optIn}
          onChange={(e) => onOptIn(e.target.checked)}
          aria-describedby="deposit-bonus-terms"
          data-testid="bonus-opt-in"
        />
        <span>
          {t('bonusMoney.optIn')} <Money value={bonus} kind="amount" />
        </span>
      </label>
      <div id="deposit-bonus-terms">
        <BonusTerms multiple={multiple} required={required} />
      </div>
    </fieldset>
  )
}
