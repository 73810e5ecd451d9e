import { useCanGoBack, useRouter } from '@tanstack/react-router'
import { useTranslation } from '../i18n/index.ts'
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx'
import { NavLink } from './nav-link.tsx'
import s from './page-header.module.css'

interface PageHeaderProps {
  title: string
  /** Where Back goes when there is no in-app history (a deep link or a reload). Default '/'. */
  fallback?: string
  /** Hide the back button on top-level pages. */
  noBack?: boolean
  /** The optional right-hand link (e.g. 'rule' on /activity/sign-in, 'record' on /feedback). */
  right?: { href: string; label: string }
}

/** A sub-page's title bar: sticky on phones, an in-page heading on wide screens under the top nav. */
export function PageHeader({ title, fallback = '/', noBack = false, right }: PageHeaderProps) {
  const { t } = useTranslation()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const back = () => {
    if (canGoBack) router.history.back()
    else void router.navigate({ href: fallback })
  }
  return (
    <header className={s.header}>
      {noBack ? (
        <span className={s.spacer} />
      ) : (
        <button type="button" className={s.back} onClick={back} aria-label={t('common.back')}>
          <ChevronLeftIcon size={22} />
        </button>
      )}
      <h1 className={s.title}>{title}</h1>
      {right ? (
        <NavLink href={right.href} className={s.right}>
          {right.label}
          <ChevronRightIcon size={16} />
        </NavLink>
      ) : (
        <span className={s.spacer} />
      )}
    </header>
  )
}
