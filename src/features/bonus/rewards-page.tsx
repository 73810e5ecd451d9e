import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { errorMessageKey } from '../../api/errors.ts'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/index.ts'
import { Button, buttonClass } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { FlameIcon, GiftIcon, RefreshIcon, SparkIcon } from '../../ui/icons.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { Money, useMoney } from '../../ui/money.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { type Prize, RewardList } from '../../ui/reward-list.tsx'
import ui from '../../ui/reward-rows.module.css'
import { signInQueryOptions, useClaimSignIn } from '../activity/index.ts'
import { taskName, tasksQueryOptions, useClaimTask } from '../tasks/index.ts'
import { rebateQueryOptions, useClaimRebate, useClaimVip, vipQueryOptions } from '../vip/index.ts'
import s from './rewards.module.css'
import { type RewardClaim, type WaitingReward, waitingRewards } from './waiting-rewards.ts'

const PRIZE_COIN = 2001

const ICONS: Record<WaitingReward['source'], ReactNode> = {
  sign_in: <GiftIcon size={22} />,
  vip_signin: <SparkIcon size={22} />,
  vip_daily: <SparkIcon size={22} />,
  rebate: <RefreshIcon size={22} />,
  task: <FlameIcon size={22} />,
}

/** /bonus/reward: everything the player can claim now, each claimed in place; visitors are asked to log in. */
export function RewardsPage() {
  const { isLoggedIn } = useSession()
  return <PageBody>{isLoggedIn ? <WaitingRewardList /> : <VisitorNote />}</PageBody>
}

function WaitingRewardList() {
  const { t } = useTranslation()
  const queries = [
    useQuery(signInQueryOptions()),
    useQuery(vipQueryOptions()),
    useQuery(rebateQueryOptions()),
    useQuery(tasksQueryOptions(true)),
  ] as const
  const [signIn, vip, rebate, tasks] = queries
  const claims = useClaims()
  if (!signIn.data || !vip.data || !rebate.data || !tasks.data) {
    const failed = queries.find((q) => q.isError && !q.data) ?? signIn
    return <QueryState query={failed} errorTitle={t('rewardsWaiting.errorTitle')} />
  }
  const rows = waitingRewards({ signIn: signIn.data, vip: vip.data, rebate: rebate.data, tasks: tasks.data })
  return (
    <div className={ui.stack}>
      {rows.length === 0 ? (
        <EmptyState
          icon={<GiftIcon size={28} />}
          title={t('rewardsWaiting.emptyTitle')}
          text={t('rewardsWaiting.emptyText')}
        />
      ) : (
        <section aria-labelledby="rewards-waiting">
          <h2 id="rewards-waiting" className={s.title}>
            {t('rewardsWaiting.title')}
          </h2>
          <ul className={ui.list}>
            {rows.map((row) => (
              <RewardRow key={row.key} row={row} claims={claims} />
            ))}
          </ul>
        </section>
      )}
      {claims.error ? (
        <p className={s.error} role="alert">
          {t(errorMessageKey(claims.error))}
        </p>
      ) : null}
      <AppLink href="/bonus/record" className={s.history}>
        {t('rewardsWaiting.history')}
      </AppLink>
      {claims.prizes ? <RewardList prizes={claims.prizes} onClose={claims.closePrizes} /> : null}
    </div>
  )
}

/**
 * The features' own claim hooks, so each claim refreshes the coin and its feature's queries as on its page;
 * what was paid goes to the reward list.
 */
function useClaims() {
  const signIn = useClaimSignIn()
  const vip = useClaimVip()
  const rebate = useClaimRebate()
  const task = useClaimTask()
  const [prizes, setPrizes] = useState<readonly Prize[] | null>(null)
  const coin = (reply: { amount: number }) => setPrizes([{ propId: PRIZE_COIN, amount: reply.amount }])
  const [last, setLast] = useState<RewardClaim['kind'] | null>(null)
  const claim = (c: RewardClaim) => {
    setLast(c.kind)
    if (c.kind === 'signIn') signIn.mutate(undefined, { onSuccess: (reply) => setPrizes(reply.prizes) })
    else if (c.kind === 'vip') vip.mutate(c.which, { onSuccess: coin })
    else if (c.kind === 'rebate') rebate.mutate(undefined, { onSuccess: coin })
    else task.mutate({ id: c.task.id }, { onSuccess: (reply) => setPrizes(reply.prizes) })
  }
  const pending = (c: RewardClaim) => {
    if (c.kind === 'signIn') return signIn.isPending
    if (c.kind === 'vip') return vip.isPending && vip.variables === c.which
    if (c.kind === 'rebate') return rebate.isPending
    return task.isPending && task.variables !== 'allVip' && task.variables?.id === c.task.id
  }
  const byKind = { signIn, vip, rebate, task }
  return {
    claim,
    pending,
    busy: signIn.isPending || vip.isPending || rebate.isPending || task.isPending,
    error: last ? byKind[last].error : null,
    prizes,
    closePrizes: () => setPrizes(null),
  }
}

function RewardRow({ row, claims }: { row: WaitingReward; claims: ReturnType<typeof useClaims> }) {
  const { t } = useTranslation()
  const money = useMoney()
  const name =
    row.claim.kind === 'task'
      ? taskName(row.claim.task, t, (minor) => money(minor, 'amount'))
      : t(`rewardRecord.sources.${row.source}`)
  return (
    <li className={ui.row}>
      <span className={ui.icon} aria-hidden="true">
        {ICONS[row.source]}
      </span>
      <span className={ui.text}>
        <span className={ui.name}>{name}</span>
        {row.claim.kind === 'task' ? <span className={ui.meta}>{t('rewardRecord.sources.task')}</span> : null}
        {/* Under the name, so a long name keeps the row's width on a phone. */}
        {row.points ? (
          <span className={ui.amount}>{t('tasks.points', { count: row.amount })}</span>
        ) : (
          <Money value={row.amount} kind="amount" className={ui.amount} />
        )}
      </span>
      <Button
        size="sm"
        loading={claims.pending(row.claim)}
        disabled={claims.busy && !claims.pending(row.claim)}
        onClick={() => claims.claim(row.claim)}
        aria-label={t('rewardsWaiting.claimNamed', { name })}
      >
        {t('rewardsWaiting.claim')}
      </Button>
    </li>
  )
}

function VisitorNote() {
  const { t } = useTranslation()
  const href = useRouterState({ select: (st) => st.location.href })
  return (
    <EmptyState
      icon={<GiftIcon size={28} />}
      title={t('rewardsWaiting.loginTitle')}
      text={t('rewardsWaiting.loginText')}
      action={
        <AppLink href={`/auth/login?redirect=${encodeURIComponent(href)}`} className={buttonClass()}>
          {t('rewardsWaiting.login')}
        </AppLink>
      }
    />
  )
}
