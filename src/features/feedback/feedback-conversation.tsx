import { type FormEvent, useId, useState } from 'react'
import type { FeedbackMessage } from '../../../contract/calls/feedback.ts'
import { FEEDBACK_TEXT_MAX } from '../../../contract/feedback-limits.ts'
import { useIdempotentSubmit } from '../../api/use-idempotent-submit.ts'
import { useTranslation } from '../../i18n/index.ts'
import { ActionError } from '../../ui/action-error.tsx'
import { Button } from '../../ui/button.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import s from './feedback.module.css'
import { useFeedbackDetail, useFeedbackImage, useReplyFeedback } from './feedback-api.ts'

function TicketImage({ id, n }: { id: string; n: number }) {
  const { t } = useTranslation()
  const image = useFeedbackImage(id)
  if (image.isError) return <span className={s.imageMissing}>{t('feedback.imageError')}</span>
  if (!image.data) return <Spinner size={20} />
  return (
    <a href={image.data} target="_blank" rel="noreferrer" className={s.imageLink}>
      <img src={image.data} alt={t('feedback.imageAlt', { n })} />
    </a>
  )
}

function Message({ m, time }: { m: FeedbackMessage; time: Intl.DateTimeFormat }) {
  const { t } = useTranslation()
  return (
    <li className={m.author === 'staff' ? s.staff : s.mine}>
      <span className={s.author}>{t(`feedback.author.${m.author}`)}</span>
      <p className={s.body}>{m.content}</p>
      {m.images.length ? (
        <div className={s.images}>
          {m.images.map((id, i) => (
            <TicketImage key={id} id={id} n={i + 1} />
          ))}
        </div>
      ) : null}
      <time className={s.time} dateTime={new Date(m.time * 1000).toISOString()}>
        {time.format(m.time * 1000)}
      </time>
    </li>
  )
}

/** /feedback/record/$id: the conversation, with a box for the player's follow-up. */
export function FeedbackConversation({ id }: { id: number }) {
  const { t, i18n } = useTranslation()
  const query = useFeedbackDetail(id)
  const reply = useReplyFeedback(id)
  const submits = useIdempotentSubmit()
  const boxId = useId()
  const [text, setText] = useState('')
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' })

  const send = (e: FormEvent) => {
    e.preventDefault()
    const content = text.trim()
    if (!content) return
    const attempt = submits.attempt({ id, content }, { onSuccess: () => setText('') })
    reply.mutate({ content, key: attempt.key }, attempt)
  }

  const ticket = query.data
  return (
    <>
      <PageHeader
        title={ticket ? t('feedback.ticketTitle', { id }) : t('feedback.recordTitle')}
        fallback="/feedback/record"
      />
      <PageBody width="reading">
        {!ticket ? (
          <QueryState query={query} errorTitle={t('feedback.detailError')} />
        ) : (
          <>
            <p className={s.meta}>
              <span className={s.badge}>{t(`feedback.categories.${ticket.category}`)}</span>
              <span className={ticket.status === 'answered' ? s.answered : s.open}>
                {t(`feedback.status.${ticket.status}`)}
              </span>
            </p>
            <ol className={s.conversation} aria-label={t('feedback.conversation')}>
              {ticket.conversation.map((m) => (
                <Message key={m.id} m={m} time={time} />
              ))}
            </ol>
            <form className={s.replyForm} onSubmit={send}>
              <div className={s.field}>
                <label htmlFor={boxId} className={s.label}>
                  {t('feedback.replyLabel')}
                </label>
                <textarea
                  id={boxId}
                  className={s.textarea}
                  rows={3}
                  maxLength={FEEDBACK_TEXT_MAX}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                />
              </div>
              <ActionError action={reply} className={s.error} />
              <Button type="submit" loading={reply.isPending} disabled={!text.trim()}>
                {t('feedback.replySend')}
              </Button>
            </form>
          </>
        )}
      </PageBody>
    </>
  )
}
