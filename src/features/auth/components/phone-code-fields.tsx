import type { Lengths } from '../../../../contract/calls/config.ts'
import type { AuthMode } from '../../../../contract/enums.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { TextField } from '../../../ui/text-field.tsx'
import type { AuthFormFields } from '../use-auth-form.ts'
import { SmsCodeField } from './sms-code-field.tsx'
import { useBoundField } from './use-bound-field.ts'

type PhoneForm = AuthFormFields<'phone'>
type PhoneCodeForm = AuthFormFields<'phone' | 'code'>

/** The phone number input of an auth form. */
export function PhoneField({ form }: { form: PhoneForm }) {
  const { t } = useTranslation()
  const bind = useBoundField(form)
  return (
    <TextField
      label={t('auth.fields.phone')}
      {...bind('phone')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={t('auth.placeholders.phone')}
    />
  )
}

interface CodeFieldProps {
  form: PhoneCodeForm
  /** Which purpose the code is sent for (register, login, forget, bind). */
  authMode: AuthMode
  lengths: Lengths
}

/**
 * The SMS code input wired to its form: the code goes to the form's phone, and a failed send marks
 * the phone or the code field.
 */
export function FormSmsCodeField({ form, authMode, lengths }: CodeFieldProps) {
  const { values, errors, setValue, setFieldError } = form
  return (
    <SmsCodeField
      authMode={authMode}
      phone={values.phone}
      value={values.code}
      onChange={(v) => setValue('code', v)}
      error={errors.code}
      lengths={lengths}
      onPhoneError={(e) => setFieldError('phone', e)}
      onCodeError={(e) => setFieldError('code', e)}
    />
  )
}

/** Phone number, then the SMS code sent to it (with its Send button and resend countdown). */
export function PhoneCodeFields(props: CodeFieldProps) {
  return (
    <>
      <PhoneField form={props.form} />
      <FormSmsCodeField {...props} />
    </>
  )
}
