import { type FormEvent, useState } from 'react'
import { useAppConfig } from '../../api/app-config.ts'
import { errorMessageKey, isApiError } from '../../api/errors.ts'
import { useTranslation } from '../../i18n/index.ts'
import { Button } from '../../ui/button.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { toast } from '../../ui/toast-store.ts'
import { type FieldError, useFieldText, validateNickname } from '../auth/index.ts'
import { useUpdateProfile } from './api/update-profile.ts'

/** Nickname edit: checked against lengths.username, shown at once, rolled back if the server refuses. */
export function NicknameForm({ current }: { current: string }) {
  const { t } = useTranslation()
  const fieldText = useFieldText()
  const config = useAppConfig().data
  const update = useUpdateProfile()
  const [value, setValue] = useState(current)
  const [error, setError] = useState<FieldError | undefined>()
  const max = config?.lengths.username.max

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (update.isPending || !config) return
    const nickname = value.trim()
    const problem = validateNickname(nickname, config.lengths)
    setError(problem)
    if (problem || nickname === current) return
    update.mutate(
      { nickname },
      {
        onSuccess: () => toast(t('profile.saved'), { tone: 'success' }),
        onError: (err) => {
          setValue(nickname)
          const detail = isApiError(err) ? err.details?.nickname : undefined
          if (detail) setError({ key: `validation.${detail}` })
          else toast(t(errorMessageKey(err)), { tone: 'error' })
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={t('profile.nicknameLabel')}
        name="nickname"
        value={value}
        onChange={(e) => {
          setValue(e.target.value)
          setError(undefined)
        }}
        error={fieldText(error)}
        maxLength={max}
        autoComplete="nickname"
        trailing={
          <Button type="submit" size="sm" loading={update.isPending} disabled={!config}>
            {t('profile.save')}
          </Button>
        }
      />
    </form>
  )
}
