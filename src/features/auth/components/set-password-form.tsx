import type { AppConfig } from '../../../../contract/calls/config.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { useInitPassword } from '../api/init-password.ts'
import { useAuthForm } from '../use-auth-form.ts'
import { checkFields } from '../validation.ts'
import { withConfig } from './auth-config.tsx'
import { AuthFormFrame } from './auth-form-frame.tsx'
import { NewPasswordFields } from './new-password-fields.tsx'

const FIELDS = ['password', 'confirm'] as const

function SetPasswordBody({ config, onDone }: { config: AppConfig; onDone: () => void }) {
  const { t } = useTranslation()
  const init = useInitPassword()
  const form = useAuthForm({
    initial: { password: '', confirm: '' },
    validate: (v) => checkFields(v, FIELDS, config.lengths),
    submit: (v) => init.mutateAsync({ password: v.password }),
    onSuccess: onDone,
  })

  return (
    <AuthFormFrame form={form} intro={t('auth.setPassword.intro')} submitLabel={t('auth.setPassword.submit')}>
      <NewPasswordFields form={form} lengths={config.lengths} label={t('auth.fields.newPassword')} />
    </AuthFormFrame>
  )
}

/** First password for accounts created by SMS code or social sign-in (initPassword). */
export const SetPasswordForm = withConfig(SetPasswordBody)
