import { useTranslation } from 'react-i18next'
import type { AppConfig } from '../../../../contract/calls/config.ts'
import { AuthMode, RegisterType } from '../../../../contract/enums.ts'
import { Button } from '../../../ui/button.tsx'
import { PasswordField } from '../../../ui/password-field.tsx'
import { TextField } from '../../../ui/text-field.tsx'
import { useAccountRegist } from '../api/account-regist.ts'
import { useAccountRegist4 } from '../api/account-regist4.ts'
import { useAuthForm } from '../use-auth-form.ts'
import {
  collectErrors,
  normalizePhone,
  validateAccount,
  validateConfirm,
  validateInviteCode,
  validatePassword,
  validatePhone,
  validateSmsCode,
} from '../validation.ts'
import { WithConfig } from './auth-config.tsx'
import s from './auth-form.module.css'
import { type AuthView, FormError, SwitchLink } from './form-bits.tsx'
import { SmsCodeField } from './sms-code-field.tsx'
import { useFieldText } from './use-field-text.ts'

type Field = 'account' | 'phone' | 'code' | 'password' | 'confirm' | 'inviteCode'

export interface RegisterFormProps {
  /** From an invite link; the player may still edit it. */
  inviteCode?: string
  onDone: () => void
  onSwitch: (view: AuthView) => void
}

/** Sign-up, shaped by settings.registerType: 1 account + password, 2 phone + SMS code + password. */
export function RegisterForm(props: RegisterFormProps) {
  return <WithConfig>{(config) => <RegisterFormBody config={config} {...props} />}</WithConfig>
}

function RegisterFormBody({
  config,
  inviteCode,
  onDone,
  onSwitch,
}: RegisterFormProps & { config: AppConfig }) {
  const { t } = useTranslation()
  const fieldText = useFieldText()
  const { lengths } = config
  const byPhone = config.settings.registerType === RegisterType.phone
  const shown: Field[] = byPhone
    ? ['phone', 'code', 'password', 'inviteCode']
    : ['account', 'password', 'confirm', 'inviteCode']
  const regist = useAccountRegist()
  const regist4 = useAccountRegist4()

  const form = useAuthForm<Field>({
    initial: { account: '', phone: '', code: '', password: '', confirm: '', inviteCode: inviteCode ?? '' },
    shown,
    validate: (v) => {
      const checks = {
        account: () => validateAccount(v.account, lengths),
        phone: () => validatePhone(normalizePhone(v.phone)),
        code: () => validateSmsCode(v.code, lengths),
        password: () => validatePassword(v.password, lengths),
        confirm: () => validateConfirm(v.password, v.confirm),
        inviteCode: () => validateInviteCode(v.inviteCode),
      }
      return collectErrors(Object.fromEntries(shown.map((f) => [f, checks[f]])) as typeof checks)
    },
    submit: (v) => {
      const invite = v.inviteCode.trim() || undefined
      return byPhone
        ? regist4.mutateAsync({
            phone: normalizePhone(v.phone),
            code: v.code,
            password: v.password,
            inviteCode: invite,
          })
        : regist.mutateAsync({ account: v.account, password: v.password, inviteCode: invite })
    },
    onSuccess: onDone,
  })
  const { values, errors, setValue, setFieldError } = form
  const text = (field: Field) => ({
    name: field,
    value: values[field],
    error: fieldText(errors[field]),
  })

  return (
    <form className={s.form} onSubmit={form.handleSubmit} noValidate>
      <FormError message={form.formError} />
      {byPhone ? (
        <>
          <TextField
            label={t('auth.fields.phone')}
            {...text('phone')}
            onChange={(e) => setValue('phone', e.target.value)}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('auth.placeholders.phone')}
          />
          <SmsCodeField
            authMode={AuthMode.register}
            phone={values.phone}
            value={values.code}
            onChange={(v) => setValue('code', v)}
            error={errors.code}
            lengths={lengths}
            onPhoneError={(e) => setFieldError('phone', e)}
            onCodeError={(e) => setFieldError('code', e)}
          />
        </>
      ) : (
        <TextField
          label={t('auth.fields.account')}
          {...text('account')}
          onChange={(e) => setValue('account', e.target.value.trim())}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={lengths.account.max}
          hint={t('auth.hints.account', lengths.account)}
        />
      )}
      <PasswordField
        label={t('auth.fields.password')}
        {...text('password')}
        onChange={(e) => setValue('password', e.target.value)}
        autoComplete="new-password"
        maxLength={lengths.password.max}
        hint={t('auth.hints.password', lengths.password)}
      />
      {byPhone ? null : (
        <PasswordField
          label={t('auth.fields.confirm')}
          {...text('confirm')}
          onChange={(e) => setValue('confirm', e.target.value)}
          autoComplete="new-password"
          maxLength={lengths.password.max}
        />
      )}
      <TextField
        label={t('auth.fields.inviteCode')}
        {...text('inviteCode')}
        onChange={(e) => setValue('inviteCode', e.target.value.toUpperCase())}
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={32}
      />
      <Button type="submit" block size="lg" loading={form.pending}>
        {t('auth.register.submit')}
      </Button>
      <SwitchLink
        text={t('auth.register.haveAccount')}
        action={t('auth.register.toLogin')}
        onClick={() => onSwitch('login')}
      />
    </form>
  )
}
