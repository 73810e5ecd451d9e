import { useState } from 'react'
import { useLocale, useTranslation } from '../../../i18n/index.ts'
import { ActionError } from '../../../ui/action-error.tsx'
import { Button } from '../../../ui/button.tsx'
import { GiftIcon } from '../../../ui/icons.tsx'
import { PageBody } from '../../../ui/layout.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { type Prize, RewardList } from '../../../ui/reward-list.tsx'
import { DayGrid } from './day-grid.tsx'
import { localResetTime } from './reset-time.ts'
import s from './sign-in.module.css'
import { useClaimSignIn } from './sign-in-api.ts'
import { type SignInStatus, SignInStatusGate } from './status-gate.tsx'

/**
 * /activity/sign-in (spec FreeSign): the 7-day cycle and today's claim, once per UTC day. After a claim
 * the reward list shows what was paid and the header's balance is the server's.
 */
export function SignInPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader
        title={t('signIn.title')}
        fallback="/bonus"
        right={{ href: '/activity/sign-in/rule', label: t('signIn.rule') }}
      />
      <PageBody>
        <SignInStatusGate>{(status) => <SignInBody status={status} />}</SignInStatusGate>
      </PageBody>
    </>
  )
}

function SignInBody({ status }: { status: SignInStatus }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const claim = useClaimSignIn()
  const [prizes, setPrizes] = useState<readonly Prize[] | null>(null)
  const onClaim = () => claim.mutate(undefined, { onSuccess: (reply) => setPrizes(reply.prizes) })
  return (
    <div className={s.stack}>
      <p className={s.lead}>{t('signIn.lead')}</p>
      <DayGrid status={status} />
      <Button
        block
        size="lg"
        icon={<GiftIcon size={18} />}
        loading={claim.isPending}
        disabled={!status.canClaim}
        onClick={onClaim}
      >
        {status.canClaim ? t('signIn.claim', { day: status.today }) : t('signIn.claimed')}
      </Button>
      <p className={s.note}>
        {status.canClaim
          ? t('signIn.onceADay')
          : t('signIn.comeBack', { time: localResetTime(status.nextResetTime, locale) })}
      </p>
      <ActionError action={claim} className={s.error} />
      {prizes ? <RewardList prizes={prizes} onClose={() => setPrizes(null)} /> : null}
    </div>
  )
}
