import type { ReactNode } from 'react'
import { useTranslation } from '../../../i18n/index.ts'
import { Button } from '../../../ui/button.tsx'
import s from './auth-form.module.css'

/** Which auth form to show next; pages navigate, modals swap (spec 4: one hides the others). */
export type AuthView = 'login' | 'register' | 'forget'

/** What the login, register and forget forms take from their page or modal. */
export interface SwitchableFormProps {
  /** Called once the form has done its job (logged in, signed up, password reset). */
  onDone: () => void
  onSwitch: (view: AuthView) => void
}

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

/** The full-width submit button, busy (and so not pressable again) while the form is being sent. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" block size="lg" loading={pending}>
      {children}
    </Button>
  )
}

export interface SwitchLinkProps {
  text: string
  action: string
  onClick: () => void
}

export function SwitchLink({ text, action, onClick }: SwitchLinkProps) {
  return (
    <p className={s.switch}>
      {text}{' '}
      <button type="button" className={s.link} onClick={onClick}>
        {action}
      </button>
    </p>
  )
}
