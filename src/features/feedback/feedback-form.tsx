import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_TEXT_MAX,
  type FeedbackCategory,
} from '../../../contract/feedback-limits.ts'
import { useAppConfig } from '../../api/app-config.ts'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/index.ts'
import { Button } from '../../ui/button.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { Select } from '../../ui/select.tsx'
import { toast } from '../../ui/toast-store.ts'
import s from './feedback.module.css'
import { ImagePicker } from './image-picker.tsx'
import { feedbackOutbox } from './outbox.ts'

/** /feedback: a new ticket. It goes to the outbox first, so writing it offline loses nothing. */
export function FeedbackForm() {
  const { t } = useTranslation()
  const { user } = useSession()
  // An older persisted config may lack the section: the seeded limit until the fresh one arrives.
  const limit = useAppConfig().data?.feedbackConfig?.imagesLimit ?? 3
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const textId = useId()
  const [category, setCategory] = useState<FeedbackCategory | ''>('')
  const [content, setContent] = useState('')
  const [files, setFiles] = useState<File[]>([])
  /** The missing topic and text (i18n keys), beside their fields. */
  const [missing, setMissing] = useState<{ category?: string; content?: string }>({})
  /** A picture turned away or a send that failed: under the form. */
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const countId = `${textId}-count`
  const textErrorId = `${textId}-error`

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (!user || busy) return
    const form = e.currentTarget
    setError(null)
    if (!category || !content.trim()) {
      setMissing({
        category: category ? undefined : 'feedback.needCategory',
        content: content.trim() ? undefined : 'feedback.needText',
      })
      // As the auth forms do: focus the first field to fix, once React has marked it invalid.
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0)
      return
    }
    setMissing({})
    setBusy(true)
    try {
      const outbox = feedbackOutbox()
      const key = await outbox.enqueue(user.id, { category, content: content.trim(), files })
      const sent = navigator.onLine ? await outbox.flush(user.id) : []
      const left = (await outbox.list(user.id)).find((p) => p.key === key)
      void queryClient.invalidateQueries({ queryKey: ['feedback'] })
      if (!left && sent.length) {
        toast(t('feedback.sent'), { tone: 'success' })
        await navigate({ to: '/feedback/record/$id', params: { id: sent[sent.length - 1] ?? 0 } })
        return
      }
      if (left?.state === 'failed') {
        setError(`errors.${left.error ?? 'unknown'}`)
        await outbox.discard(key)
        return
      }
      toast(t(navigator.onLine ? 'feedback.queuedUnreachable' : 'feedback.queued'), { tone: 'info' })
      await navigate({ to: '/feedback/record' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <PageHeader
        title={t('feedback.title')}
        fallback="/member"
        right={{ href: '/feedback/record', label: t('feedback.recordLink') }}
      />
      <PageBody width="reading">
        <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
          <p className={s.intro}>{t('feedback.intro')}</p>
          <Select
            label={t('feedback.category')}
            value={category}
            onChange={(v) => {
              setCategory(v as FeedbackCategory)
              setMissing((m) => ({ ...m, category: undefined }))
            }}
            options={[
              { value: '', label: t('feedback.pickCategory') },
              ...FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: t(`feedback.categories.${c}`) })),
            ]}
            required
            error={missing.category ? t(missing.category) : null}
          />
          <div className={s.field}>
            <label htmlFor={textId} className={s.label}>
              {t('feedback.text')}
            </label>
            <textarea
              id={textId}
              className={s.textarea}
              value={content}
              maxLength={FEEDBACK_TEXT_MAX}
              rows={6}
              required
              aria-invalid={missing.content ? true : undefined}
              aria-describedby={missing.content ? `${textErrorId} ${countId}` : countId}
              placeholder={t('feedback.textPlaceholder')}
              onChange={(e) => {
                setContent(e.target.value)
                setMissing((m) => ({ ...m, content: undefined }))
              }}
            />
            <p id={countId} className={s.hint}>
              {t('feedback.count', { n: content.length, max: FEEDBACK_TEXT_MAX })}
            </p>
            {missing.content ? (
              <p id={textErrorId} className={s.fieldError} role="alert">
                {t(missing.content)}
              </p>
            ) : null}
          </div>
          <ImagePicker files={files} limit={limit} onChange={setFiles} onReject={(key) => setError(key)} />
          {error ? (
            <p className={s.error} role="alert">
              {t(error)}
            </p>
          ) : null}
          <Button type="submit" block loading={busy}>
            {t('feedback.submit')}
          </Button>
        </form>
      </PageBody>
    </>
  )
}
