import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { RedDots } from '../../../contract/calls/activities.ts'
import { mailWaiting, useRedDots } from '../../api/red-dots.ts'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/index.ts'
import { copyText } from '../../platform/clipboard.ts'
import { Button } from '../../ui/button.tsx'
import {
  ChevronRightIcon,
  CoinIcon,
  DownloadIcon,
  FlameIcon,
  GiftIcon,
  GridIcon,
  HeadsetIcon,
  InboxIcon,
  MailIcon,
  RefreshIcon,
  SparkIcon,
  UserIcon,
} from '../../ui/icons.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { Money } from '../../ui/money.tsx'
import { AppLink, NavLink } from '../../ui/nav-link.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { HelpIcon } from '../../ui/page-icons.tsx'
import { RedDot } from '../../ui/red-dot.tsx'
import { toast } from '../../ui/toast-store.ts'
import { refreshDataQueryOptions, useLogout } from '../auth/index.ts'
import { BonusMoney } from '../wallet/index.ts'
import { Avatar } from './avatars.tsx'
import s from './member-page.module.css'

// Only pages that exist are linked; the rest join the list as they ship. `dot`: when a red dot says a
// reward waits there (getRedDots).
const LINKS: Array<{ href: string; key: string; icon: ReactNode; dot?: (d: RedDots) => boolean }> = [
  { href: '/email', key: 'member.links.mail', icon: <MailIcon />, dot: mailWaiting },
  { href: '/activity/sign-in', key: 'member.links.signIn', icon: <GiftIcon />, dot: (d) => d.signInFlag },
  {
    href: '/vip',
    key: 'member.links.vip',
    icon: <SparkIcon />,
    dot: (d) => d.vipAwardFlag || d.hasFreeBonus,
  },
  {
    href: '/bonus/tasks',
    key: 'bonus.tabs.tasks',
    icon: <FlameIcon />,
    dot: (d) => d.taskAwardFlag || d.hasTask,
  },
  { href: '/reward/record', key: 'member.links.rewards', icon: <InboxIcon /> },
  {
    href: '/agent',
    key: 'member.links.agent',
    icon: <GiftIcon />,
    dot: (d) => d.hasAgent || d.agent5AwardFlag,
  },
  { href: '/share', key: 'member.links.share', icon: <SparkIcon /> },
  { href: '/points', key: 'member.links.points', icon: <SparkIcon /> },
  { href: '/activity/bank', key: 'member.links.safebox', icon: <CoinIcon />, dot: (d) => d.hasFund },
  { href: '/wallets?name=deposit', key: 'member.links.deposit', icon: <CoinIcon /> },
  { href: '/wallets?name=withdraw', key: 'member.links.withdraw', icon: <DownloadIcon /> },
  { href: '/wallets/record', key: 'member.links.records', icon: <InboxIcon /> },
  { href: '/wallets/card/list', key: 'member.links.cards', icon: <GridIcon /> },
  { href: '/member/games', key: 'games.member.link', icon: <FlameIcon /> },
  { href: '/member/report', key: 'member.links.report', icon: <SparkIcon /> },
  { href: '/member/retrieve-balance', key: 'member.links.retrieve', icon: <RefreshIcon /> },
  { href: '/member/profile', key: 'member.links.profile', icon: <UserIcon /> },
  {
    href: '/feedback',
    key: 'member.links.feedback',
    icon: <InboxIcon />,
    dot: (d) => d.hasFeedbackReply,
  },
  { href: '/faq', key: 'member.links.faq', icon: <HelpIcon /> },
  { href: '/service', key: 'member.links.service', icon: <HeadsetIcon /> },
  { href: '/about-us', key: 'member.links.about', icon: <SparkIcon /> },
  { href: '/download', key: 'member.links.download', icon: <DownloadIcon /> },
]
// Diagnostics (/diagnostics) is for testers and support: reachable by its URL, never in the player's menu.

export function MemberPage() {
  const { t } = useTranslation()
  const { user, isLoggedIn } = useSession()
  // Refetched on every visit: the balance here must be the server's, not the cached one. Off once
  // logged out, or the logout itself would trigger a refetch that answers 401.
  const refresh = useQuery({ ...refreshDataQueryOptions(), enabled: isLoggedIn })
  const logout = useLogout()
  const dots = useRedDots()

  const copyId = () => {
    if (!user) return
    copyText(String(user.id)).then(
      () => toast(t('member.copied'), { tone: 'success' }),
      () => toast(t('member.copyFailed'), { tone: 'error' }),
    )
  }

  return (
    <>
      <PageHeader title={t('member.title')} noBack />
      <PageBody>
        <div className={s.stack}>
          <section className={s.hero} aria-label={t('member.account')}>
            <Avatar id={user?.avatar ?? '1'} size={72} />
            <div className={s.who}>
              <h2 className={s.nickname}>{user?.nickname}</h2>
              <div className={s.meta}>
                <AppLink href="/vip" className={s.vip}>
                  {t('member.vip', { level: user?.vip ?? 0 })}
                </AppLink>
                <span>{t('member.userId', { id: user?.id ?? '' })}</span>
                <button type="button" className={s.copy} onClick={copyId} aria-label={t('member.copyId')}>
                  {t('member.copy')}
                </button>
              </div>
            </div>
          </section>

          <section className={s.balance} aria-label={t('member.balance')}>
            <div>
              <p className={s.balanceLabel}>{t('member.balance')}</p>
              <p className={s.amount}>
                <CoinIcon size={24} />
                <Money value={user?.coin ?? 0} />
              </p>
            </div>
            <button
              type="button"
              className={`${s.refresh} ${refresh.isFetching ? s.spinning : ''}`}
              onClick={() => void refresh.refetch()}
              disabled={refresh.isFetching}
              aria-label={t('member.refresh')}
              aria-busy={refresh.isFetching || undefined}
            >
              <RefreshIcon />
            </button>
          </section>
          {refresh.isError ? (
            <p className={s.alert} role="alert">
              {t('member.refreshFailed')}
            </p>
          ) : null}
          <BonusMoney showEmpty />

          <nav className={s.menu} aria-label={t('member.menu')}>
            {LINKS.map((link) => (
              <NavLink key={link.href} href={link.href} className={s.item}>
                <span className={s.itemIcon}>{link.icon}</span>
                <span className={s.itemLabel}>{t(link.key)}</span>
                {dots && link.dot?.(dots) ? <RedDot label={t('nav.newReward')} inline /> : null}
                <ChevronRightIcon size={18} className={s.chevron} />
              </NavLink>
            ))}
          </nav>

          <Button variant="secondary" block loading={logout.isPending} onClick={() => logout.mutate()}>
            {t('member.logout')}
          </Button>
        </div>
      </PageBody>
    </>
  )
}
