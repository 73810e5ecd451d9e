import { useLayoutEffect, useRef } from 'react'
import { useTranslation } from '../../i18n/index.ts'
import { Overlay } from '../../ui/overlay.tsx'
import { WHEEL_POOLS, type WheelPlan } from './draw-timing.ts'
import s from './jackpot.module.css'
import { poolName } from './jackpot-format.ts'

const COLOURS = ['#7c3aed', '#c2410c', '#0f766e', '#1d4ed8']

/** One quarter of the wheel, centred on `sector * 90` degrees clockwise from the top. */
function sectorPath(sector: number): string {
  const rad = (deg: number) => ((deg - 90) * Math.PI) / 180
  const from = rad(sector * 90 - 45)
  const to = rad(sector * 90 + 45)
  const p = (a: number) => `${100 + 96 * Math.cos(a)} ${100 + 96 * Math.sin(a)}`
  return `M100 100 L${p(from)} A96 96 0 0 1 ${p(to)} Z`
}

/**
 * The prize wheel for a pool prize (spec 4 step 5): turns `plan.degrees` over `plan.ms` (a CSS transform
 * transition: no layout per frame) to bring the won pool under the pointer. No close button: the amount
 * follows by itself (spec 9: 2 s after the turn).
 */
export function WheelPopup({ plan }: { plan: WheelPlan }) {
  const { t } = useTranslation()
  const wheel = useRef<SVGSVGElement>(null)
  useLayoutEffect(() => {
    const el = wheel.current
    if (!el) return
    // Two frames: the start angle must be painted before the transition to the end angle begins.
    let id = requestAnimationFrame(() => {
      id = requestAnimationFrame(() => {
        el.style.transition = `transform ${plan.ms}ms cubic-bezier(0.15, 0.6, 0.2, 1)`
        el.style.transform = `rotate(${plan.degrees}deg)`
      })
    })
    return () => cancelAnimationFrame(id)
  }, [plan])
  return (
    <Overlay title={t('jackpot.wheelTitle')} variant="alert">
      <div className={s.wheelBox} data-wheel-sector={plan.sector}>
        <svg ref={wheel} className={s.wheel} viewBox="0 0 200 200" aria-hidden="true">
          {WHEEL_POOLS.map((propId, i) => (
            <g key={propId}>
              <path d={sectorPath(i)} fill={COLOURS[i]} stroke="#ffc93c" strokeWidth="2" />
              <text
                x="100"
                y="42"
                transform={`rotate(${i * 90} 100 100)`}
                textAnchor="middle"
                fill="#ffffff"
                fontSize="16"
                fontWeight="800"
              >
                {poolName(propId, t).toUpperCase()}
              </text>
            </g>
          ))}
          <circle cx="100" cy="100" r="16" fill="#ffc93c" />
        </svg>
        <span className={s.pointer} aria-hidden="true" />
      </div>
      <p className={s.wheelText} role="status">
        {t('jackpot.wheelSpinning')}
      </p>
    </Overlay>
  )
}
