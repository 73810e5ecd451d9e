import { useLayoutEffect, useRef } from 'react'
import s from './prize-wheel.module.css'

const COLOURS = ['#7c3aed', '#c2410c', '#0f766e', '#1d4ed8', '#b91c1c', '#047857', '#a16207', '#be185d']

/** Where a turn ends: the wheel's absolute rotation, over `ms` (0: it jumps there, as with reduced motion). */
export interface WheelTurn {
  degrees: number
  ms: number
}

/** One slice of `count`, centred on `index × 360 / count` degrees clockwise from the top. */
function slicePath(index: number, count: number): string {
  const seg = 360 / count
  const rad = (deg: number) => ((deg - 90) * Math.PI) / 180
  const p = (a: number) => `${100 + 96 * Math.cos(a)} ${100 + 96 * Math.sin(a)}`
  return `M100 100 L${p(rad(index * seg - seg / 2))} A96 96 0 0 1 ${p(rad(index * seg + seg / 2))} Z`
}

interface PrizeWheelProps {
  /** One label per sector, clockwise from the pointer at the top. */
  labels: readonly string[]
  turn: WheelTurn | null
  onStopped?: () => void
}

/**
 * A prize wheel (decoration: its result is announced in text beside it), used by the jackpot's pool wheel
 * and the invite spin. It turns by a CSS transform transition only (no layout per frame) to the rotation
 * `turn` names; with `ms` 0 it stops there at once. Few sectors leave room for larger labels.
 */
export function PrizeWheel({ labels, turn, onStopped }: PrizeWheelProps) {
  const wheel = useRef<SVGSVGElement>(null)
  const stopped = useRef(onStopped)
  stopped.current = onStopped
  useLayoutEffect(() => {
    const el = wheel.current
    if (!el || !turn) return
    if (turn.ms === 0) {
      el.style.transition = 'none'
      el.style.transform = `rotate(${turn.degrees}deg)`
      stopped.current?.()
      return
    }
    // Two frames: the start angle is painted before the transition to the end angle begins.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        el.style.transition = `transform ${turn.ms}ms cubic-bezier(0.15, 0.6, 0.2, 1)`
        el.style.transform = `rotate(${turn.degrees}deg)`
      })
    })
    const timer = setTimeout(() => stopped.current?.(), turn.ms + 100)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [turn])
  const roomy = labels.length <= 4
  return (
    <div className={s.box}>
      <svg ref={wheel} className={s.wheel} viewBox="0 0 200 200" aria-hidden="true">
        {labels.map((label, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a sector is its position on the wheel
          <g key={i}>
            <path d={slicePath(i, labels.length)} fill={COLOURS[i % COLOURS.length]} stroke="#ffc93c" />
            <text
              x="100"
              y={roomy ? 42 : 34}
              transform={`rotate(${(i * 360) / labels.length} 100 100)`}
              textAnchor="middle"
              fill="#ffffff"
              fontSize={roomy ? 16 : 11}
              fontWeight="800"
            >
              {label}
            </text>
          </g>
        ))}
        <circle cx="100" cy="100" r={roomy ? 16 : 14} fill="#ffc93c" />
      </svg>
      <span className={s.pointer} aria-hidden="true" />
    </div>
  )
}
