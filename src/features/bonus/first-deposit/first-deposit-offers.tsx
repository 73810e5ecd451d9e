import { useQuery } from '@tanstack/react-query'
import { useAppConfig } from '../../../api/app-config.ts'
import { useSession } from '../../../api/session.ts'
import { useLocale, useTranslation } from '../../../i18n/index.ts'
import { ButtonLabel, buttonClass } from '../../../ui/button.tsx'
import { EmptyState } from '../../../ui/empty-state.tsx'
import { CoinIcon } from '../../../ui/icons.tsx'
import { Money } from '../../../ui/money.tsx'
import { AppLink } from '../../../ui/nav-link.tsx'
import { QueryState } from '../../../ui/query-state.tsx'
import { tradeInfoQueryOptions } from '../../wallet/index.ts'
import bonus from '../bonus.module.css'
import { OfferCard, RuleTerms, Term } from '../offer-card.tsx'
import { FIRST_DEPOSIT } from '../offers.ts'
import s from './first-deposit.module.css'

/** Log in, then back to the first-deposit page. */
export const FIRST_DEPOSIT_LOGIN_HREF = `/auth/login?redirect=${encodeURIComponent('/activity/first-deposit')}`

/**
 * The first-deposit offer(s) as the server pays them: a player's own rules (getTradeInfo serves the
 * first-deposit rule only while it can still pay), the 'offer used' state after the first deposit, and a
 * visitor's 'up to' figure with a log-in button. Shared by /activity/first-deposit and its modal.
 */
export function FirstDepositOffers() {
  const { isLoggedIn } = useSession()
  return isLoggedIn ? <PlayerOffer /> : <VisitorOffer />
}

function PlayerOffer() {
  const { t } = useTranslation()
  const query = useQuery(tradeInfoQueryOptions(useLocale()))
  const info = query.data
  if (!info) return <QueryState query={query} errorTitle={t('firstDeposit.errorTitle')} />
  if (info.firstRecharge > 0) {
    return (
      <section className={`${bonus.card} ${s.used}`} aria-labelledby="first-deposit-used" data-state="used">
        <h2 id="first-deposit-used" className={bonus.title}>
          {t('firstDeposit.usedTitle')}
        </h2>
        <p>{t('firstDeposit.usedText')}</p>
        <AppLink href="/bonus" className={buttonClass({ variant: 'secondary', wrap: true })}>
          <ButtonLabel>{t('firstDeposit.otherOffers')}</ButtonLabel>
        </AppLink>
      </section>
    )
  }
  const rules = info.appRechargeBonusList.filter((r) => r.kind === FIRST_DEPOSIT)
  if (rules.length === 0) return <NoOffer />
  return (
    <ul className={bonus.list}>
      {rules.map((rule) => (
        <OfferCard key={rule.id} kicker={t('bonus.firstDeposit')} title={rule.name}>
          <RuleTerms rule={rule} channelName={info.appRechargeTypeMap[String(rule.rechargeTypeId)]?.name} />
        </OfferCard>
      ))}
    </ul>
  )
}

function VisitorOffer() {
  const { t } = useTranslation()
  const query = useAppConfig()
  const config = query.data
  if (!config) return <QueryState query={query} errorTitle={t('firstDeposit.errorTitle')} />
  // 0: no first-deposit bonus the rules back with an amount (lobby-bonus.ts on the server).
  const upTo = config.clientConfig.lobbyBonusAmount
  if (upTo <= 0) return <NoOffer />
  return (
    <section className={bonus.card} aria-labelledby="first-deposit-visitor">
      <h2 id="first-deposit-visitor" className={bonus.title}>
        {t('bonus.firstDepositTitle')}
      </h2>
      <dl className={bonus.terms}>
        <Term label={t('bonus.terms.upTo')}>
          <Money value={upTo} kind="amount" />
        </Term>
        <Term label={t('bonus.terms.how')}>{t('bonus.firstDepositHow')}</Term>
        <Term label={t('bonus.terms.optIn')} wide>
          {t('bonus.terms.optInValue')}
        </Term>
      </dl>
      <AppLink href={FIRST_DEPOSIT_LOGIN_HREF} className={buttonClass({ wrap: true })}>
        <ButtonLabel>{t('firstDeposit.logIn')}</ButtonLabel>
      </AppLink>
    </section>
  )
}

function NoOffer() {
  const { t } = useTranslation()
  return (
    <EmptyState
      icon={<CoinIcon size={28} />}
      title={t('firstDeposit.emptyTitle')}
      text={t('bonus.emptyText')}
    />
  )
}
