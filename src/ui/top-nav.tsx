import { Link } from '@tanstack/react-router'
import { mailWaiting, rewardWaiting, useRedDots } from '../api/red-dots.ts'
import { useTranslation } from '../i18n/index.ts'
import { LogoMark } from './icons.tsx'
import { InstallButton } from './install-button.tsx'
import { LocaleSwitch } from './locale-switch.tsx'
import { NavLink } from './nav-link.tsx'
import { RedDot } from './red-dot.tsx'
import { SessionActions } from './session-actions.tsx'
import s from './top-nav.module.css'

// The same sections as the phone's tab bar (the balance chip is Member); FAQ and Get the app are in the
// footer, which has room for them in every language.
const LINKS = [
  { href: '/', key: 'nav.home' },
  { href: '/game/search', key: 'nav.search' },
  { href: '/bonus', key: 'nav.promotions' },
  { href: '/service', key: 'nav.service' },
] as const

/** Wide screens only (CSS): brand, section links, language and session in one bar. */
export function TopNav() {
  const { t } = useTranslation()
  const dots = useRedDots()
  const waiting = rewardWaiting(dots)
  return (
    <header className={s.header}>
      <div className={s.inner}>
        <Link to="/" className={`${s.brand} ${s.squeezable}`}>
          <LogoMark size={32} />
          <span>{t('common.appName')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className={s.nav}>
          {LINKS.map((l) => (
            <NavLink key={l.href} href={l.href} className={s.link}>
              {t(l.key)}
              {waiting && l.href === '/bonus' ? <RedDot label={t('nav.newReward')} inline /> : null}
            </NavLink>
          ))}
        </nav>
        <div className={s.end}>
          <InstallButton />
          <LocaleSwitch />
          <SessionActions memberDot={waiting || mailWaiting(dots)} />
        </div>
      </div>
    </header>
  )
}

/**
 * Narrow screens (the lobby's header): brand and session; navigation is the tab bar, language the footer.
 * The session side always fits; the brand's name shows only where room is left beside it.
 */
export function BrandBar() {
  const { t } = useTranslation()
  return (
    <header className={s.brandBar}>
      <Link to="/" className={`${s.brand} ${s.squeezable}`}>
        <LogoMark size={30} />
        <span className={s.brandName}>{t('common.appName')}</span>
      </Link>
      <div className={s.end}>
        <InstallButton />
        <SessionActions />
      </div>
    </header>
  )
}
