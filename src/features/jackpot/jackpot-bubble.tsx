import { useQuery } from '@tanstack/react-query'
import { useBlocker, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { useSession } from '../../api/session.ts'
import { ensureAllStrings, useLocale, useTranslation } from '../../i18n/index.ts'
import { Overlay } from '../../ui/overlay.tsx'
import { RedDot } from '../../ui/red-dot.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import {
  BUBBLE_SIZE,
  clampToViewport,
  defaultPosition,
  loadPosition,
  movedByKey,
  type Point,
  savePosition,
  storedPosition,
} from './bubble-position.ts'
import s from './jackpot.module.css'
import { drawInfoQueryOptions } from './jackpot-api.ts'

// The board (grid, wheel, popups) loads when the bubble is first opened.
const JackpotPanel = lazy(() => import('./jackpot-panel.tsx').then((m) => ({ default: m.JackpotPanel })))

/** Spec 2: the routes named bonus-event, bonus-tasks, bonus-reward, bonus-record, member, index, vip-level, agent, game-start. */
export const BUBBLE_ROUTES =
  /^\/(bonus\/(event|tasks|reward|record)|member|vip\/level|agent|game\/start)?\/?$/

/** A press that moves less than this is a tap, not a drag. */
const DRAG_SLOP = 6

/**
 * The jackpot bubble (spec 2): floats over the page, can be dragged anywhere inside the viewport (pointer
 * events) or moved by the arrow keys while focused (WCAG 2.5.7: it can cover what a keyboard user needs);
 * it remembers its place, carries a red dot while a draw chance is waiting, and opens the jackpot
 * modal. Shown only on the spec's routes and when the jackpot activity runs; the root renders it for a
 * logged-in player once the page is idle.
 */
export default function JackpotBubble() {
  const { t } = useTranslation()
  const locale = useLocale()
  const { user } = useSession()
  const here = useRouterState({ select: (s) => BUBBLE_ROUTES.test(s.location.pathname) })
  const info = useQuery({ ...drawInfoQueryOptions(user?.id ?? null, locale), enabled: here })
  const [stringsReady, setStringsReady] = useState(false)
  const [open, setOpen] = useState(false)
  const [spinning, setSpinning] = useState(false)
  const [pos, setPos] = useState<Point>(() => loadPosition(innerWidth, innerHeight))
  const button = useRef<HTMLButtonElement>(null)
  const moveHintId = useId()
  const drag = useRef<{ id: number; dx: number; dy: number; sx: number; sy: number; moved: boolean } | null>(
    null,
  )
  const dragged = useRef(false)
  const current = useRef(pos)
  current.current = pos

  useEffect(() => {
    void ensureAllStrings().then(
      () => setStringsReady(true),
      () => setStringsReady(true),
    )
  }, [])
  useEffect(() => {
    // Never moved: back to the corner of the new window size; moved: kept, pulled inside if need be.
    const onResize = () =>
      setPos((p) =>
        storedPosition(innerWidth, innerHeight)
          ? clampToViewport(p, innerWidth, innerHeight)
          : defaultPosition(innerWidth, innerHeight),
      )
    addEventListener('resize', onResize)
    return () => removeEventListener('resize', onResize)
  }, [])

  // Spec 4: the modal cannot be closed while spinning, not by leaving the page either (browser Back, a
  // link): leaving would unmount it with the bubble.
  useBlocker({ shouldBlockFn: () => true, disabled: !spinning, enableBeforeUnload: false })

  if (!here || !stringsReady || !info.data?.running) return null

  const place = (p: Point) => {
    current.current = p
    if (button.current) button.current.style.transform = `translate(${p.x}px, ${p.y}px)`
  }
  const onPointerDown = (e: React.PointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return
    e.currentTarget.setPointerCapture(e.pointerId)
    drag.current = {
      id: e.pointerId,
      dx: e.clientX - pos.x,
      dy: e.clientY - pos.y,
      sx: e.clientX,
      sy: e.clientY,
      moved: false,
    }
  }
  const onPointerMove = (e: React.PointerEvent<HTMLButtonElement>) => {
    const d = drag.current
    if (!d || d.id !== e.pointerId) return
    if (!d.moved && Math.hypot(e.clientX - d.sx, e.clientY - d.sy) < DRAG_SLOP) return
    d.moved = true
    // Straight to the style (a transform): a drag re-renders nothing and lays nothing out.
    place(clampToViewport({ x: e.clientX - d.dx, y: e.clientY - d.dy }, innerWidth, innerHeight))
  }
  const onPointerUp = (e: React.PointerEvent<HTMLButtonElement>) => {
    const d = drag.current
    if (!d || d.id !== e.pointerId) return
    drag.current = null
    if (!d.moved) return
    dragged.current = true
    setPos(current.current)
    savePosition(current.current)
  }
  const onKeyDown = (e: React.KeyboardEvent<HTMLButtonElement>) => {
    const next = movedByKey(current.current, e.key, innerWidth, innerHeight)
    if (!next || e.altKey || e.ctrlKey || e.metaKey) return
    // The arrows would scroll the page otherwise.
    e.preventDefault()
    place(next)
    setPos(next)
    savePosition(next)
  }
  const onClick = () => {
    // The click that ends a drag is not a tap.
    if (dragged.current) {
      dragged.current = false
      return
    }
    setOpen(true)
  }

  const chance = info.data.canReceiveDrawChance
  return (
    <>
      <button
        ref={button}
        type="button"
        className={s.bubble}
        style={{ transform: `translate(${pos.x}px, ${pos.y}px)`, width: BUBBLE_SIZE, height: BUBBLE_SIZE }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null
        }}
        onClick={onClick}
        onKeyDown={onKeyDown}
        aria-haspopup="dialog"
        aria-describedby={moveHintId}
        data-jackpot-bubble=""
      >
        <JackpotMark />
        <span className={s.bubbleLabel}>{t('jackpot.bubble')}</span>
        {chance ? (
          <span className={s.bubbleDot}>
            <RedDot label={t('jackpot.chanceWaiting')} inline />
          </span>
        ) : null}
      </button>
      <span id={moveHintId} hidden>
        {t('jackpot.bubbleMove')}
      </span>
      {open ? (
        <Overlay title={t('jackpot.title')} onClose={spinning ? undefined : () => setOpen(false)}>
          <Suspense fallback={<Spinner />}>
            <JackpotPanel onSpinning={setSpinning} />
          </Suspense>
        </Overlay>
      ) : null}
    </>
  )
}

function JackpotMark() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z" />
    </svg>
  )
}
