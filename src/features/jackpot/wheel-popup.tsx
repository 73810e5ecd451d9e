import { useTranslation } from '../../i18n/index.ts'
import { Overlay } from '../../ui/overlay.tsx'
import { PrizeWheel } from '../../ui/prize-wheel.tsx'
import { WHEEL_POOLS, type WheelPlan } from './draw-timing.ts'
import s from './jackpot.module.css'
import { poolName } from './jackpot-format.ts'

/**
 * The prize wheel for a pool prize (spec 4 step 5): turns to bring the won pool under the pointer. No close button: the amount
 * follows by itself (spec 9: 2 s after the turn).
 */
export function WheelPopup({ plan }: { plan: WheelPlan }) {
  const { t } = useTranslation()
  return (
    <Overlay title={t('jackpot.wheelTitle')} variant="alert">
      <PrizeWheel labels={WHEEL_POOLS.map((propId) => poolName(propId, t).toUpperCase())} turn={plan} />
      <p className={s.wheelText} role="status">
        {t('jackpot.wheelSpinning')}
      </p>
    </Overlay>
  )
}
