import { useQuery } from '@tanstack/react-query'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import type { CallReply } from '../../../contract/calls/index.ts'
import type { Task } from '../../../contract/calls/tasks.ts'
import { TASK_GROUPS, TaskState } from '../../../contract/task-kinds.ts'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/index.ts'
import { ActionError } from '../../ui/action-error.tsx'
import { Button, ButtonLabel, buttonClass } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { type Prize, RewardList } from '../../ui/reward-list.tsx'
import { TabPanel, Tabs } from '../../ui/tabs.tsx'
import { TaskCard } from './task-card.tsx'
import { timeLeft } from './task-text.ts'
import s from './tasks.module.css'
import { tasksQueryOptions, useClaimTask } from './tasks-api.ts'

type Group = CallReply<'getTaskUser'>['groups'][number]

/** ?group=N selects the Nth group (DESIGN 5: Tasks1 is /bonus/tasks?group=1); anything else the first. */
function useGroupIndex(): [number, (index: number) => void] {
  const router = useRouter()
  const location = useRouterState({ select: (st) => st.location })
  const raw = Number((location.search as Record<string, unknown>).group)
  const index = Number.isInteger(raw) && raw >= 0 && raw < TASK_GROUPS.length ? raw : 0
  const select = (next: number) =>
    void router.navigate({ href: `${location.pathname}?group=${next}`, replace: true })
  return [index, select]
}

/**
 * /bonus/tasks: the daily, weekly, newbie and VIP tasks, each with its progress, reward and Claim. Visitors
 * see the tasks at 0 and a log-in button; a claim shows the reward list and the header takes the reply's
 * balance.
 */
export function TasksPage() {
  const { t } = useTranslation()
  const { isLoggedIn } = useSession()
  const query = useQuery(tasksQueryOptions(isLoggedIn))
  const [index, select] = useGroupIndex()
  const data = query.data
  return (
    <PageBody>
      <div className={s.stack}>
        {isLoggedIn ? null : <VisitorNote />}
        {data ? (
          data.groups.every((g) => g.tasks.length === 0) ? (
            <EmptyState title={t('tasks.emptyTitle')} text={t('tasks.emptyText')} />
          ) : (
            <>
              <Tabs
                base="task-groups"
                label={t('tasks.groupsLabel')}
                variant="underline"
                items={data.groups.map((g) => ({ id: g.group, label: t(`tasks.groups.${g.group}`) }))}
                value={data.groups[index]?.group ?? 'daily'}
                onChange={(id) =>
                  select(
                    Math.max(
                      0,
                      data.groups.findIndex((g) => g.group === id),
                    ),
                  )
                }
              />
              {data.groups[index] ? (
                <TabPanel base="task-groups" id={data.groups[index].group}>
                  <GroupPanel group={data.groups[index]} vip={data.vip} signedIn={isLoggedIn} />
                </TabPanel>
              ) : null}
              <p className={s.muted}>{t('tasks.howText')}</p>
            </>
          )
        ) : (
          <QueryState query={query} errorTitle={t('tasks.errorTitle')} />
        )}
      </div>
    </PageBody>
  )
}

function VisitorNote() {
  const { t } = useTranslation()
  const href = useRouterState({ select: (st) => st.location.href })
  return (
    <section className={s.visitor} aria-labelledby="tasks-visitor">
      <div>
        <h2 id="tasks-visitor" className={s.visitorTitle}>
          {t('tasks.loginTitle')}
        </h2>
        <p className={s.muted}>{t('tasks.loginText')}</p>
      </div>
      <AppLink
        href={`/auth/login?redirect=${encodeURIComponent(href)}`}
        className={buttonClass({ wrap: true })}
      >
        <ButtonLabel>{t('tasks.login')}</ButtonLabel>
      </AppLink>
    </section>
  )
}

function GroupPanel({ group, vip, signedIn }: { group: Group; vip: number; signedIn: boolean }) {
  const { t } = useTranslation()
  const claim = useClaimTask()
  const [prizes, setPrizes] = useState<readonly Prize[] | null>(null)
  const onClaim = (what: { id: number } | 'allVip') =>
    claim.mutate(what, { onSuccess: (reply) => setPrizes(reply.prizes) })
  const ready = group.tasks.filter((task: Task) => task.state === TaskState.ready).length
  const endsKey = group.group === 'newbie' ? 'tasks.endsIn' : 'tasks.resetsIn'
  return (
    <div className={s.stack}>
      <div className={s.groupHead}>
        {signedIn && group.group === 'vip' ? (
          <span className={s.muted}>{t('tasks.vipLevel', { level: vip })}</span>
        ) : null}
        <span className={s.muted}>{t(endsKey, { time: timeLeft(group.endTime, Date.now(), t) })}</span>
      </div>
      {group.tasks.length === 0 ? (
        <EmptyState title={t('tasks.emptyTitle')} text={t('tasks.emptyText')} />
      ) : (
        <ul className={s.list}>
          {group.tasks.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              signedIn={signedIn}
              claiming={claim.isPending && claim.variables !== 'allVip' && claim.variables?.id === task.id}
              onClaim={() => onClaim({ id: task.id })}
            />
          ))}
        </ul>
      )}
      {signedIn && group.group === 'vip' && group.tasks.length > 0 ? (
        <Button
          block
          disabled={ready === 0}
          loading={claim.isPending && claim.variables === 'allVip'}
          onClick={() => onClaim('allVip')}
        >
          {t('tasks.claimAllVip')}
        </Button>
      ) : null}
      <ActionError action={claim} className={s.error} />
      {prizes ? <RewardList prizes={prizes} onClose={() => setPrizes(null)} /> : null}
    </div>
  )
}
