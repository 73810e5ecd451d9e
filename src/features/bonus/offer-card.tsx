import type { ReactNode } from 'react'
import { useLocale, useTranslation } from '../../i18n/index.ts'
import { ButtonLabel, buttonClass } from '../../ui/button.tsx'
import { CoinIcon } from '../../ui/icons.tsx'
import { Money } from '../../ui/money.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import s from './bonus.module.css'
import type { BonusRule } from './offers.ts'

/** Where every offer's button goes (a visitor is asked to log in first, then lands there). */
export const DEPOSIT_HREF = '/wallets?name=deposit'

interface OfferCardProps {
  kicker: string
  title: string
  /** The offer's terms, as `<Term>` rows. */
  children: ReactNode
}

/** One promotion: what it is, its terms, and the way to take it (a deposit). */
export function OfferCard({ kicker, title, children }: OfferCardProps) {
  const { t } = useTranslation()
  return (
    <li className={s.card}>
      <div className={s.cardHead}>
        <CoinIcon size={28} className={s.coin} />
        <div>
          <p className={s.kicker}>{kicker}</p>
          <h2 className={s.title}>{title}</h2>
        </div>
      </div>
      <dl className={s.terms}>{children}</dl>
      <AppLink href={DEPOSIT_HREF} className={`${buttonClass({ wrap: true })} ${s.cta}`}>
        <ButtonLabel>{t('bonus.deposit')}</ButtonLabel>
      </AppLink>
    </li>
  )
}

interface TermProps {
  label: string
  /** A sentence: it goes under its label instead of squeezing the label into a column of single words. */
  wide?: boolean
  children: ReactNode
}

export function Term({ label, wide = false, children }: TermProps) {
  return (
    <div className={wide ? `${s.term} ${s.wide}` : s.term}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * A bonus rule's terms as the deposit webhook applies them: percent and/or fixed, cap, minimum, channel;
 * then how it is taken (opt-in on the deposit), its wagering and what a withdrawal does to it.
 */
export function RuleTerms({ rule, channelName }: { rule: BonusRule; channelName: string | undefined }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const percent =
    rule.percentBp > 0
      ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
          rule.percentBp / 10_000,
        )
      : null
  return (
    <>
      <Term label={t('bonus.terms.bonus')}>
        {percent}
        {percent && rule.fixedAmount > 0 ? ' + ' : null}
        {rule.fixedAmount > 0 ? <Money value={rule.fixedAmount} kind="amount" /> : null}
      </Term>
      {rule.maxBonus > 0 ? (
        <Term label={t('bonus.terms.upTo')}>
          <Money value={rule.maxBonus} kind="amount" />
        </Term>
      ) : null}
      {rule.minDeposit > 0 ? (
        <Term label={t('bonus.terms.minDeposit')}>
          <Money value={rule.minDeposit} kind="amount" />
        </Term>
      ) : null}
      {rule.rechargeTypeId !== 0 ? (
        <Term label={t('bonus.terms.channel')}>{channelName ?? `#${rule.rechargeTypeId}`}</Term>
      ) : null}
      <Term label={t('bonus.terms.optIn')} wide>
        {t('bonus.terms.optInValue')}
      </Term>
      <Term label={t('bonus.terms.wagering')} wide>
        {t('bonus.terms.wageringValue', { multiple: rule.wagerMultiple })}
      </Term>
      <Term label={t('bonus.terms.withdrawal')} wide>
        {t('bonus.terms.withdrawalValue')}
      </Term>
    </>
  )
}
