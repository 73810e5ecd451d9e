import { useInfiniteQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { agentLogRow } from '../../../contract/calls/agent.ts'
import { errorMessageKey } from '../../api/errors.ts'
import { useTranslation } from '../../i18n/index.ts'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadMore } from '../../ui/load-more.tsx'
import { Money } from '../../ui/money.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { toast } from '../../ui/toast-store.ts'
import s from './agent.module.css'
import { type AgentLogType, agentLogQueryOptions, useClaimInviteReward } from './agent-api.ts'
import { formatTime } from './agent-format.ts'

type Row = z.infer<typeof agentLogRow>

/** One page of a log (invitees, commissions or rewards), newest first, 20 at a time. */
export function AgentLog({ type, onClaimed }: { type: AgentLogType; onClaimed: (amount: number) => void }) {
  const { t } = useTranslation()
  const query = useInfiniteQuery(agentLogQueryOptions(type))
  const rows = query.data?.pages.flatMap((page) => page.list)
  if (!rows) return <QueryState query={query} errorTitle={t('agent.logError')} />
  if (rows.length === 0) return <EmptyState title={t(`agent.empty.${type}`)} />
  return (
    <>
      <ul className={s.list}>
        {rows.map((row) => (
          <LogRow key={`${row.userId}-${row.level}`} type={type} row={row} onClaimed={onClaimed} />
        ))}
      </ul>
      <LoadMore query={query} label={t('agent.loadMore')} />
    </>
  )
}

function LogRow({
  type,
  row,
  onClaimed,
}: {
  type: AgentLogType
  row: Row
  onClaimed: (amount: number) => void
}) {
  const { t, i18n } = useTranslation()
  const claim = useClaimInviteReward()
  const onClaim = () =>
    claim.mutate(row.userId, {
      onSuccess: (reply) => onClaimed(reply.amount),
      onError: (error) => toast(t(errorMessageKey(error)), { tone: 'error' }),
    })
  return (
    <li className={s.row}>
      <span className={s.rowText}>
        <span className={s.rowLabel}>
          {t('agent.who', { nickname: row.nickname, id: row.userId, level: row.level })}
        </span>
        <time className={s.muted} dateTime={new Date(row.time * 1000).toISOString()}>
          {formatTime(row.time, i18n.resolvedLanguage ?? 'en')}
        </time>
        {type === 'invitee' ? (
          <span className={s.muted}>
            {t('agent.deposited')} <Money value={row.total} kind="amount" />
          </span>
        ) : null}
        {type === 'commission' ? (
          <span className={s.muted}>
            {t('agent.validBets')} <Money value={row.total} kind="amount" />
          </span>
        ) : null}
        {row.reason ? <span className={s.muted}>{t(`agent.refusal.${row.reason}`)}</span> : null}
      </span>
      {type === 'invitee' && row.status !== 'none' ? (
        <span className={s.status}>{t(`agent.status.${row.status}`)}</span>
      ) : null}
      {row.amount > 0 ? (
        <span className={s.rowValue}>
          <Money value={row.amount} kind="amount" />
        </span>
      ) : null}
      {type === 'invitee' && row.status === 'claimable' ? (
        <Button size="sm" loading={claim.isPending} onClick={onClaim}>
          {t('agent.claim')}
        </Button>
      ) : null}
    </li>
  )
}
