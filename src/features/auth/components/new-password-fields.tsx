import type { Lengths } from '../../../../contract/calls/config.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { PasswordField } from '../../../ui/password-field.tsx'
import type { AuthFormFields } from '../use-auth-form.ts'
import { useBoundField } from './use-bound-field.ts'

interface NewPasswordFieldsProps {
  form: AuthFormFields<'password' | 'confirm'>
  lengths: Lengths
  /** The password field's label (already translated). */
  label: string
  /** Whether to ask for the password a second time; on by default. */
  confirm?: boolean
}

/** A password being chosen (with the length hint) and, usually, its confirmation. */
export function NewPasswordFields({ form, lengths, label, confirm = true }: NewPasswordFieldsProps) {
  const { t } = useTranslation()
  const bind = useBoundField(form)
  return (
    <>
      <PasswordField
        label={label}
        {...bind('password')}
        autoComplete="new-password"
        maxLength={lengths.password.max}
        hint={t('auth.hints.password', lengths.password)}
      />
      {confirm ? (
        <PasswordField
          label={t('auth.fields.confirm')}
          {...bind('confirm')}
          autoComplete="new-password"
          maxLength={lengths.password.max}
        />
      ) : null}
    </>
  )
}
