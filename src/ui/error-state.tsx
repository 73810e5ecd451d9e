import { useEffect } from 'react'
import { ensureAllStrings, useTranslation } from '../i18n/index.ts'
import { Button } from './button.tsx'
import { AlertIcon, RefreshIcon } from './icons.tsx'
import s from './state.module.css'

interface ErrorStateProps {
  title?: string
  /** Already-translated detail (e.g. from the API error's msg key). */
  text?: string
  onRetry?: () => void
  retrying?: boolean
}

/** A failed load with a retry; role=alert so the failure is announced once, not silently swapped in. */
export function ErrorState({ title, text, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation()
  // Error messages (`errors.*`) are not among the lobby's bundled strings: a failure shown before the
  // rest of the strings arrived loads them, and every translated text re-renders when they land.
  useEffect(() => {
    void ensureAllStrings()
  }, [])
  return (
    <div className={`${s.state} ${s.error}`} role="alert">
      <div className={s.icon}>
        <AlertIcon size={28} />
      </div>
      <p className={s.title}>{title ?? t('common.errorTitle')}</p>
      <p className={s.text}>{text ?? t('common.errorText')}</p>
      {onRetry ? (
        <div className={s.action}>
          <Button variant="secondary" onClick={onRetry} loading={retrying} icon={<RefreshIcon size={18} />}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
