import type { ReactNode } from 'react'
import { useTranslation } from '../i18n/index.ts'
import s from './layout.module.css'
import { LocaleSwitch } from './locale-switch.tsx'
import { NavLink } from './nav-link.tsx'
import { TabBar } from './tab-bar.tsx'
import { TopNav } from './top-nav.tsx'

interface LayoutProps {
  /** Login-family pages set staticData.hideNavbar: no top nav, tab bar or footer. */
  hideNavbar?: boolean
  children: ReactNode
}

const FOOTER_LINKS = [
  { href: '/about-us', key: 'nav.aboutUs' },
  { href: '/privacy-policy', key: 'nav.privacyPolicy' },
  { href: '/terms-of-use', key: 'nav.termsOfUse' },
  { href: '/faq', key: 'nav.faq' },
  { href: '/download', key: 'nav.download' },
] as const

/**
 * The app shell. Mobile-first: full-bleed content and a bottom tab bar; from 768 px a top nav and a
 * centred column. Pages compose <PageHeader/> and <PageBody/> inside it.
 */
export function Layout({ hideNavbar = false, children }: LayoutProps) {
  const { t } = useTranslation()
  return (
    <div className={`${s.shell} ${hideNavbar ? '' : s.withNav}`} data-app-shell="">
      <a href="#main" className={s.skip}>
        {t('common.skipToContent')}
      </a>
      {hideNavbar ? null : <TopNav />}
      <main id="main" tabIndex={-1} className={s.main}>
        {children}
      </main>
      {hideNavbar ? null : (
        <footer className={s.footer} data-no-snapshot="">
          <nav aria-label={t('common.appName')} className={s.footerLinks}>
            {FOOTER_LINKS.map((l) => (
              <NavLink key={l.href} href={l.href}>
                {t(l.key)}
              </NavLink>
            ))}
          </nav>
          <div className={s.footerLocale}>
            <LocaleSwitch short={false} />
          </div>
          <p className={s.copy}>
            © {new Date().getFullYear()} {t('common.appName')}
          </p>
        </footer>
      )}
      {hideNavbar ? null : <TabBar />}
    </div>
  )
}

/** The padded content column; 'reading' narrows it for long text (content pages, FAQ). */
export function PageBody({ width = 'wide', children }: { width?: 'wide' | 'reading'; children: ReactNode }) {
  return <div className={`${s.body} ${width === 'reading' ? s.reading : ''}`}>{children}</div>
}
