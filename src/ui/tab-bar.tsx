import { mailWaiting, rewardWaiting, useRedDots } from '../api/red-dots.ts'
import { useTranslation } from '../i18n/index.ts'
import { GiftIcon, HeadsetIcon, HomeIcon, SearchIcon, UserIcon } from './icons.tsx'
import { NavLink } from './nav-link.tsx'
import { RedDot } from './red-dot.tsx'
import s from './tab-bar.module.css'

// Five tabs share 320 px: each label is a short word in every language (Promos, not Promotions).
const TABS = [
  { href: '/', key: 'nav.home', Icon: HomeIcon, activeFor: [] },
  { href: '/game/search', key: 'nav.search', Icon: SearchIcon, activeFor: [] },
  { href: '/bonus', key: 'nav.promos', Icon: GiftIcon, activeFor: [] },
  // The FAQ is a page of the service section, so the Service tab stays lit there.
  { href: '/service', key: 'nav.service', Icon: HeadsetIcon, activeFor: ['/faq'] },
  { href: '/member', key: 'nav.member', Icon: UserIcon, activeFor: [] },
] as const

/** Narrow screens only (CSS): the bottom tab bar within thumb reach. */
export function TabBar() {
  const { t } = useTranslation()
  // Promotions and the member page both lead to what can be claimed (sign-in, VIP, rebate, tasks);
  // the member page also to the mail.
  const dots = useRedDots()
  const waiting = rewardWaiting(dots)
  const memberDot = waiting || mailWaiting(dots)
  return (
    <nav className={s.bar} aria-label={t('nav.main')}>
      {TABS.map(({ href, key, Icon, activeFor }) => (
        <NavLink key={href} href={href} activeFor={activeFor} className={s.tab}>
          <Icon size={22} />
          <span className={s.label}>{t(key)}</span>
          {(href === '/bonus' && waiting) || (href === '/member' && memberDot) ? (
            <RedDot label={t('nav.newReward')} />
          ) : null}
        </NavLink>
      ))}
    </nav>
  )
}
