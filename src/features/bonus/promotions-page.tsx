import { useQuery } from '@tanstack/react-query'
import { useAppConfig } from '../../api/app-config.ts'
import { errorMessageKey } from '../../api/errors.ts'
import { useSession } from '../../api/session.ts'
import { useLocale, useTranslation } from '../../i18n/index.ts'
import b from '../../ui/blocks.module.css'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { ChevronRightIcon, CoinIcon, InboxIcon } from '../../ui/icons.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { Money } from '../../ui/money.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { ActivityList } from '../activity/index.ts'
import { tradeInfoQueryOptions } from '../wallet/index.ts'
import s from './bonus.module.css'
import { OfferCard, RuleTerms, Term } from './offer-card.tsx'
import { depositOffers, offerKicker } from './offers.ts'

/**
 * /bonus: the running activities (sign-in, VIP, tasks...: getActivityIds, in the operator's order), then
 * the deposit offers, read from the bonus rules that pay them. Players see each active rule (getTradeInfo,
 * as the Deposit page does), the first-deposit one only before their first deposit; visitors see the
 * first-deposit offer's 'up to' figure from appConfig (the rules themselves are served to players only).
 * The first /bonus tab: the /bonus layout (bonus-layout.tsx) draws the title and the tabs above it.
 */
export function PromotionsPage() {
  const { t } = useTranslation()
  const { isLoggedIn } = useSession()
  return (
    <PageBody>
      <div className={s.stack}>
        <ActivityList />
        {isLoggedIn ? <PlayerOffers /> : <VisitorOffers />}
        {isLoggedIn ? <RewardRecordLink /> : null}
        <p className={s.note}>{t('bonus.wagering')}</p>
      </div>
    </PageBody>
  )
}

function PlayerOffers() {
  const { t } = useTranslation()
  const query = useQuery(tradeInfoQueryOptions(useLocale()))
  const info = query.data
  if (!info) {
    if (query.isError && query.fetchStatus !== 'fetching')
      return <LoadError error={query.error} retry={() => void query.refetch()} />
    return <Spinner />
  }
  const offers = depositOffers(info.appRechargeBonusList, info.firstRecharge)
  if (offers.length === 0) return <NoOffers />
  return (
    <ul className={s.list}>
      {offers.map((rule) => (
        <OfferCard key={rule.id} kicker={t(offerKicker(rule.kind))} title={rule.name}>
          <RuleTerms rule={rule} channelName={info.appRechargeTypeMap[String(rule.rechargeTypeId)]?.name} />
        </OfferCard>
      ))}
    </ul>
  )
}

function VisitorOffers() {
  const { t } = useTranslation()
  const query = useAppConfig()
  const config = query.data
  if (!config) {
    if (query.isError && query.fetchStatus !== 'fetching')
      return <LoadError error={query.error} retry={() => void query.refetch()} />
    return <Spinner />
  }
  // 0: no first-deposit bonus the rules back with an amount (see lobby-bonus.ts on the server).
  const upTo = config.clientConfig.lobbyBonusAmount
  if (upTo <= 0) return <NoOffers />
  return (
    <ul className={s.list}>
      <OfferCard kicker={t('bonus.firstDeposit')} title={t('bonus.firstDepositTitle')}>
        <Term label={t('bonus.terms.upTo')}>
          <Money value={upTo} kind="amount" />
        </Term>
        <Term label={t('bonus.terms.how')}>{t('bonus.firstDepositHow')}</Term>
      </OfferCard>
    </ul>
  )
}

function NoOffers() {
  const { t } = useTranslation()
  return (
    <EmptyState icon={<CoinIcon size={28} />} title={t('bonus.emptyTitle')} text={t('bonus.emptyText')} />
  )
}

function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation()
  return <ErrorState title={t('bonus.errorTitle')} text={t(errorMessageKey(error))} onRetry={retry} />
}

/** The way to every reward received so far (/reward/record). */
function RewardRecordLink() {
  const { t } = useTranslation()
  return (
    <div className={b.iconRowBox}>
      <AppLink href="/reward/record" className={`${s.card} ${s.linkCard} ${b.iconRow}`}>
        <InboxIcon size={28} className={`${s.coin} ${b.iconRowLead}`} />
        <span className={`${s.title} ${b.iconRowText}`}>{t('rewardRecord.title')}</span>
        <ChevronRightIcon size={20} />
      </AppLink>
    </div>
  )
}
