import type { AppConfig } from '../../../../contract/calls/config.ts'
import { AuthMode } from '../../../../contract/enums.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { useBindAccount } from '../api/bind-account.ts'
import { useAuthForm } from '../use-auth-form.ts'
import { checkFields, normalizePhone } from '../validation.ts'
import { withConfig } from './auth-config.tsx'
import { AuthFormFrame } from './auth-form-frame.tsx'
import { PhoneCodeFields } from './phone-code-fields.tsx'

const FIELDS = ['phone', 'code'] as const

function BindFormBody({ config, onDone }: { config: AppConfig; onDone: () => void }) {
  const { t } = useTranslation()
  const bind = useBindAccount()
  const form = useAuthForm({
    initial: { phone: '', code: '' },
    validate: (v) => checkFields(v, FIELDS, config.lengths),
    submit: (v) => bind.mutateAsync({ phone: normalizePhone(v.phone), code: v.code }),
    onSuccess: onDone,
  })

  return (
    <AuthFormFrame form={form} intro={t('auth.bind.intro')} submitLabel={t('auth.bind.submit')}>
      <PhoneCodeFields form={form} authMode={AuthMode.bind} lengths={config.lengths} />
    </AuthFormFrame>
  )
}

/** Binds a phone number to the signed-in account (authMode 1 code). */
export const BindForm = withConfig(BindFormBody)
