import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AppConfig } from '../../../../contract/calls/config.ts'
import { AuthMode, LoginType } from '../../../../contract/enums.ts'
import { forgetRememberedAccount, getRememberedAccount, rememberAccount } from '../../../api/session.ts'
import { Button } from '../../../ui/button.tsx'
import { PasswordField } from '../../../ui/password-field.tsx'
import { TabPanel, Tabs } from '../../../ui/tabs.tsx'
import { TextField } from '../../../ui/text-field.tsx'
import { useAccountLogin } from '../api/account-login.ts'
import { useAccountLoginSms } from '../api/account-login-sms.ts'
import { availableLoginModes, initialLoginMode, type LoginMode } from '../login-mode.ts'
import { useAuthForm } from '../use-auth-form.ts'
import {
  collectErrors,
  normalizePhone,
  validateAccount,
  validatePassword,
  validatePhone,
  validateSmsCode,
} from '../validation.ts'
import { WithConfig } from './auth-config.tsx'
import s from './auth-form.module.css'
import { type AuthView, FormError, SwitchLink } from './form-bits.tsx'
import { SmsCodeField } from './sms-code-field.tsx'
import { SocialButtons } from './social-buttons.tsx'
import { useFieldText } from './use-field-text.ts'

type Field = 'account' | 'phone' | 'password' | 'code'
const FIELDS: Record<LoginMode, Field[]> = {
  [LoginType.phone]: ['phone', 'code'],
  [LoginType.account]: ['account', 'password'],
  [LoginType.phoneNoOtp]: ['phone', 'password'],
}
const MODE_KEY: Record<LoginMode, string> = {
  [LoginType.phone]: 'auth.modes.phone',
  [LoginType.account]: 'auth.modes.account',
  [LoginType.phoneNoOtp]: 'auth.modes.phoneNoOtp',
}

export interface LoginFormProps {
  /** 'account' forces the account tab (spec: /auth/login?type=account). */
  type?: string
  /** /auth/accountLogin: only account + password, no tabs. */
  accountOnly?: boolean
  onDone: () => void
  onSwitch: (view: AuthView) => void
}

/** The login form, shared by /auth/login, /auth/accountLogin and the login modal. */
export function LoginForm(props: LoginFormProps) {
  return <WithConfig>{(config) => <LoginFormBody config={config} {...props} />}</WithConfig>
}

function LoginFormBody({
  config,
  type,
  accountOnly,
  onDone,
  onSwitch,
}: LoginFormProps & { config: AppConfig }) {
  const { t } = useTranslation()
  const fieldText = useFieldText()
  const { lengths } = config
  const modes = accountOnly ? [LoginType.account] : availableLoginModes(config.settings)
  const [mode, setMode] = useState(() => initialLoginMode(config.settings, accountOnly ? 'account' : type))
  const [remembered] = useState(getRememberedAccount)
  // On by default: only the name is kept, and it lets a 401 reopen the account tab (spec 4).
  const [remember, setRemember] = useState(true)
  const login = useAccountLogin()
  const loginSms = useAccountLoginSms()

  const form = useAuthForm<Field>({
    initial: { account: remembered ?? '', phone: '', password: '', code: '' },
    shown: FIELDS[mode],
    validate: (v) => {
      const checks = {
        account: () => validateAccount(v.account, lengths),
        phone: () => validatePhone(normalizePhone(v.phone)),
        password: () => validatePassword(v.password, lengths),
        code: () => validateSmsCode(v.code, lengths),
      }
      return collectErrors(Object.fromEntries(FIELDS[mode].map((f) => [f, checks[f]])) as typeof checks)
    },
    submit: async (v) => {
      if (mode === LoginType.phone) {
        return loginSms.mutateAsync({ phone: normalizePhone(v.phone), code: v.code })
      }
      if (mode === LoginType.phoneNoOtp) {
        return login.mutateAsync({ loginType: 3, phone: normalizePhone(v.phone), password: v.password })
      }
      await login.mutateAsync({ loginType: 2, account: v.account, password: v.password })
      if (remember) rememberAccount(v.account)
      else forgetRememberedAccount()
    },
    onSuccess: onDone,
  })
  const { values, errors, setValue, setFieldError } = form

  const changeMode = (id: string) => {
    setMode(Number(id) as LoginMode)
    form.clearErrors()
  }
  const base = 'login'

  return (
    <form className={s.form} onSubmit={form.handleSubmit} noValidate>
      {modes.length > 1 ? (
        <Tabs
          base={base}
          label={t('auth.modes.label')}
          items={modes.map((m) => ({ id: String(m), label: t(MODE_KEY[m]) }))}
          value={String(mode)}
          onChange={changeMode}
        />
      ) : null}
      <TabPanel base={base} id={String(mode)}>
        <div className={s.form}>
          <FormError message={form.formError} />
          {mode === LoginType.account ? (
            <TextField
              label={t('auth.fields.account')}
              name="account"
              value={values.account}
              onChange={(e) => setValue('account', e.target.value.trim())}
              error={fieldText(errors.account)}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={lengths.account.max}
              placeholder={t('auth.placeholders.account', lengths.account)}
            />
          ) : (
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
          )}
          {mode === LoginType.phone ? (
            <SmsCodeField
              authMode={AuthMode.loginAndRegister}
              phone={values.phone}
              value={values.code}
              onChange={(v) => setValue('code', v)}
              error={errors.code}
              lengths={lengths}
              onPhoneError={(e) => setFieldError('phone', e)}
              onCodeError={(e) => setFieldError('code', e)}
            />
          ) : (
            <PasswordField
              label={t('auth.fields.password')}
              name="password"
              value={values.password}
              onChange={(e) => setValue('password', e.target.value)}
              error={fieldText(errors.password)}
              autoComplete="current-password"
              maxLength={lengths.password.max}
            />
          )}
          <div className={s.row}>
            {mode === LoginType.account ? (
              <label className={s.check}>
                <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
                {t('auth.login.remember')}
              </label>
            ) : (
              <span />
            )}
            {mode !== LoginType.phone ? (
              <button type="button" className={s.link} onClick={() => onSwitch('forget')}>
                {t('auth.login.forgot')}
              </button>
            ) : null}
          </div>
          <Button type="submit" block size="lg" loading={form.pending}>
            {t('auth.login.submit')}
          </Button>
        </div>
      </TabPanel>
      <SocialButtons social={config.social} onDone={onDone} />
      <SwitchLink
        text={t('auth.login.noAccount')}
        action={t('auth.login.toRegister')}
        onClick={() => onSwitch('register')}
      />
    </form>
  )
}
