import { Link, useRouterState } from '@tanstack/react-router'
import { useTranslation } from '../i18n/index.ts'
import { ButtonLabel, buttonClass } from './button.tsx'
import s from './status-page.module.css'

/** The router's default 404 (spec 8: "Page Not Found: {path}"). */
export function NotFound() {
  const { t } = useTranslation()
  const path = useRouterState({ select: (state) => state.location.pathname })
  return (
    <section className={s.page}>
      <p className={s.code} aria-hidden="true">
        404
      </p>
      <h1 className={s.title}>{t('notFound.message', { path, interpolation: { escapeValue: false } })}</h1>
      <p className={s.text}>{t('notFound.text')}</p>
      <div className={s.actions}>
        <Link to="/" className={buttonClass({ wrap: true })}>
          <ButtonLabel>{t('notFound.home')}</ButtonLabel>
        </Link>
      </div>
    </section>
  )
}
