import type { AppConfig } from '../../../../contract/calls/config.ts'
import { AuthMode, RegisterType } from '../../../../contract/enums.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { TextField } from '../../../ui/text-field.tsx'
import { useAccountRegist } from '../api/account-regist.ts'
import { useAccountRegist4 } from '../api/account-regist4.ts'
import { useAuthForm } from '../use-auth-form.ts'
import { checkFields, normalizePhone } from '../validation.ts'
import { AccountField } from './account-field.tsx'
import { withConfig } from './auth-config.tsx'
import { AuthFormFrame } from './auth-form-frame.tsx'
import type { SwitchableFormProps } from './form-bits.tsx'
import { NewPasswordFields } from './new-password-fields.tsx'
import { PhoneCodeFields } from './phone-code-fields.tsx'
import { useBoundField } from './use-bound-field.ts'

type Field = 'account' | 'phone' | 'code' | 'password' | 'confirm' | 'inviteCode'

export interface RegisterFormProps extends SwitchableFormProps {
  /** From an invite link; the player may still edit it. */
  inviteCode?: string
}

function RegisterFormBody({
  config,
  inviteCode,
  onDone,
  onSwitch,
}: RegisterFormProps & { config: AppConfig }) {
  const { t } = useTranslation()
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
    validate: (v) => checkFields(v, shown, lengths),
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
  const bind = useBoundField(form)

  return (
    <AuthFormFrame
      form={form}
      submitLabel={t('auth.register.submit')}
      switchLink={{
        text: t('auth.register.haveAccount'),
        action: t('auth.register.toLogin'),
        onClick: () => onSwitch('login'),
      }}
    >
      {byPhone ? (
        <PhoneCodeFields form={form} authMode={AuthMode.register} lengths={lengths} />
      ) : (
        <AccountField form={form} lengths={lengths} hint={t('auth.hints.account', lengths.account)} />
      )}
      <NewPasswordFields form={form} lengths={lengths} label={t('auth.fields.password')} confirm={!byPhone} />
      <TextField
        label={t('auth.fields.inviteCode')}
        {...bind('inviteCode', (typed) => typed.toUpperCase())}
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={32}
      />
    </AuthFormFrame>
  )
}

/** Sign-up, shaped by settings.registerType: 1 account + password, 2 phone + SMS code + password. */
export const RegisterForm = withConfig(RegisterFormBody)
