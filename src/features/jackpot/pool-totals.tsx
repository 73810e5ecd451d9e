import { useLayoutEffect, useRef } from 'react'
import type { CallReply } from '../../../contract/calls/index.ts'
import { useTranslation } from '../../i18n/index.ts'
import { useMoney } from '../../ui/money.tsx'
import s from './jackpot.module.css'
import { POOL_IDS, poolName, prefersReducedMotion } from './jackpot-format.ts'

type Info = CallReply<'getJackpotDrawInfo'>
type Pool = Info['megaJackpot']

/** Spec 9: the shown totals move to a new figure within their range every 6 s, counting up over 2 s. */
export const RERANDOMISE_MS = 6_000
export const COUNT_UP_MS = 2_000

const pick = ({ min, max }: Pool['section']) => min + Math.floor(Math.random() * (max - min + 1))

/**
 * One pool's figure. The count-up writes the text node itself (no React render per frame); the box has a
 * fixed size, so each frame repaints only this figure. A moving figure is hidden from screen readers, which
 * get the range's top as "up to …". With reduced motion (or no range) the figure stays at the range's top,
 * the same figure for everyone.
 */
function PoolFigure({ pool }: { pool: Pool }) {
  const { t } = useTranslation()
  const money = useMoney()
  const ref = useRef<HTMLSpanElement>(null)
  const shown = useRef(pool.section.min)
  const { min, max } = pool.section
  const still = min === max || prefersReducedMotion()
  useLayoutEffect(() => {
    const el = ref.current
    if (!el || still) return
    let frame = 0
    const paint = (v: number) => {
      shown.current = v
      el.textContent = money(v)
    }
    const countTo = (to: number) => {
      cancelAnimationFrame(frame)
      const from = shown.current
      if (from === to) return paint(to)
      const start = performance.now()
      const tick = (now: number) => {
        const p = Math.min(1, (now - start) / COUNT_UP_MS)
        paint(Math.round(from + (to - from) * p))
        if (p < 1) frame = requestAnimationFrame(tick)
      }
      frame = requestAnimationFrame(tick)
    }
    paint(Math.min(Math.max(shown.current, min), max))
    countTo(pick({ min, max }))
    const timer = setInterval(() => countTo(pick({ min, max })), RERANDOMISE_MS)
    return () => {
      clearInterval(timer)
      cancelAnimationFrame(frame)
    }
  }, [min, max, money, still])
  if (still) return <span className={s.poolValue}>{money(max)}</span>
  return (
    <>
      <span ref={ref} className={s.poolValue} aria-hidden="true" />
      <span className="visually-hidden">{t('jackpot.upTo', { amount: money(max) })}</span>
    </>
  )
}

const POOL_FIELDS = ['megaJackpot', 'majorJackpot', 'minorJackpot', 'miniJackpot'] as const

/** Mega, Major, Minor and Mini with their moving totals. */
export function PoolTotals({ info }: { info: Info }) {
  const { t } = useTranslation()
  return (
    <ul className={s.pools} aria-label={t('jackpot.poolsLabel')}>
      {POOL_FIELDS.map((field, i) => {
        const pool = info[field]
        const propId = POOL_IDS[i] ?? 0
        return (
          <li key={field} className={`${s.pool} ${i === 0 ? s.mega : ''}`} data-pool={propId}>
            <span className={s.poolName}>{poolName(propId, t)}</span>
            <PoolFigure pool={pool} />
          </li>
        )
      })}
    </ul>
  )
}
