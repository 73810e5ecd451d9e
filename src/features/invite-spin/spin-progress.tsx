import { useTranslation } from '../../i18n/index.ts'
import { Button } from '../../ui/button.tsx'
import { useMoney } from '../../ui/money.tsx'
import s from './invite-spin.module.css'
import { expectedPerSpin, type InviteSpinSector, spinsToTarget } from './invite-spin-format.ts'

interface SpinProgressProps {
  accumulated: number
  target: number
  sectors: readonly InviteSpinSector[]
  canExchange: boolean
  exchanging: boolean
  onExchange: () => void
}

/**
 * Progress to the exchange target, said plainly: what is collected, what is left, and how many spins that
 * takes on average at the published odds (so a player can see how far the target really is).
 */
export function SpinProgress({
  accumulated,
  target,
  sectors,
  canExchange,
  exchanging,
  onExchange,
}: SpinProgressProps) {
  const { t } = useTranslation()
  const money = useMoney()
  const left = Math.max(0, target - accumulated)
  const perSpin = expectedPerSpin(sectors)
  return (
    <section className={s.card} aria-labelledby="invite-spin-progress">
      <h2 id="invite-spin-progress" className={s.heading}>
        {t('inviteSpin.progressTitle', { target: money(target, 'amount') })}
      </h2>
      <progress
        className={s.progress}
        max={target}
        value={Math.min(accumulated, target)}
        aria-labelledby="invite-spin-progress"
        aria-valuetext={t('inviteSpin.progress', {
          have: money(accumulated, 'amount'),
          target: money(target, 'amount'),
        })}
      />
      <p className={s.figures}>
        {t('inviteSpin.progress', { have: money(accumulated, 'amount'), target: money(target, 'amount') })}
      </p>
      {canExchange ? null : (
        <p className={s.hint}>
          {t('inviteSpin.average', {
            perSpin: money(perSpin, 'amount'),
            left: money(left, 'amount'),
            count: spinsToTarget(left, perSpin),
          })}
        </p>
      )}
      <Button block loading={exchanging} disabled={!canExchange} onClick={onExchange}>
        {t('inviteSpin.exchange', { target: money(target, 'amount') })}
      </Button>
    </section>
  )
}
