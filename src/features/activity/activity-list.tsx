import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Activity } from '../../../contract/calls/activities.ts'
import { useSession } from '../../api/session.ts'
import { useLocale, useTranslation } from '../../i18n/index.ts'
import b from '../../ui/blocks.module.css'
import {
  ChevronRightIcon,
  CoinIcon,
  FlameIcon,
  GiftIcon,
  GlobeIcon,
  MegaphoneIcon,
  SparkIcon,
} from '../../ui/icons.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { activitiesQueryOptions } from './activities-api.ts'
import s from './activity-list.module.css'
import { activityLink, ClickType, isOffered } from './activity-routes.ts'

const ICONS: Record<string, ReactNode> = {
  FreeSign: <GiftIcon size={28} />,
  VIP: <SparkIcon size={28} />,
  Tasks: <FlameIcon size={28} />,
  Tasks1: <FlameIcon size={28} />,
  FollowRewards: <MegaphoneIcon size={28} />,
  SlotsHack: <FlameIcon size={28} />,
}

function ActivityArt({ activity }: { activity: Activity }) {
  if (activity.image)
    return (
      <img className={`${s.image} ${b.iconRowLead}`} src={activity.image} alt="" width={56} height={56} />
    )
  const icon =
    activity.clickType === ClickType.external ? (
      <GlobeIcon size={28} />
    ) : (
      (ICONS[activity.clickAction] ?? <CoinIcon size={28} />)
    )
  return (
    <span className={`${s.icon} ${b.iconRowLead}`} aria-hidden="true">
      {icon}
    </span>
  )
}

/**
 * The running activities (getActivityIds) as cards, in the operator's order, on top of Promotions. A tap
 * opens the activity (activity-routes.ts); a visitor tapping one that needs login goes to login first and
 * comes back to it. The first-deposit activity goes once the player has deposited. Nothing running:
 * nothing shown (the offers below still are).
 */
export function ActivityList() {
  const { t } = useTranslation()
  const { isLoggedIn, user } = useSession()
  const here = useRouterState({ select: (st) => st.location.href })
  const query = useQuery(activitiesQueryOptions(useLocale(), user?.id ?? null))
  const data = query.data
  if (!data) return <QueryState query={query} errorTitle={t('activities.errorTitle')} />
  const list = data.activityIds
    .flatMap((id) => data.activityMap[String(id)] ?? [])
    .filter((a) => isOffered(a, data.totalRecharge))
  if (list.length === 0) return null
  return (
    <section aria-label={t('activities.title')}>
      <ul className={s.list}>
        {list.map((activity) => {
          const link = activityLink(activity, isLoggedIn, here)
          if (link.kind === 'none') return null
          const body = (
            <>
              <ActivityArt activity={activity} />
              <span className={`${s.text} ${b.iconRowText}`}>
                <span className={s.name}>{activity.name}</span>
                {activity.description ? <span className={s.description}>{activity.description}</span> : null}
                {!isLoggedIn && activity.unloginShowStatus === 0 ? (
                  <span className={s.note}>{t('activities.loginNeeded')}</span>
                ) : null}
              </span>
              {link.kind === 'external' ? (
                <span className="visually-hidden">{t('activities.newTab')}</span>
              ) : null}
              <ChevronRightIcon size={20} />
            </>
          )
          return (
            <li key={activity.id} className={b.iconRowBox}>
              {link.kind === 'external' ? (
                <a
                  className={`${s.card} ${b.iconRow}`}
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {body}
                </a>
              ) : (
                <AppLink
                  className={`${s.card} ${b.iconRow}`}
                  href={link.href}
                  data-activity={activity.clickAction}
                >
                  {body}
                </AppLink>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
