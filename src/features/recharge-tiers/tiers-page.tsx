import { useQuery } from '@tanstack/react-query'
import type { RechargeTier } from '../../../contract/calls/recharge-tiers.ts'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/index.ts'
import { ActionError } from '../../ui/action-error.tsx'
import { Button, ButtonLabel, buttonClass } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { CoinIcon } from '../../ui/icons.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { Money } from '../../ui/money.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import s from './tiers.module.css'
import { rechargeTiersQueryOptions, useJoinRechargeTiers } from './tiers-api.ts'

const LOGIN_HREF = `/auth/login?redirect=${encodeURIComponent('/bonus/event')}`

/**
 * /bonus/event (AccumulatedRecharge, recharge bonus kind 7): the tiers over the player's total deposits,
 * the progress to the next, each tier's bonus and state, the join (opt-in) and the terms.
 */
export function TiersPage() {
  const { t } = useTranslation()
  const { user, isLoggedIn } = useSession()
  const query = useQuery(rechargeTiersQueryOptions(isLoggedIn ? (user?.id ?? null) : null))
  const data = query.data
  return (
    <PageBody>
      {!data ? (
        <QueryState query={query} errorTitle={t('tiers.errorTitle')} />
      ) : data.tiers.length === 0 ? (
        <EmptyState icon={<CoinIcon size={28} />} title={t('tiers.emptyTitle')} text={t('bonus.emptyText')} />
      ) : (
        <div className={s.stack}>
          <Progress total={data.total} tiers={data.tiers} isLoggedIn={isLoggedIn} />
          <JoinCard joined={data.joined} isLoggedIn={isLoggedIn} />
          <ol className={s.tiers} aria-label={t('tiers.listLabel')}>
            {data.tiers.map((tier) => (
              <TierRow key={`${tier.ruleId}-${tier.tier}`} tier={tier} />
            ))}
          </ol>
          <section className={s.card} aria-labelledby="tiers-terms">
            <h2 id="tiers-terms" className={s.heading}>
              {t('tiers.termsTitle')}
            </h2>
            <ul className={s.terms}>
              <li>{t('tiers.termTotal')}</li>
              <li>{t('tiers.termOnce')}</li>
              <li>{t('tiers.termWagering', { multiple: data.tiers[0]?.wagerMultiple ?? 1 })}</li>
              <li>{t('bonus.terms.withdrawalValue')}</li>
            </ul>
          </section>
        </div>
      )}
    </PageBody>
  )
}

function Progress({
  total,
  tiers,
  isLoggedIn,
}: {
  total: number
  tiers: RechargeTier[]
  isLoggedIn: boolean
}) {
  const { t } = useTranslation()
  const next = tiers.find((x) => x.state === 'next')
  const percent = next ? Math.min(100, Math.floor((total * 100) / next.threshold)) : 100
  return (
    <section className={s.card} aria-labelledby="tiers-total">
      <h2 id="tiers-total" className={s.muted}>
        {t('tiers.total')}
      </h2>
      <p className={s.total} data-value={total}>
        <Money value={total} kind="amount" />
      </p>
      {isLoggedIn && next ? (
        <>
          <progress className={s.bar} max={100} value={percent} aria-label={t('tiers.progressLabel')} />
          <p className={s.muted}>
            {t('tiers.toNext')} <Money value={next.threshold - total} kind="amount" />
          </p>
        </>
      ) : null}
      {isLoggedIn && !next ? <p className={s.muted}>{t('tiers.allReached')}</p> : null}
    </section>
  )
}

function JoinCard({ joined, isLoggedIn }: { joined: boolean; isLoggedIn: boolean }) {
  const { t } = useTranslation()
  const join = useJoinRechargeTiers()
  if (!isLoggedIn) {
    return (
      <section className={s.card}>
        <p>{t('tiers.visitorText')}</p>
        <AppLink href={LOGIN_HREF} className={buttonClass({ wrap: true })}>
          <ButtonLabel>{t('tiers.logIn')}</ButtonLabel>
        </AppLink>
      </section>
    )
  }
  if (joined) {
    return (
      <section className={s.card} data-state="joined">
        <p className={s.joined}>{t('tiers.joined')}</p>
      </section>
    )
  }
  return (
    <section className={s.card}>
      <p>{t('tiers.joinText')}</p>
      <Button wrap onClick={() => join.mutate()} disabled={join.isPending}>
        {t('tiers.join')}
      </Button>
      <ActionError action={join} className={s.error} />
    </section>
  )
}

function TierRow({ tier }: { tier: RechargeTier }) {
  const { t } = useTranslation()
  return (
    <li className={`${s.card} ${s.tier}`} data-state={tier.state}>
      <div>
        <p className={s.muted}>
          {t('tiers.reach')} <Money value={tier.threshold} kind="amount" />
        </p>
        <p className={s.bonus}>
          {t('tiers.bonus')} <Money value={tier.bonus} kind="amount" />
        </p>
      </div>
      <span className={`${s.state} ${s[tier.state]}`}>{t(`tiers.state.${tier.state}`)}</span>
    </li>
  )
}
