import { useId, useState } from 'react'
import type { FollowChannel } from '../../../contract/calls/follow.ts'
import { errorMessageKey } from '../../api/errors.ts'
import { useTranslation } from '../../i18n/index.ts'
import { Button, ButtonLabel, buttonClass } from '../../ui/button.tsx'
import { GiftIcon } from '../../ui/icons.tsx'
import { Money } from '../../ui/money.tsx'
import type { Prize } from '../../ui/reward-list.tsx'
import { openAuthModal } from '../auth/index.ts'
import s from './follow.module.css'
import { useClaimFollowReward } from './follow-api.ts'

interface ChannelCardProps {
  channel: FollowChannel
  isLoggedIn: boolean
  onClaimed: (prizes: readonly Prize[]) => void
}

/**
 * One channel: its reward, a link that opens it in a new tab and the claim. The claim opens once the link
 * was opened here (the order the page asks for; nothing can check the follow itself); a visitor is asked
 * to log in instead.
 */
export function ChannelCard({ channel, isLoggedIn, onClaimed }: ChannelCardProps) {
  const { t } = useTranslation()
  const claim = useClaimFollowReward()
  const [opened, setOpened] = useState(false)
  const hintId = useId()
  const name = t(`follow.channel.${channel.kind}`)
  const headingId = useId()
  return (
    <article className={s.card} aria-labelledby={headingId}>
      <span className={s.badge} data-kind={channel.kind} aria-hidden="true">
        {name.slice(0, 1)}
      </span>
      <div className={s.body}>
        <h2 id={headingId} className={s.name}>
          {name}
        </h2>
        <p className={s.reward}>
          <GiftIcon size={14} /> {t('follow.reward')} <Money value={channel.reward} kind="amount" />
        </p>
      </div>
      <div className={s.actions}>
        <a
          href={channel.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass({ variant: 'secondary', size: 'sm', wrap: true })}
          onClick={() => setOpened(true)}
        >
          <ButtonLabel>{t('follow.open', { name })}</ButtonLabel>
          <span className="visually-hidden">{t('follow.newTab')}</span>
        </a>
        {channel.claimed ? (
          <Button size="sm" wrap disabled>
            {t('follow.claimed')}
          </Button>
        ) : !isLoggedIn ? (
          <Button size="sm" wrap onClick={() => openAuthModal('login')}>
            {t('follow.logInToClaim')}
          </Button>
        ) : (
          <Button
            size="sm"
            wrap
            loading={claim.isPending}
            disabled={!opened}
            aria-describedby={opened ? undefined : hintId}
            onClick={() => claim.mutate(channel.id, { onSuccess: (reply) => onClaimed(reply.prizes) })}
          >
            {t('follow.claim')}
          </Button>
        )}
      </div>
      {!channel.claimed && isLoggedIn && !opened ? (
        <p id={hintId} className={s.hint}>
          {t('follow.openFirst', { name })}
        </p>
      ) : null}
      {claim.isError ? (
        <p className={s.error} role="alert">
          {t(errorMessageKey(claim.error))}
        </p>
      ) : null}
    </article>
  )
}
