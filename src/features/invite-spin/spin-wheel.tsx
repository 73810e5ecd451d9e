import { useLayoutEffect, useRef } from 'react'
import s from './invite-spin.module.css'
import type { InviteSpinSector } from './invite-spin-format.ts'
import type { SpinPlan } from './wheel-plan.ts'

const COLOURS = ['#7c3aed', '#c2410c', '#0f766e', '#1d4ed8', '#b91c1c', '#047857', '#a16207', '#be185d']

/** One slice of `count`, centred on `index × 360 / count` degrees clockwise from the top. */
function slicePath(index: number, count: number): string {
  const seg = 360 / count
  const rad = (deg: number) => ((deg - 90) * Math.PI) / 180
  const p = (a: number) => `${100 + 96 * Math.cos(a)} ${100 + 96 * Math.sin(a)}`
  return `M100 100 L${p(rad(index * seg - seg / 2))} A96 96 0 0 1 ${p(rad(index * seg + seg / 2))} Z`
}

interface SpinWheelProps {
  sectors: readonly InviteSpinSector[]
  /** Each sector's label (its amount, formatted). */
  label: (sector: InviteSpinSector) => string
  plan: SpinPlan | null
  onStopped: () => void
}

/**
 * The wheel (decoration: the result is announced in text beside it). It turns by a CSS transform
 * transition only, to the rotation the plan names; with no transition (reduced motion) it stops at once.
 */
export function SpinWheel({ sectors, label, plan, onStopped }: SpinWheelProps) {
  const wheel = useRef<SVGSVGElement>(null)
  const stopped = useRef(onStopped)
  stopped.current = onStopped
  useLayoutEffect(() => {
    const el = wheel.current
    if (!el || !plan) return
    if (plan.ms === 0) {
      el.style.transition = 'none'
      el.style.transform = `rotate(${plan.degrees}deg)`
      stopped.current()
      return
    }
    // Two frames: the start angle is painted before the transition to the end angle begins.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        el.style.transition = `transform ${plan.ms}ms cubic-bezier(0.15, 0.6, 0.2, 1)`
        el.style.transform = `rotate(${plan.degrees}deg)`
      })
    })
    const timer = setTimeout(() => stopped.current(), plan.ms + 100)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [plan])
  return (
    <div className={s.wheelBox}>
      <svg ref={wheel} className={s.wheel} viewBox="0 0 200 200" aria-hidden="true">
        {sectors.map((sector, i) => (
          <g key={sector.id}>
            <path d={slicePath(i, sectors.length)} fill={COLOURS[i % COLOURS.length]} stroke="#ffc93c" />
            <text
              x="100"
              y="34"
              transform={`rotate(${(i * 360) / sectors.length} 100 100)`}
              textAnchor="middle"
              fill="#ffffff"
              fontSize="11"
              fontWeight="800"
            >
              {label(sector)}
            </text>
          </g>
        ))}
        <circle cx="100" cy="100" r="14" fill="#ffc93c" />
      </svg>
      <span className={s.pointer} aria-hidden="true" />
    </div>
  )
}
