import { useTranslation } from 'react-i18next'
import type { AppConfig } from '../../../../contract/calls/config.ts'
import { AuthMode } from '../../../../contract/enums.ts'
import { Button } from '../../../ui/button.tsx'
import { PasswordField } from '../../../ui/password-field.tsx'
import { TextField } from '../../../ui/text-field.tsx'
import { useForgetPassword } from '../api/forget-password.ts'
import { useAuthForm } from '../use-auth-form.ts'
import {
  collectErrors,
  normalizePhone,
  validateConfirm,
  validatePassword,
  validatePhone,
  validateSmsCode,
} from '../validation.ts'
import { WithConfig } from './auth-config.tsx'
import s from './auth-form.module.css'
import { type AuthView, FormError, SwitchLink } from './form-bits.tsx'
import { SmsCodeField } from './sms-code-field.tsx'
import { useFieldText } from './use-field-text.ts'

type Field = 'phone' | 'code' | 'password' | 'confirm'

export interface ForgetFormProps {
  /** Called after the new password is set; the player then logs in with it. */
  onDone: () => void
  onSwitch: (view: AuthView) => void
}

/** Password reset for phone accounts: phone, an authMode 2 code, the new password twice. */
export function ForgetForm(props: ForgetFormProps) {
  return <WithConfig>{(config) => <ForgetFormBody config={config} {...props} />}</WithConfig>
}

function ForgetFormBody({ config, onDone, onSwitch }: ForgetFormProps & { config: AppConfig }) {
  const { t } = useTranslation()
  const fieldText = useFieldText()
  const { lengths } = config
  const reset = useForgetPassword()
  const form = useAuthForm<Field>({
    initial: { phone: '', code: '', password: '', confirm: '' },
    validate: (v) =>
      collectErrors({
        phone: () => validatePhone(normalizePhone(v.phone)),
        code: () => validateSmsCode(v.code, lengths),
        password: () => validatePassword(v.password, lengths),
        confirm: () => validateConfirm(v.password, v.confirm),
      }),
    submit: (v) => reset.mutateAsync({ phone: normalizePhone(v.phone), code: v.code, password: v.password }),
    onSuccess: onDone,
  })
  const { values, errors, setValue, setFieldError } = form

  return (
    <form className={s.form} onSubmit={form.handleSubmit} noValidate>
      <p className={s.intro}>{t('auth.forget.intro')}</p>
      <FormError message={form.formError} />
      <TextField
        label={t('auth.fields.phone')}
        name="phone"
        value={values.phone}
        onChange={(e) => setValue('phone', e.target.value)}
        error={fieldText(errors.phone)}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('auth.placeholders.phone')}
      />
      <SmsCodeField
        authMode={AuthMode.forget}
        phone={values.phone}
        value={values.code}
        onChange={(v) => setValue('code', v)}
        error={errors.code}
        lengths={lengths}
        onPhoneError={(e) => setFieldError('phone', e)}
        onCodeError={(e) => setFieldError('code', e)}
      />
      <PasswordField
        label={t('auth.fields.newPassword')}
        name="password"
        value={values.password}
        onChange={(e) => setValue('password', e.target.value)}
        error={fieldText(errors.password)}
        autoComplete="new-password"
        maxLength={lengths.password.max}
        hint={t('auth.hints.password', lengths.password)}
      />
      <PasswordField
        label={t('auth.fields.confirm')}
        name="confirm"
        value={values.confirm}
        onChange={(e) => setValue('confirm', e.target.value)}
        error={fieldText(errors.confirm)}
        autoComplete="new-password"
        maxLength={lengths.password.max}
      />
      <Button type="submit" block size="lg" loading={form.pending}>
        {t('auth.forget.submit')}
      </Button>
      <SwitchLink
        text={t('auth.forget.remembered')}
        action={t('auth.forget.toLogin')}
        onClick={() => onSwitch('login')}
      />
    </form>
  )
}
