import { createContext, type ReactNode, type RefObject, useContext, useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from '../i18n/index.ts'
import { CloseIcon } from './icons.tsx'
import s from './overlay.module.css'
import { focusInside, restoreFocus, trapTab } from './overlay-focus.ts'
import { closeLayer, openLayer, topLayer } from './overlay-layers.ts'

/** The root of the overlay a nested one is rendered in (the jackpot's Rank popup, its prize). */
const ParentLayer = createContext<RefObject<HTMLDivElement | null> | null>(null)

interface OverlayProps {
  /** Accessible name; rendered as the visible heading when `showTitle`. */
  title: string
  showTitle?: boolean
  onClose?: () => void
  /** 'alert' for short blocking messages (alertdialog semantics, narrow panel). */
  variant?: 'modal' | 'alert'
  /** The id of a heading in the body that names the dialog in place of `title`. */
  labelledBy?: string
  describedBy?: string
  children: ReactNode
}

/**
 * The shared modal surface: portal, backdrop, Escape, focus trap, focus restore and the inert page
 * behind (overlay-layers.ts). The Modal host and Dialog both render through it so every overlay behaves
 * the same for keyboard and screen-reader users.
 */
export function Overlay({
  title,
  showTitle = true,
  onClose,
  variant = 'modal',
  labelledBy,
  describedBy,
  children,
}: OverlayProps) {
  const { t } = useTranslation()
  const parent = useContext(ParentLayer)
  const backdrop = useRef<HTMLDivElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const closeRef = useRef(onClose)
  closeRef.current = onClose

  useEffect(() => {
    const root = backdrop.current
    const node = panel.current
    if (!root || !node) return
    const opener = document.activeElement
    // On the stack before focus moves in, so the focus guard below already counts this panel as live.
    openLayer(root, parent?.current ?? null)
    // A parent that mounted with a nested overlay is under it already: focus stays in the nested one.
    if (topLayer() === root) focusInside(node)
    // On the document, not the panel: keys still reach the top overlay when focus has fallen to <body>.
    const onKeyDown = (e: KeyboardEvent) => {
      if (topLayer() !== root) return
      if (e.key === 'Escape' && closeRef.current) closeRef.current()
      else if (e.key === 'Tab') trapTab(node, e)
    }
    // Focus moved out by a script (never by Tab: the rest is inert) comes back to the panel; the toast
    // host's close button may keep it.
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target as Element
      if (topLayer() === root && !root.contains(target) && !target.closest?.('[data-stay-live]')) node.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      document.body.style.overflow = overflow
      closeLayer(root)
      restoreFocus(opener)
    }
  }, [parent])

  return createPortal(
    <div ref={backdrop} className={s.backdrop}>
      {/* The backdrop click is a mouse convenience; keyboard users have Escape and the close button. */}
      <div className={s.scrim} aria-hidden="true" onClick={() => closeRef.current?.()} />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog (computed); both support aria-modal. */}
      <div
        ref={panel}
        className={`${s.panel} ${variant === 'alert' ? s.alert : ''}`}
        role={variant === 'alert' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={labelledBy ?? (showTitle ? titleId : undefined)}
        aria-label={labelledBy || showTitle ? undefined : title}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {showTitle ? (
          <h2 id={titleId} className={s.title}>
            {title}
          </h2>
        ) : null}
        {onClose && variant === 'modal' ? (
          <button type="button" className={s.close} onClick={onClose} aria-label={t('common.close')}>
            <CloseIcon />
          </button>
        ) : null}
        <ParentLayer value={backdrop}>{children}</ParentLayer>
      </div>
    </div>,
    document.body,
  )
}
