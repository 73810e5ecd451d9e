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

/**
 * Customer service: the online chat first (itemType 1), other channels as links, and the FAQ. Only
 * working channels are shown (service-entries.ts); with none, the page says so and points at the FAQ.
 */
export function ServicePage() {
  const { t } = useTranslation()
  const query = useQuery(customerServicesQueryOptions(useLocale()))
  const { chats, links } = workingChannels(query.data?.appCustomerServiceQueue ?? [])

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
            </span>
            <span className={s.online} aria-hidden="true" />
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
                  <span className={s.rowLabel}>{link.param1}</span>
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
