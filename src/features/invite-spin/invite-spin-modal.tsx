import { useQuery } from '@tanstack/react-query'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/index.ts'
import { Button, buttonClass } from '../../ui/button.tsx'
import { GiftIcon } from '../../ui/icons.tsx'
import type { ModalContentProps } from '../../ui/modal-store.ts'
import { useMoney } from '../../ui/money.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import s from './invite-spin.module.css'
import { spinStatusQueryOptions } from './invite-spin-status.ts'

/**
 * The InviteUserSpin start popup (spec 4): the spins waiting and the progress to the target; "Spin now"
 * opens the wheel's page, where the odds are. The start-popup queue shows it only while the player has a
 * spin, so the status it reads is already cached. Registered with `ownHeading`: the spins waiting name
 * the dialog and the progress describes it.
 */
export function InviteSpinModal({ close, ids }: ModalContentProps) {
  const { t } = useTranslation()
  const money = useMoney()
  const { user } = useSession()
  const status = useQuery(spinStatusQueryOptions(user?.id ?? null)).data
  return (
    <div className={s.popup}>
      <span className={s.badge}>
        <GiftIcon size={28} />
      </span>
      <h2 id={ids.title} className={s.popupTitle}>
        {t('inviteSpin.popupTitle', { count: status?.spins ?? 0 })}
      </h2>
      {status ? (
        <p id={ids.text} className={s.hint}>
          {t('inviteSpin.progress', {
            have: money(status.accumulated, 'amount'),
            target: money(status.target, 'amount'),
          })}
        </p>
      ) : null}
      <AppLink
        href="/activity/invite-spin"
        className={buttonClass({ block: true })}
        onClick={close}
        data-autofocus
      >
        {t('inviteSpin.spinNow')}
      </AppLink>
      <Button block variant="ghost" onClick={close}>
        {t('inviteSpin.later')}
      </Button>
    </div>
  )
}
