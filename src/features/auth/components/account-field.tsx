import type { Lengths } from '../../../../contract/calls/config.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { TextField } from '../../../ui/text-field.tsx'
import type { AuthFormFields } from '../use-auth-form.ts'
import { useBoundField } from './use-bound-field.ts'

interface AccountFieldProps {
  form: AuthFormFields<'account'>
  lengths: Lengths
  /** Login shows the allowed lengths as a placeholder, sign-up as a hint under the field. */
  placeholder?: string
  hint?: string
}

/** The account name input: spaces dropped as typed, no capitalising or spell check, capped at the max. */
export function AccountField({ form, lengths, placeholder, hint }: AccountFieldProps) {
  const { t } = useTranslation()
  const bind = useBoundField(form)
  return (
    <TextField
      label={t('auth.fields.account')}
      {...bind('account', (typed) => typed.trim())}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={lengths.account.max}
      placeholder={placeholder}
      hint={hint}
    />
  )
}
