import type { AppConfig } from '../../../../contract/calls/config.ts'
import { AuthMode } from '../../../../contract/enums.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { useForgetPassword } from '../api/forget-password.ts'
import { useAuthForm } from '../use-auth-form.ts'
import { checkFields, normalizePhone } from '../validation.ts'
import { withConfig } from './auth-config.tsx'
import { AuthFormFrame } from './auth-form-frame.tsx'
import type { SwitchableFormProps } from './form-bits.tsx'
import { NewPasswordFields } from './new-password-fields.tsx'
import { PhoneCodeFields } from './phone-code-fields.tsx'

const FIELDS = ['phone', 'code', 'password', 'confirm'] as const

function ForgetFormBody({ config, onDone, onSwitch }: SwitchableFormProps & { config: AppConfig }) {
  const { t } = useTranslation()
  const { lengths } = config
  const reset = useForgetPassword()
  const form = useAuthForm({
    initial: { phone: '', code: '', password: '', confirm: '' },
    validate: (v) => checkFields(v, FIELDS, lengths),
    submit: (v) => reset.mutateAsync({ phone: normalizePhone(v.phone), code: v.code, password: v.password }),
    onSuccess: onDone,
  })

  return (
    <AuthFormFrame
      form={form}
      intro={t('auth.forget.intro')}
      submitLabel={t('auth.forget.submit')}
      switchLink={{
        text: t('auth.forget.remembered'),
        action: t('auth.forget.toLogin'),
        onClick: () => onSwitch('login'),
      }}
    >
      <PhoneCodeFields form={form} authMode={AuthMode.forget} lengths={lengths} />
      <NewPasswordFields form={form} lengths={lengths} label={t('auth.fields.newPassword')} />
    </AuthFormFrame>
  )
}

/**
 * Password reset for phone accounts: phone, an authMode 2 code, the new password twice. onDone runs
 * once the new password is set; the player then logs in with it.
 */
export const ForgetForm = withConfig(ForgetFormBody)
