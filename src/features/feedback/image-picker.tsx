import { useEffect, useId, useMemo } from 'react'
import { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_IMAGE_TYPES } from '../../../contract/feedback-limits.ts'
import { useTranslation } from '../../i18n/index.ts'
import s from './feedback.module.css'

interface ImagePickerProps {
  files: File[]
  limit: number
  onChange: (files: File[]) => void
  onReject: (messageKey: string) => void
}

const ACCEPT = FEEDBACK_IMAGE_TYPES.join(',')

/**
 * Up to `limit` pictures with previews. The browser's type and size are a first check only, for a quick
 * answer: the server reads the bytes themselves.
 */
export function ImagePicker({ files, limit, onChange, onReject }: ImagePickerProps) {
  const { t } = useTranslation()
  const inputId = useId()
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files])
  useEffect(
    () => () => {
      for (const u of previews) URL.revokeObjectURL(u)
    },
    [previews],
  )

  const add = (picked: FileList | null) => {
    if (!picked) return
    const next = [...files]
    for (const file of picked) {
      if (!(FEEDBACK_IMAGE_TYPES as readonly string[]).includes(file.type))
        onReject('errors.feedbackImageType')
      else if (file.size > FEEDBACK_IMAGE_MAX_BYTES) onReject('errors.feedbackImageTooLarge')
      else if (next.length >= limit) onReject('errors.feedbackTooManyImages')
      else next.push(file)
    }
    onChange(next)
  }

  return (
    <fieldset className={s.picker}>
      <legend className={s.label}>{t('feedback.images', { n: files.length, limit })}</legend>
      <ul className={s.thumbs}>
        {previews.map((url, i) => (
          <li key={url} className={s.thumb}>
            <img src={url} alt={t('feedback.imageAlt', { n: i + 1 })} />
            <button
              type="button"
              className={s.remove}
              onClick={() => onChange(files.filter((_, j) => j !== i))}
              aria-label={t('feedback.removeImage', { n: i + 1 })}
            >
              ×
            </button>
          </li>
        ))}
        {files.length < limit ? (
          <li className={s.thumb}>
            <label htmlFor={inputId} className={s.add}>
              <span aria-hidden="true">+</span>
              <span className={s.addText}>{t('feedback.addImage')}</span>
            </label>
            <input
              id={inputId}
              className="visually-hidden"
              type="file"
              accept={ACCEPT}
              multiple
              onChange={(e) => {
                add(e.target.files)
                e.target.value = ''
              }}
            />
          </li>
        ) : null}
      </ul>
      <p className={s.hint}>{t('feedback.imagesHint', { limit })}</p>
    </fieldset>
  )
}
