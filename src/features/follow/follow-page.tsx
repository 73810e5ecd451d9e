import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/index.ts'
import { EmptyState } from '../../ui/empty-state.tsx'
import { MegaphoneIcon } from '../../ui/icons.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { type Prize, RewardList } from '../../ui/reward-list.tsx'
import { ChannelCard } from './channel-card.tsx'
import s from './follow.module.css'
import { followChannelsQueryOptions } from './follow-api.ts'

/**
 * /activity/follow (FollowRewards, no navbar): the site's channels, each with a coin reward paid once.
 * We cannot see who follows a channel, and the page says so: open it, follow it, claim.
 */
export function FollowPage() {
  const { t } = useTranslation()
  const { user, isLoggedIn } = useSession()
  const query = useQuery(followChannelsQueryOptions(user?.id ?? null))
  const [prizes, setPrizes] = useState<readonly Prize[] | null>(null)
  const channels = query.data?.channels
  return (
    <>
      <PageHeader title={t('follow.title')} fallback="/bonus" />
      <PageBody>
        <div className={s.stack}>
          <p className={s.lead}>{t('follow.lead')}</p>
          <p className={s.honest}>{t('follow.honest')}</p>
          {!channels ? (
            <QueryState query={query} errorTitle={t('follow.loadError')} />
          ) : channels.length === 0 ? (
            <EmptyState
              icon={<MegaphoneIcon size={28} />}
              title={t('follow.emptyTitle')}
              text={t('follow.emptyText')}
            />
          ) : (
            <ul className={s.list}>
              {channels.map((c) => (
                <li key={c.id}>
                  <ChannelCard channel={c} isLoggedIn={isLoggedIn} onClaimed={setPrizes} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </PageBody>
      {prizes ? <RewardList prizes={prizes} onClose={() => setPrizes(null)} /> : null}
    </>
  )
}
