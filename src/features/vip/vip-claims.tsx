import { useState } from 'react'
import type { VipData } from '../../../contract/calls/vip.ts'
import { useTranslation } from '../../i18n/index.ts'
import { ActionError } from '../../ui/action-error.tsx'
import { Button } from '../../ui/button.tsx'
import { Money } from '../../ui/money.tsx'
import { type Prize, RewardList } from '../../ui/reward-list.tsx'
import s from './vip.module.css'
import { useClaimVip, type VipClaim } from './vip-api.ts'

const PRIZE_COIN = 2001

/**
 * Today's two VIP payouts, once per UTC day each. A level that pays 0 shows why instead of a button
 * (VIP 0 has no daily bonus); after a claim the reward list shows what was paid.
 */
export function VipClaims({ vip }: { vip: VipData }) {
  const { t } = useTranslation()
  const claim = useClaimVip()
  const [prizes, setPrizes] = useState<readonly Prize[] | null>(null)
  const onClaim = (kind: VipClaim) =>
    claim.mutate(kind, { onSuccess: (reply) => setPrizes([{ propId: PRIZE_COIN, amount: reply.amount }]) })
  const pending = (kind: VipClaim) => claim.isPending && claim.variables === kind
  return (
    <section className={s.card} aria-labelledby="vip-today">
      <h2 id="vip-today" className={s.cardTitle}>
        {t('vip.today')}
      </h2>
      <ClaimRow
        label={t('vip.signInAward')}
        amount={vip.signInAward}
        claimed={vip.signInClaimed}
        none={t('vip.noSignInAward')}
        loading={pending('signIn')}
        onClaim={() => onClaim('signIn')}
      />
      <ClaimRow
        label={t('vip.dailyBonus')}
        amount={vip.dailyBonus}
        claimed={vip.dailyClaimed}
        none={t('vip.noDailyBonus')}
        loading={pending('daily')}
        onClaim={() => onClaim('daily')}
      />
      <p className={s.muted}>{t('vip.onceADay')}</p>
      <ActionError action={claim} className={s.error} />
      {prizes ? <RewardList prizes={prizes} onClose={() => setPrizes(null)} /> : null}
    </section>
  )
}

interface ClaimRowProps {
  label: string
  amount: number
  claimed: boolean
  /** Said instead of a button when the level pays nothing. */
  none: string
  loading: boolean
  onClaim: () => void
}

function ClaimRow({ label, amount, claimed, none, loading, onClaim }: ClaimRowProps) {
  const { t } = useTranslation()
  return (
    <div className={s.claimRow}>
      <div className={s.claimText}>
        <span className={s.claimLabel}>{label}</span>
        {amount > 0 ? <Money value={amount} kind="amount" className={s.claimAmount} /> : null}
      </div>
      {amount > 0 ? (
        <Button size="sm" disabled={claimed} loading={loading} onClick={onClaim}>
          {claimed ? t('vip.claimedToday') : t('vip.claim')}
        </Button>
      ) : (
        <span className={s.muted}>{none}</span>
      )}
    </div>
  )
}
