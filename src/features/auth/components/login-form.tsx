import { useState } from 'react'
import type { AppConfig } from '../../../../contract/calls/config.ts'
import { AuthMode, LoginType } from '../../../../contract/enums.ts'
import { forgetRememberedAccount, getRememberedAccount, rememberAccount } from '../../../api/session.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { PasswordField } from '../../../ui/password-field.tsx'
import { TabPanel, Tabs } from '../../../ui/tabs.tsx'
import { useAccountLogin } from '../api/account-login.ts'
import { useAccountLoginSms } from '../api/account-login-sms.ts'
import { availableLoginModes, initialLoginMode, type LoginMode } from '../login-mode.ts'
import { useAuthForm } from '../use-auth-form.ts'
import { checkFields, normalizePhone } from '../validation.ts'
import { AccountField } from './account-field.tsx'
import { withConfig } from './auth-config.tsx'
import s from './auth-form.module.css'
import { FormError, SubmitButton, type SwitchableFormProps, SwitchLink } from './form-bits.tsx'
import { FormSmsCodeField, PhoneField } from './phone-code-fields.tsx'
import { SocialButtons } from './social-buttons.tsx'
import { useBoundField } from './use-bound-field.ts'

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

export interface LoginFormProps extends SwitchableFormProps {
  /** 'account' forces the account tab (spec: /auth/login?type=account). */
  type?: string
  /** /auth/accountLogin: only account + password, no tabs. */
  accountOnly?: boolean
}

function LoginFormBody({
  config,
  type,
  accountOnly,
  onDone,
  onSwitch,
}: LoginFormProps & { config: AppConfig }) {
  const { t } = useTranslation()
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
    validate: (v) => checkFields(v, FIELDS[mode], lengths),
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
  const bind = useBoundField(form)

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
            <AccountField
              form={form}
              lengths={lengths}
              placeholder={t('auth.placeholders.account', lengths.account)}
            />
          ) : (
            <PhoneField form={form} />
          )}
          {mode === LoginType.phone ? (
            <FormSmsCodeField form={form} authMode={AuthMode.loginAndRegister} lengths={lengths} />
          ) : (
            <PasswordField
              label={t('auth.fields.password')}
              {...bind('password')}
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
          <SubmitButton pending={form.pending}>{t('auth.login.submit')}</SubmitButton>
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

/** The login form, shared by /auth/login, /auth/accountLogin and the login modal. */
export const LoginForm = withConfig(LoginFormBody)
