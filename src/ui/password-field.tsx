import { useState } from 'react'
import { useTranslation } from '../i18n/index.ts'
import s from './field.module.css'
import { EyeIcon, EyeOffIcon } from './page-icons.tsx'
import { TextField, type TextFieldProps } from './text-field.tsx'

/**
 * A TextField whose eye button toggles visibility: one fixed name, its state in aria-pressed (a name that
 * changed too would be read as "Hide password, pressed").
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={s.iconButton}
          onClick={() => setVisible((v) => !v)}
          aria-label={t('common.showPassword')}
          aria-pressed={visible}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  )
}
