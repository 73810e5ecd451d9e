import { useTranslation } from 'react-i18next'
import s from './auth-form.module.css'

/** Which auth form to show next; pages navigate, modals swap (spec 4: one hides the others). */
export type AuthView = 'login' | 'register' | 'forget'

/** The form-level failure (an i18n key), announced when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  const { t } = useTranslation()
  if (!message) return null
  return (
    <p className={s.formError} role="alert">
      {t(message)}
    </p>
  )
}

export function SwitchLink({ text, action, onClick }: { text: string; action: string; onClick: () => void }) {
  return (
    <p className={s.switch}>
      {text}{' '}
      <button type="button" className={s.link} onClick={onClick}>
        {action}
      </button>
    </p>
  )
}
