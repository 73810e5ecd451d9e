import { type FormEvent, useState } from 'react'
import { useTranslation } from '../../i18n/index.ts'
import { Button } from '../../ui/button.tsx'
import { PasswordField } from '../../ui/password-field.tsx'
import { toast } from '../../ui/toast-store.ts'
import { type FieldError, useFieldText } from '../auth/index.ts'
import s from './fund.module.css'
import { useSafeboxPassword } from './fund-api.ts'
import { checkPassword, type FundField } from './fund-errors.ts'
import { FundFormError, useFundErrors } from './fund-form-errors.tsx'

interface Props {
  /** 'set': the first password; 'change': needs the current one. */
  mode: 'set' | 'change'
  passwordLength: number
  onDone?: () => void
}

/** Sets or changes the safe-box password: digits only, exactly the configured length, typed twice. */
export function FundPasswordForm({ mode, passwordLength, onDone }: Props) {
  const { t } = useTranslation()
  const fieldText = useFieldText()
  const mutation = useSafeboxPassword()
  const [values, setValues] = useState({ oldPassword: '', password: '', confirm: '' })
  const { errors, formError, show, clear, fail } = useFundErrors(passwordLength)

  const field = (name: 'oldPassword' | 'password' | 'confirm', label: string, autoComplete: string) => (
    <PasswordField
      label={label}
      name={name}
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={passwordLength}
      value={values[name]}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value }))
        clear(name)
      }}
      error={fieldText(errors[name])}
    />
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (mutation.isPending) return
    const next: Partial<Record<FundField, FieldError>> = {}
    const old = mode === 'change' ? checkPassword(values.oldPassword, passwordLength) : undefined
    if (old) next.oldPassword = old
    const fresh = checkPassword(values.password, passwordLength)
    if (fresh) next.password = fresh
    else if (values.confirm !== values.password) next.confirm = { key: 'fund.confirmMismatch' }
    show(next)
    if (Object.keys(next).length > 0) return
    mutation.mutate(
      mode === 'change'
        ? { oldPassword: values.oldPassword, password: values.password }
        : { password: values.password },
      {
        onSuccess: () => {
          toast(t(mode === 'change' ? 'fund.passwordChanged' : 'fund.passwordSaved'), { tone: 'success' })
          setValues({ oldPassword: '', password: '', confirm: '' })
          onDone?.()
        },
        onError: fail,
      },
    )
  }

  return (
    <form
      className={s.form}
      onSubmit={submit}
      noValidate
      aria-label={t(mode === 'change' ? 'fund.changeTitle' : 'fund.setTitle')}
    >
      {mode === 'change' ? field('oldPassword', t('fund.oldPassword'), 'off') : null}
      {field('password', t('fund.newPassword'), 'new-password')}
      {field('confirm', t('fund.confirmPassword'), 'new-password')}
      <p className={s.muted}>{t('fund.passwordDigits', { count: passwordLength })}</p>
      <FundFormError text={formError} />
      <Button type="submit" block loading={mutation.isPending}>
        {t(mode === 'change' ? 'fund.changeSubmit' : 'fund.setSubmit')}
      </Button>
    </form>
  )
}
