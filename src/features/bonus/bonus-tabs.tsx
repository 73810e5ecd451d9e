import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { RedDots } from '../../../contract/calls/activities.ts'
import { rewardWaiting, useRedDots } from '../../api/red-dots.ts'
import { useTranslation } from '../../i18n/index.ts'
import { AppLink } from '../../ui/nav-link.tsx'
import { RedDot } from '../../ui/red-dot.tsx'
import s from './bonus-tabs.module.css'

/**
 * The /bonus tabs (spec 2: /bonus and its children), in order. A child route of /bonus adds its line here;
 * its page renders only its body, the /bonus layout (bonus-layout.tsx) draws the title and these tabs.
 */
export const BONUS_TABS: ReadonlyArray<{ href: string; labelKey: string; dot?: (d: RedDots) => boolean }> = [
  // The daily sign-in is an activity card on the Promotions tab.
  { href: '/bonus', labelKey: 'bonus.tabs.promotions', dot: (d) => d.signInFlag },
  // Everything claimable now, whichever tab it belongs to.
  { href: '/bonus/reward', labelKey: 'bonus.tabs.reward', dot: rewardWaiting },
  { href: '/bonus/tasks', labelKey: 'bonus.tabs.tasks', dot: (d) => d.taskAwardFlag || d.hasTask },
  { href: '/bonus/event', labelKey: 'bonus.tabs.event' },
  { href: '/bonus/vip', labelKey: 'bonus.tabs.vip', dot: (d) => d.vipAwardFlag },
  { href: '/bonus/rebate', labelKey: 'bonus.tabs.rebate', dot: (d) => d.hasFreeBonus },
  { href: '/bonus/record', labelKey: 'bonus.tabs.record' },
]

/** The tab a path shows: the longest tab path it is or lies under, else the first. */
export function activeBonusTab(pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/'
  const hits = BONUS_TABS.filter((tab) => path === tab.href || path.startsWith(`${tab.href}/`))
  return hits.sort((a, b) => b.href.length - a.href.length)[0] ?? BONUS_TABS[0]
}

/**
 * Links between the /bonus pages: a labelled nav, the current one marked with aria-current, a red dot on
 * each tab where a reward waits (getRedDots).
 */
export function BonusTabs() {
  const { t } = useTranslation()
  const dots = useRedDots()
  const pathname = useRouterState({ select: (st) => st.location.pathname })
  const active = activeBonusTab(pathname)
  const nav = useRef<HTMLElement>(null)
  // On a phone the row scrolls sideways: bring the current tab into view (a deep link to the last one).
  const activeHref = active?.href
  useEffect(() => {
    nav.current
      ?.querySelector(`a[href="${activeHref}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [activeHref])
  return (
    <nav ref={nav} aria-label={t('bonus.tabs.label')} className={s.tabs}>
      {BONUS_TABS.map((tab) => (
        <AppLink
          key={tab.href}
          href={tab.href}
          className={s.tab}
          aria-current={tab === active ? 'page' : undefined}
        >
          {t(tab.labelKey)}
          {dots && tab.dot?.(dots) ? <RedDot label={t('nav.newReward')} inline /> : null}
        </AppLink>
      ))}
    </nav>
  )
}
