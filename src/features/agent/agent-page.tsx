import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { z } from 'zod'
import type { agentInfoReply } from '../../../contract/calls/agent.ts'
import { errorMessageKey } from '../../api/errors.ts'
import { useRedDots } from '../../api/red-dots.ts'
import { useTranslation } from '../../i18n/index.ts'
import b from '../../ui/blocks.module.css'
import { Button, ButtonLabel, buttonClass } from '../../ui/button.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { Money } from '../../ui/money.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { RedDot } from '../../ui/red-dot.tsx'
import { type Prize, RewardList } from '../../ui/reward-list.tsx'
import { TabPanel, Tabs } from '../../ui/tabs.tsx'
import { toast } from '../../ui/toast-store.ts'
import s from './agent.module.css'
import { agentInfoQueryOptions, useClaimAllRewards } from './agent-api.ts'
import { AgentLog } from './agent-log.tsx'
import { AGENT_TABS, type AgentTab } from './agent-search.ts'
import { VipGiftPopup } from './vip-gift-popup.tsx'

type Info = z.infer<typeof agentInfoReply>
const PRIZE_COIN = 2001

/**
 * /agent (spec 2, login required): the invite programme. Tabs by `tabActive`: the overview (code, share,
 * figures, rewards waiting), the invitees (with a claim per valid one), the commissions their bets paid,
 * and the rewards claimed.
 */
export function AgentPage({ tab }: { tab: AgentTab }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const dots = useRedDots()
  const query = useQuery(agentInfoQueryOptions())
  const [prizes, setPrizes] = useState<Prize[] | null>(null)
  const onClaimed = (amount: number) => setPrizes([{ propId: PRIZE_COIN, amount }])
  const waiting = !!dots && (dots.hasAgent || dots.agent5AwardFlag)
  const items = AGENT_TABS.map((id) => ({
    id,
    label: (
      <>
        {t(`agent.tabs.${id}`)}
        {id === 'rewards' && waiting ? <RedDot label={t('nav.newReward')} inline /> : null}
      </>
    ),
  }))
  return (
    <>
      <PageHeader title={t('agent.title')} />
      <PageBody>
        <div className={b.stack}>
          <Tabs
            base="agent"
            items={items}
            value={tab}
            label={t('agent.title')}
            variant="underline"
            onChange={(id) =>
              void navigate({ to: '/agent', search: { tabActive: id as AgentTab }, replace: true })
            }
          />
          <TabPanel base="agent" id={tab}>
            {tab === 'overview' ? (
              query.data ? (
                <Overview info={query.data} onClaimed={onClaimed} />
              ) : (
                <QueryState query={query} errorTitle={t('agent.errorTitle')} />
              )
            ) : null}
            {tab === 'invitees' ? <AgentLog type="invitee" onClaimed={onClaimed} /> : null}
            {tab === 'commissions' ? <AgentLog type="commission" onClaimed={onClaimed} /> : null}
            {tab === 'rewards' ? (
              <div className={b.stack}>
                {query.data ? <RewardsWaiting info={query.data} onClaimed={onClaimed} /> : null}
                <AgentLog type="reward" onClaimed={onClaimed} />
              </div>
            ) : null}
          </TabPanel>
        </div>
      </PageBody>
      {prizes ? <RewardList prizes={prizes} onClose={() => setPrizes(null)} /> : null}
      {/* Mounted once the figures are in, so it opens on them, not on the loading state. */}
      {query.data && !prizes ? <VipGiftPopup goalReached={query.data.validCount > 0} /> : null}
    </>
  )
}

function Overview({ info, onClaimed }: { info: Info; onClaimed: (amount: number) => void }) {
  const { t } = useTranslation()
  const total = info.invitees.reduce((n, l) => n + l.count, 0)
  return (
    <div className={b.stack}>
      <section className={`${b.card} ${s.highlight}`} aria-labelledby="agent-code">
        <h2 id="agent-code" className={s.muted}>
          {t('agent.yourCode')}
        </h2>
        <p className={s.code}>{info.inviteCode}</p>
        <p>
          {t('agent.pitch')} <Money value={info.inviteReward} kind="amount" />
        </p>
        <div className={s.actions}>
          <AppLink href="/share" className={buttonClass({ wrap: true })}>
            <ButtonLabel>{t('agent.share')}</ButtonLabel>
          </AppLink>
          <AppLink href="/agent/rule" className={buttonClass({ variant: 'secondary', wrap: true })}>
            <ButtonLabel>{t('agent.rules')}</ButtonLabel>
          </AppLink>
        </div>
      </section>
      <RewardsWaiting info={info} onClaimed={onClaimed} />
      <section className={b.card} aria-labelledby="agent-figures">
        <h2 id="agent-figures" className={b.cardTitle}>
          {t('agent.figures')}
        </h2>
        <dl className={s.figures}>
          <div className={s.figure}>
            <dt className={s.muted}>{t('agent.inviteesTotal')}</dt>
            <dd>{total}</dd>
          </div>
          {info.invitees.map((l) => (
            <div key={l.level} className={s.figure}>
              <dt className={s.muted}>{t('agent.levelCount', { level: l.level })}</dt>
              <dd>{l.count}</dd>
            </div>
          ))}
          <div className={s.figure}>
            <dt className={s.muted}>{t('agent.validCount')}</dt>
            <dd>{info.validCount}</dd>
          </div>
          <div className={s.figure}>
            <dt className={s.muted}>{t('agent.commissionPaid')}</dt>
            <dd>
              <Money value={info.commissionPaid} kind="amount" />
            </dd>
          </div>
          <div className={s.figure}>
            <dt className={s.muted}>{t('agent.rewardsClaimed')}</dt>
            <dd>
              <Money value={info.rewardsClaimed} kind="amount" />
            </dd>
          </div>
        </dl>
      </section>
    </div>
  )
}

function RewardsWaiting({ info, onClaimed }: { info: Info; onClaimed: (amount: number) => void }) {
  const { t } = useTranslation()
  const claim = useClaimAllRewards()
  return (
    <section className={b.card} aria-labelledby="agent-waiting">
      <h2 id="agent-waiting" className={b.cardTitle}>
        {t('agent.waitingTitle')}
      </h2>
      {info.claimableCount > 0 ? (
        <>
          <p>
            {t('agent.waiting', { count: info.claimableCount })}{' '}
            <Money value={info.claimableAmount} kind="amount" />
          </p>
          <Button
            loading={claim.isPending}
            onClick={() =>
              claim.mutate(undefined, {
                onSuccess: (reply) => onClaimed(reply.amount),
                onError: (error) => toast(t(errorMessageKey(error)), { tone: 'error' }),
              })
            }
          >
            {t('agent.claimAll')}
          </Button>
        </>
      ) : (
        <p className={s.muted}>{t('agent.nothingWaiting')}</p>
      )}
    </section>
  )
}
