import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from '../i18n/index.ts'
import { Button, ButtonLabel, buttonClass } from './button.tsx'
import { RefreshIcon } from './icons.tsx'
import s from './status-page.module.css'

/** The router's default error boundary (spec 8: "Internal Server Error") with a retry. */
export function ServerError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation()
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()

  useEffect(() => {
    // Kept in the console for support; the player sees only the translated page.
    console.error(error)
    // Suspense queries stay in error until their boundary is reset, or retry would rethrow at once.
    queryReset.reset()
  }, [error, queryReset])

  const retry = () => {
    reset()
    void router.invalidate()
  }

  return (
    <section className={s.page} role="alert">
      <p className={s.code} aria-hidden="true">
        500
      </p>
      <h1 className={s.title}>{t('serverError.title')}</h1>
      <p className={s.text}>{t('serverError.text')}</p>
      <div className={s.actions}>
        <Button wrap onClick={retry} icon={<RefreshIcon size={18} />}>
          {t('serverError.retry')}
        </Button>
        <Link to="/" className={buttonClass({ variant: 'secondary', wrap: true })}>
          <ButtonLabel>{t('serverError.home')}</ButtonLabel>
        </Link>
      </div>
    </section>
  )
}
