import { useTranslation } from 'react-i18next'
import type { AppConfig } from '../../../../contract/calls/config.ts'
import { AuthMode } from '../../../../contract/enums.ts'
import { Button } from '../../../ui/button.tsx'
import { TextField } from '../../../ui/text-field.tsx'
import { useBindAccount } from '../api/bind-account.ts'
import { useAuthForm } from '../use-auth-form.ts'
import { collectErrors, normalizePhone, validatePhone, validateSmsCode } from '../validation.ts'
import { WithConfig } from './auth-config.tsx'
import s from './auth-form.module.css'
import { FormError } from './form-bits.tsx'
import { SmsCodeField } from './sms-code-field.tsx'
import { useFieldText } from './use-field-text.ts'

type Field = 'phone' | 'code'

/** Binds a phone number to the signed-in account (authMode 1 code). */
export function BindForm({ onDone }: { onDone: () => void }) {
  return <WithConfig>{(config) => <BindFormBody config={config} onDone={onDone} />}</WithConfig>
}

function BindFormBody({ config, onDone }: { config: AppConfig; onDone: () => void }) {
  const { t } = useTranslation()
  const fieldText = useFieldText()
  const bind = useBindAccount()
  const form = useAuthForm<Field>({
    initial: { phone: '', code: '' },
    validate: (v) =>
      collectErrors({
        phone: () => validatePhone(normalizePhone(v.phone)),
        code: () => validateSmsCode(v.code, config.lengths),
      }),
    submit: (v) => bind.mutateAsync({ phone: normalizePhone(v.phone), code: v.code }),
    onSuccess: onDone,
  })
  const { values, errors, setValue, setFieldError } = form

  return (
    <form className={s.form} onSubmit={form.handleSubmit} noValidate>
      <p className={s.intro}>{t('auth.bind.intro')}</p>
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
        authMode={AuthMode.bind}
        phone={values.phone}
        value={values.code}
        onChange={(v) => setValue('code', v)}
        error={errors.code}
        lengths={config.lengths}
        onPhoneError={(e) => setFieldError('phone', e)}
        onCodeError={(e) => setFieldError('code', e)}
      />
      <Button type="submit" block size="lg" loading={form.pending}>
        {t('auth.bind.submit')}
      </Button>
    </form>
  )
}
