import type { Lengths } from '../../../../contract/calls/config.ts'
import type { AuthMode } from '../../../../contract/enums.ts'
import type { ErrorMsg } from '../../../../contract/errors.ts'
import { isApiError } from '../../../api/errors.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { TextField } from '../../../ui/text-field.tsx'
import { useSmsSend } from '../api/sms-send.ts'
import { resendKey, useResendCountdown } from '../resend-countdown.ts'
import { formFailure } from '../server-errors.ts'
import { type FieldError, normalizePhone, validatePhone } from '../validation.ts'
import s from './auth-form.module.css'
import { useFieldText } from './use-field-text.ts'

interface SmsCodeFieldProps {
  authMode: AuthMode
  /** The phone field's current value; the code goes to it. */
  phone: string
  value: string
  onChange: (value: string) => void
  error: FieldError | undefined
  lengths: Lengths
  onPhoneError: (error: FieldError | undefined) => void
  onCodeError: (error: FieldError | undefined) => void
}

/** The one-time-code input with its Send button and the resend countdown. */
export function SmsCodeField(props: SmsCodeFieldProps) {
  const { authMode, phone, value, onChange, error, lengths, onPhoneError, onCodeError } = props
  const { t } = useTranslation()
  const fieldText = useFieldText()
  const send = useSmsSend()
  const to = normalizePhone(phone)
  // Per purpose and phone, like the server's pause; kept across reloads (resend-countdown.ts).
  const countdown = useResendCountdown(resendKey(authMode, to))

  const onSend = () => {
    const phoneError = validatePhone(to)
    onPhoneError(phoneError)
    if (phoneError || send.isPending || countdown.running) return
    onCodeError(undefined)
    send.mutate(
      { phone: to, authMode },
      {
        onSuccess: (reply) => countdown.start(reply.resendIn > 0 ? reply.resendIn : undefined),
        onError: (err) => {
          // The server says how long to wait (Retry-After): count that down instead of guessing.
          const wait = isApiError(err) && err.status === 429 ? err.retryAfterSeconds : undefined
          if (wait !== undefined && wait > 0) {
            countdown.start(wait)
            // The countdown is the answer to an early resend; other limits (daily cap) still say why.
            if (isApiError(err) && err.msg === ('rateLimited' satisfies ErrorMsg)) return
          }
          const failure = formFailure(err, ['phone', 'code'])
          if (failure.fields.phone) onPhoneError(failure.fields.phone)
          const codeError = failure.fields.code ?? (failure.form ? { key: failure.form } : undefined)
          if (codeError) onCodeError(codeError)
        },
      },
    )
  }

  const label = countdown.running
    ? countdown.remaining > 99
      ? t('auth.sms.resendInMinutes', { minutes: Math.ceil(countdown.remaining / 60) })
      : t('auth.sms.resendIn', { seconds: countdown.remaining })
    : send.isSuccess
      ? t('auth.sms.resend')
      : t('auth.sms.send')

  return (
    <TextField
      className={s.fitField}
      label={t('auth.fields.code')}
      name="code"
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      error={fieldText(error)}
      hint={countdown.running ? t('auth.sms.sent') : undefined}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={lengths.smsCode.max}
      placeholder={t('auth.placeholders.code', { count: lengths.smsCode.max })}
      trailing={
        <button
          type="button"
          className={s.sendCode}
          onClick={onSend}
          disabled={send.isPending || countdown.running}
        >
          {label}
        </button>
      }
    />
  )
}
