import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { MailItem } from '../../../contract/calls/mail.ts'
import { useTranslation } from '../../i18n/index.ts'
import b from '../../ui/blocks.module.css'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ChevronRightIcon, GiftIcon, MailIcon } from '../../ui/icons.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { AttachmentValue } from './attachment-label.tsx'
import s from './mail.module.css'
import { hasAttachment, mailListQueryOptions } from './mail-api.ts'
import { formatMailTime, mailHref } from './mail-format.ts'
import { useMailText } from './mail-text.ts'

/** /email (spec 2, login required): the player's mail, newest first, 20 at a time as they scroll. */
export function MailListPage() {
  const { t } = useTranslation()
  const query = useInfiniteQuery(mailListQueryOptions())
  const rows = query.data?.pages.flatMap((page) => page.list)
  const unread = query.data?.pages[0]?.unread ?? 0
  return (
    <>
      <PageHeader title={t('mail.title')} fallback="/member" />
      <PageBody>
        <div className={`${b.column} ${s.stack}`}>
          {!rows ? (
            <QueryState query={query} errorTitle={t('mail.errorTitle')} />
          ) : rows.length === 0 ? (
            <EmptyState
              icon={<MailIcon size={28} />}
              title={t('mail.emptyTitle')}
              text={t('mail.emptyText')}
            />
          ) : (
            <>
              <p className={s.muted} aria-live="polite">
                {unread > 0 ? t('mail.unreadCount', { count: unread }) : t('mail.allRead')}
              </p>
              <ul className={s.list}>
                {rows.map((mail) => (
                  <MailRow key={mail.id} mail={mail} />
                ))}
              </ul>
              <MoreMail query={query} />
            </>
          )}
        </div>
      </PageBody>
    </>
  )
}

function MailRow({ mail }: { mail: MailItem }) {
  const { t, i18n } = useTranslation()
  const text = useMailText()
  const gift = hasAttachment(mail)
  return (
    <li className={b.iconRowBox}>
      <AppLink href={mailHref(mail.id)} className={`${s.row} ${b.iconRow} ${mail.read ? '' : s.unread}`}>
        <span className={`${s.rowIcon} ${b.iconRowLead}`} aria-hidden="true">
          {gift ? <GiftIcon size={22} /> : <MailIcon size={22} />}
        </span>
        <span className={`${s.rowText} ${b.iconRowText}`}>
          <span className={s.rowTitle}>
            {mail.read ? null : <span className="visually-hidden">{`${t('mail.unread')}: `}</span>}
            {text(mail).title}
          </span>
          <span className={s.rowMeta}>
            <time dateTime={new Date(mail.time * 1000).toISOString()}>
              {formatMailTime(mail.time, i18n.resolvedLanguage)}
            </time>
            {gift ? (
              <span className={mail.claimed ? s.claimedBadge : s.giftBadge}>
                {mail.claimed ? t('mail.claimed') : <AttachmentValue mail={mail} />}
              </span>
            ) : null}
          </span>
        </span>
        {mail.read ? null : <span className={s.unreadDot} aria-hidden="true" />}
        <ChevronRightIcon size={18} className={s.chevron} />
      </AppLink>
    </li>
  )
}

interface Pages {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  fetchNextPage: () => Promise<unknown>
}

/** The next page when the end of the list scrolls into view, and a button for keyboards and old browsers. */
function MoreMail({ query }: { query: Pages }) {
  const { t } = useTranslation()
  const sentinel = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query
  const busy = useRef(isFetchingNextPage)
  busy.current = isFetchingNextPage
  useEffect(() => {
    const el = sentinel.current
    // After a failed page the button retries; the observer would retry in a loop.
    if (!el || !hasNextPage || isFetchNextPageError || typeof IntersectionObserver === 'undefined') return
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !busy.current) void fetchNextPage()
    })
    seen.observe(el)
    return () => seen.disconnect()
  }, [hasNextPage, isFetchNextPageError, fetchNextPage])
  if (!hasNextPage) return null
  return (
    <div ref={sentinel} className={s.more}>
      {isFetchNextPageError ? (
        <p className={s.error} role="alert">
          {t('mail.moreFailed')}
        </p>
      ) : null}
      <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
        {t('mail.loadMore')}
      </Button>
    </div>
  )
}
