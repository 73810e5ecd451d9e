import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { MailDetail } from '../../../contract/calls/mail.ts'
import { ErrorCode } from '../../../contract/errors.ts'
import { errorMessageKey, isApiError } from '../../api/errors.ts'
import { useTranslation } from '../../i18n/index.ts'
import b from '../../ui/blocks.module.css'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { GiftIcon, MailIcon } from '../../ui/icons.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { type Prize, RewardList } from '../../ui/reward-list.tsx'
import { toast } from '../../ui/toast-store.ts'
import { AttachmentValue } from './attachment-label.tsx'
import s from './mail.module.css'
import {
  hasAttachment,
  mailDetailQueryOptions,
  useClaimMail,
  useDeleteMail,
  useMailRead,
} from './mail-api.ts'
import { formatMailTime } from './mail-format.ts'
import { useMailText } from './mail-text.ts'

const PRIZE_COIN = 2001
const PRIZE_POINTS = 2002

/** /email/detail?id= (spec 2): one mail, its attachment to claim, and delete. */
export function MailDetailPage({ id }: { id: number | undefined }) {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('mail.detailTitle')} fallback="/email" />
      <PageBody>
        <div className={`${b.column} ${s.stack}`}>
          {id === undefined ? <MailGone /> : <MailLoader id={id} />}
        </div>
      </PageBody>
    </>
  )
}

function MailGone() {
  const { t } = useTranslation()
  return (
    <EmptyState
      icon={<MailIcon size={28} />}
      title={t('mail.notFound')}
      action={
        <AppLink href="/email" className={s.textLink}>
          {t('mail.backToList')}
        </AppLink>
      }
    />
  )
}

function MailLoader({ id }: { id: number }) {
  const { t } = useTranslation()
  const query = useQuery(mailDetailQueryOptions(id))
  const read = useMailRead()
  const opened = query.data?.id
  // The server marked it read: the list's unread state and the dots follow.
  useEffect(() => {
    if (opened !== undefined) read()
  }, [opened, read])
  if (query.data) return <MailView mail={query.data} />
  if (isApiError(query.error) && query.error.code === ErrorCode.mailNotFound) return <MailGone />
  return <QueryState query={query} errorTitle={t('mail.errorTitle')} />
}

function MailView({ mail }: { mail: MailDetail }) {
  const { t, i18n } = useTranslation()
  const text = useMailText()(mail)
  const navigate = useNavigate()
  const claim = useClaimMail()
  const remove = useDeleteMail()
  const [asking, setAsking] = useState(false)
  const [prizes, setPrizes] = useState<readonly Prize[] | null>(null)
  const gift = hasAttachment(mail)
  const unclaimed = gift && !mail.claimed

  const onClaim = () =>
    claim.mutate(mail, {
      onSuccess: (r) =>
        setPrizes([
          ...(r.coin > 0 ? [{ propId: PRIZE_COIN, amount: r.coin }] : []),
          ...(r.points > 0 ? [{ propId: PRIZE_POINTS, amount: r.points }] : []),
        ]),
    })
  const onDelete = (confirm: boolean) => {
    setAsking(false)
    remove.mutate(
      { id: mail.id, confirm },
      {
        onSuccess: () => {
          toast(t('mail.deleted'), { tone: 'success' })
          void navigate({ href: '/email', replace: true })
        },
      },
    )
  }

  return (
    <>
      <article className={b.card} aria-labelledby="mail-title">
        <h2 id="mail-title" className={s.mailTitle}>
          {text.title}
        </h2>
        <time className={s.muted} dateTime={new Date(mail.time * 1000).toISOString()}>
          {formatMailTime(mail.time, i18n.resolvedLanguage)}
        </time>
        <p className={s.body}>{text.body}</p>
      </article>

      {gift ? (
        <section className={`${b.card} ${s.gift}`} aria-labelledby="mail-gift">
          <h2 id="mail-gift" className={s.giftTitle}>
            <GiftIcon size={22} />
            {t('mail.attachment')}
          </h2>
          <p className={s.giftValue}>
            <AttachmentValue mail={mail} />
          </p>
          {mail.claimed ? (
            <p className={s.muted}>{t('mail.claimedText')}</p>
          ) : (
            <Button block loading={claim.isPending} onClick={onClaim}>
              {t('mail.claim')}
            </Button>
          )}
          {claim.isError ? (
            <p className={s.error} role="alert">
              {t(errorMessageKey(claim.error))}
            </p>
          ) : null}
        </section>
      ) : null}

      <Button
        variant="secondary"
        block
        loading={remove.isPending}
        onClick={() => (unclaimed ? setAsking(true) : onDelete(false))}
      >
        {t('mail.delete')}
      </Button>
      {remove.isError ? (
        <p className={s.error} role="alert">
          {t(errorMessageKey(remove.error))}
        </p>
      ) : null}

      <Dialog
        open={asking}
        title={t('mail.deleteTitle')}
        onClose={() => setAsking(false)}
        onConfirm={() => onDelete(true)}
        confirmLabel={t('mail.deleteAnyway')}
        actions={
          <Button variant="secondary" block data-autofocus onClick={() => setAsking(false)}>
            {t('common.cancel')}
          </Button>
        }
      >
        <p>{t('mail.deleteUnclaimed')}</p>
      </Dialog>
      {prizes ? <RewardList prizes={prizes} onClose={() => setPrizes(null)} /> : null}
    </>
  )
}
