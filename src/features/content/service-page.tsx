import { useQuery } from '@tanstack/react-query'
import { customerServicesQueryOptions } from '../../api/content.ts'
import { errorMessageKey } from '../../api/errors.ts'
import { useTranslation } from '../../i18n/index.ts'
import { useLocale } from '../../i18n/use-locale.ts'
import { nativeBridge } from '../../platform/native.ts'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { ChevronRightIcon, HeadsetIcon } from '../../ui/icons.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { ChatIcon, ExternalIcon, HelpIcon } from '../../ui/page-icons.tsx'
import { Skeleton } from '../../ui/spinner.tsx'
import { opensNewTab } from './safe-href.ts'
import s from './service.module.css'
import { workingChannels } from './service-entries.ts'
import { channelKind, isOpenAt, localClock, type OpenHours } from './service-hours.ts'

/** Inside the native shell the chat opens in the shell's own view (spec 1), not a browser tab. */
function openChatInShell(event: React.MouseEvent, href: string) {
  const bridge = nativeBridge()
  if (!bridge) return
  try {
    bridge.openChat(href)
    event.preventDefault()
  } catch {
    // the bridge failed: let the link open normally
  }
}

/** Whether someone answers now, and when, on the player's own clock ("Open 24 hours" without hours). */
function Hours({ hours, now }: { hours: OpenHours | null; now: Date }) {
  const { t } = useTranslation()
  const locale = useLocale()
  if (!hours) return <span className={s.hours}>{t('content.hoursAlways')}</span>
  const open = isOpenAt(hours, now)
  return (
    <span className={s.hours}>
      <span className={open ? s.openNow : undefined}>
        {t(open ? 'content.openNow' : 'content.closedNow')}
      </span>
      {' · '}
      {t('content.hours', {
        from: localClock(hours.from, locale, now),
        to: localClock(hours.to, locale, now),
      })}
    </span>
  )
}

/** What the link opens (WhatsApp, e-mail...), unless the label already says just that. */
function KindHint({ label, href }: { label: string; href: string }) {
  const { t } = useTranslation()
  const kind = t(`content.channel.${channelKind(href)}`)
  return kind.toLowerCase() === label.trim().toLowerCase() ? null : <span className={s.rowHint}>{kind}</span>
}

/**
 * Customer service: the online chat first (itemType 1), other channels as links, and the FAQ. Only
 * working channels are shown (service-entries.ts); with none, the page says so and points at the FAQ.
 */
export function ServicePage() {
  const { t } = useTranslation()
  const query = useQuery(customerServicesQueryOptions(useLocale()))
  const { chats, links } = workingChannels(query.data?.appCustomerServiceQueue ?? [])
  const now = new Date()

  let body: React.ReactNode
  if (query.data && chats.length + links.length === 0) {
    body = (
      <EmptyState
        icon={<HeadsetIcon size={28} />}
        title={t('content.serviceEmpty')}
        text={t('content.serviceEmptyText')}
      />
    )
  } else if (query.data) {
    body = (
      <>
        <p className={s.intro}>{t('content.serviceIntro')}</p>
        {chats.map((chat) => (
          <a
            key={chat.id}
            className={s.chat}
            href={chat.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(e) => openChatInShell(e, chat.href)}
          >
            <span className={s.chatIcon}>
              <ChatIcon size={26} />
            </span>
            <span className={s.chatText}>
              <span className={s.chatTitle}>{chat.param1 || t('content.chat')}</span>
              <span className={s.chatHint}>{t('content.chatHint')}</span>
              <Hours hours={chat.openHours} now={now} />
            </span>
            {isOpenAt(chat.openHours, now) ? <span className={s.online} aria-hidden="true" /> : null}
          </a>
        ))}
        {links.length > 0 ? (
          <ul className={s.list}>
            {links.map((link) => (
              <li key={link.id}>
                <a
                  className={s.row}
                  href={link.href}
                  {...(opensNewTab(link.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <span className={s.rowText}>
                    <span className={s.rowLabel}>{link.param1}</span>
                    <KindHint label={link.param1} href={link.href} />
                    <Hours hours={link.openHours} now={now} />
                  </span>
                  <ExternalIcon size={18} className={s.rowIcon} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </>
    )
  } else if (query.isError) {
    body = (
      <ErrorState
        title={t('content.loadError')}
        text={t(errorMessageKey(query.error))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  } else {
    body = (
      <div className={s.skeleton} aria-busy="true">
        <Skeleton className={s.skeletonChat} />
        <Skeleton className={s.skeletonRow} />
        <Skeleton className={s.skeletonRow} />
      </div>
    )
  }

  return (
    <>
      <PageHeader title={t('titles.service')} />
      <PageBody width="reading">
        <div className={s.stack}>
          {body}
          <AppLink href="/faq" className={s.row}>
            <HelpIcon size={20} className={s.rowIcon} />
            <span className={s.rowLabel}>{t('nav.faq')}</span>
            <ChevronRightIcon size={18} className={s.rowIcon} />
          </AppLink>
        </div>
      </PageBody>
    </>
  )
}
