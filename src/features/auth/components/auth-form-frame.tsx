import type { ReactNode } from 'react'
import type { AuthForm } from '../use-auth-form.ts'
import s from './auth-form.module.css'
import { FormError, SubmitButton, SwitchLink, type SwitchLinkProps } from './form-bits.tsx'

interface AuthFormFrameProps {
  form: Pick<AuthForm<string>, 'handleSubmit' | 'formError' | 'pending'>
  /** A line above the form saying what it is for. */
  intro?: string
  submitLabel: string
  /** The "… Log in" style link under the button, to the other auth form. */
  switchLink?: SwitchLinkProps
  /** The fields. */
  children: ReactNode
}

/**
 * The frame every single-step auth form shares: the <form> (browser validation off, ours runs on
 * submit), the intro, the form-level error, the fields, the submit button and the switch link.
 */
export function AuthFormFrame({ form, intro, submitLabel, switchLink, children }: AuthFormFrameProps) {
  return (
    <form className={s.form} onSubmit={form.handleSubmit} noValidate>
      {intro ? <p className={s.intro}>{intro}</p> : null}
      <FormError message={form.formError} />
      {children}
      <SubmitButton pending={form.pending}>{submitLabel}</SubmitButton>
      {switchLink ? <SwitchLink {...switchLink} /> : null}
    </form>
  )
}
