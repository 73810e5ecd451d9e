import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/index.ts'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { LoadMore } from '../../ui/load-more.tsx'
import { AppLink, NavLink } from '../../ui/nav-link.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { RedDot } from '../../ui/red-dot.tsx'
import s from './feedback.module.css'
import { feedbackListQueryOptions } from './feedback-api.ts'
import { feedbackOutbox } from './outbox.ts'
import { usePendingTickets } from './use-outbox.ts'

/** /feedback/record: tickets waiting in the outbox, then the server's, newest activity first. */
export function FeedbackRecords() {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const query = useInfiniteQuery(feedbackListQueryOptions())
  const pending = usePendingTickets()
  const rows = query.data?.pages.flatMap((p) => p.list)
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' })
  const discard = (key: string) =>
    void feedbackOutbox()
      .discard(key)
      .then(() => queryClient.invalidateQueries({ queryKey: ['feedback', 'outbox'] }))

  return (
    <>
      <PageHeader title={t('feedback.recordTitle')} fallback="/feedback" />
      <PageBody width="reading">
        {pending.length ? (
          <ul className={s.list} aria-label={t('feedback.pendingTitle')}>
            {pending.map((p) => (
              <li key={p.key} className={`${s.card} ${s.pending}`}>
                <span className={s.row}>
                  <span className={s.badge}>{t(`feedback.categories.${p.category}`)}</span>
                  <span className={p.state === 'failed' ? s.failed : s.waiting}>
                    {p.state === 'failed' ? t(`errors.${p.error ?? 'unknown'}`) : t('feedback.waiting')}
                  </span>
                </span>
                <span className={s.preview}>{p.content}</span>
                {p.state === 'failed' ? (
                  <Button variant="ghost" size="sm" onClick={() => discard(p.key)}>
                    {t('feedback.discard')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {!rows ? (
          <QueryState query={query} errorTitle={t('feedback.listError')} />
        ) : rows.length === 0 && pending.length === 0 ? (
          <EmptyState
            title={t('feedback.emptyTitle')}
            text={t('feedback.emptyText')}
            action={
              <AppLink href="/feedback" className={s.link}>
                {t('feedback.new')}
              </AppLink>
            }
          />
        ) : (
          <>
            <ul className={s.list}>
              {rows.map((r) => (
                <li key={r.id}>
                  <NavLink href={`/feedback/record/${r.id}`} className={s.card}>
                    <span className={s.row}>
                      <span className={s.badge}>{t(`feedback.categories.${r.category}`)}</span>
                      <span className={r.status === 'answered' ? s.answered : s.open}>
                        {t(`feedback.status.${r.status}`)}
                      </span>
                      {r.unread ? <RedDot label={t('feedback.newReply')} inline /> : null}
                    </span>
                    <span className={s.preview}>{r.preview}</span>
                    <time className={s.time} dateTime={new Date(r.updateTime * 1000).toISOString()}>
                      {time.format(r.updateTime * 1000)}
                    </time>
                  </NavLink>
                </li>
              ))}
            </ul>
            <LoadMore query={query} label={t('feedback.loadMore')} />
          </>
        )}
      </PageBody>
    </>
  )
}
