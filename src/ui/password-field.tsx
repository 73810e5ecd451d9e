import { useState } from 'react'
import { useTranslation } from '../i18n/index.ts'
import s from './field.module.css'
import { EyeIcon, EyeOffIcon } from './page-icons.tsx'
import { TextField, type TextFieldProps } from './text-field.tsx'

/** A TextField whose eye button toggles visibility; the button states what it will do next. */
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
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={visible}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  )
}
