import type { ReactNode } from 'react'
import { useTranslation } from '../../../i18n/index.ts'
import { LogoMark } from '../../../ui/icons.tsx'
import { LocaleSwitch } from '../../../ui/locale-switch.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import s from './auth-page.module.css'

interface AuthPageProps {
  titleKey: string
  taglineKey?: string
  /** Where Back goes without in-app history. */
  fallback?: string
  children: ReactNode
}

/**
 * The frame of the login-family pages (no navbar): back button, brand, then the form in a card. These
 * pages have no footer, so the language picker sits beside the logo: a visitor who lands in the wrong
 * language can switch before reading a field.
 */
export function AuthPage({ titleKey, taglineKey, fallback = '/', children }: AuthPageProps) {
  const { t } = useTranslation()
  return (
    <div className={s.page}>
      <PageHeader title={t(titleKey)} fallback={fallback} />
      <div className={s.wrap}>
        <section className={s.card} aria-label={t(titleKey)}>
          <div className={s.locale}>
            <LocaleSwitch />
          </div>
          <div className={s.brand}>
            <LogoMark size={48} />
            <span className={s.name}>{t('common.appName')}</span>
            {taglineKey ? <p className={s.tagline}>{t(taglineKey)}</p> : null}
          </div>
          {children}
        </section>
      </div>
    </div>
  )
}
