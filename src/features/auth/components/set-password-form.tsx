import { useTranslation } from 'react-i18next'
import type { AppConfig } from '../../../../contract/calls/config.ts'
import { Button } from '../../../ui/button.tsx'
import { PasswordField } from '../../../ui/password-field.tsx'
import { useInitPassword } from '../api/init-password.ts'
import { useAuthForm } from '../use-auth-form.ts'
import { collectErrors, validateConfirm, validatePassword } from '../validation.ts'
import { WithConfig } from './auth-config.tsx'
import s from './auth-form.module.css'
import { FormError } from './form-bits.tsx'
import { useFieldText } from './use-field-text.ts'

type Field = 'password' | 'confirm'

/** First password for accounts created by SMS code or social sign-in (initPassword). */
export function SetPasswordForm({ onDone }: { onDone: () => void }) {
  return <WithConfig>{(config) => <SetPasswordBody config={config} onDone={onDone} />}</WithConfig>
}

function SetPasswordBody({ config, onDone }: { config: AppConfig; onDone: () => void }) {
  const { t } = useTranslation()
  const fieldText = useFieldText()
  const { lengths } = config
  const init = useInitPassword()
  const form = useAuthForm<Field>({
    initial: { password: '', confirm: '' },
    validate: (v) =>
      collectErrors({
        password: () => validatePassword(v.password, lengths),
        confirm: () => validateConfirm(v.password, v.confirm),
      }),
    submit: (v) => init.mutateAsync({ password: v.password }),
    onSuccess: onDone,
  })
  const { values, errors, setValue } = form

  return (
    <form className={s.form} onSubmit={form.handleSubmit} noValidate>
      <p className={s.intro}>{t('auth.setPassword.intro')}</p>
      <FormError message={form.formError} />
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
        {t('auth.setPassword.submit')}
      </Button>
    </form>
  )
}
