import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/index.ts'
import { type ModalContentProps, openModal } from '../../../ui/modal-store.ts'
import { toast } from '../../../ui/toast-store.ts'
import { safeRedirect } from '../redirect.ts'
import s from './auth-form.module.css'
import { ForgetForm } from './forget-form.tsx'
import type { AuthView } from './form-bits.tsx'
import { LoginForm } from './login-form.tsx'
import { RegisterForm } from './register-form.tsx'

/** What callers may pass to openModal('login' | 'register' | 'forget'). */
export interface AuthModalProps extends Record<string, unknown> {
  /** Where to go after a successful login or sign-up; stays on the page when absent. */
  redirect?: string
  type?: string
  inviteCode?: string
}

// Switching form replaces the modal (the host keeps one slot), carrying the same props along.
const switchTo = (props: AuthModalProps) => (view: AuthView) => openModal(view, props)

function useFinish(close: () => void, redirect: string | undefined) {
  const navigate = useNavigate()
  return () => {
    close()
    if (redirect) void navigate({ href: safeRedirect(redirect) })
  }
}

export function LoginModal({ close, props }: ModalContentProps<AuthModalProps>) {
  const { t } = useTranslation()
  const finish = useFinish(close, props.redirect)
  return (
    <div className={s.form}>
      <h2 className={s.heading}>{t('auth.titles.login')}</h2>
      <LoginForm type={props.type} onDone={finish} onSwitch={switchTo(props)} />
    </div>
  )
}

export function RegisterModal({ close, props }: ModalContentProps<AuthModalProps>) {
  const { t } = useTranslation()
  const finish = useFinish(close, props.redirect)
  return (
    <div className={s.form}>
      <h2 className={s.heading}>{t('auth.titles.register')}</h2>
      <RegisterForm inviteCode={props.inviteCode} onDone={finish} onSwitch={switchTo(props)} />
    </div>
  )
}

export function ForgetModal({ props }: ModalContentProps<AuthModalProps>) {
  const { t } = useTranslation()
  return (
    <div className={s.form}>
      <h2 className={s.heading}>{t('auth.titles.forget')}</h2>
      <ForgetForm
        onDone={() => {
          toast(t('auth.forget.done'), { tone: 'success' })
          openModal('login', props)
        }}
        onSwitch={switchTo(props)}
      />
    </div>
  )
}
