import { type ReactNode, useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from '../i18n/index.ts'
import { CloseIcon } from './icons.tsx'
import s from './overlay.module.css'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

interface OverlayProps {
  /** Accessible name; rendered as the visible heading when `showTitle`. */
  title: string
  showTitle?: boolean
  onClose?: () => void
  /** 'alert' for short blocking messages (alertdialog semantics, narrow panel). */
  variant?: 'modal' | 'alert'
  describedBy?: string
  children: ReactNode
}

/**
 * The shared modal surface: portal, backdrop, Escape, focus trap and focus restore. The Modal host
 * and Dialog both render through it so every overlay behaves the same for keyboard users.
 */
export function Overlay({
  title,
  showTitle = true,
  onClose,
  variant = 'modal',
  describedBy,
  children,
}: OverlayProps) {
  const { t } = useTranslation()
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const closeRef = useRef(onClose)
  closeRef.current = onClose

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    const node = panel.current
    const first =
      node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE)
    ;(first ?? node)?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      // A modal opened on arrival at a page has no opener left: focus goes to <main>, as after a page change.
      const opener = previous?.isConnected && previous !== document.body ? previous : null
      ;(opener ?? document.getElementById('main'))?.focus?.()
    }
  }, [])

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape' && closeRef.current) {
      e.stopPropagation()
      closeRef.current()
      return
    }
    if (e.key !== 'Tab' || !panel.current) return
    // Keep Tab inside the panel: the page behind is inert for as long as the overlay shows.
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault()
      first.focus()
    }
  }

  return createPortal(
    <div className={s.backdrop}>
      {/* The backdrop click is a mouse convenience; keyboard users have Escape and the close button. */}
      <div className={s.scrim} aria-hidden="true" onClick={() => closeRef.current?.()} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the role is dialog or alertdialog (computed). */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: same; both roles support aria-modal. */}
      <div
        ref={panel}
        className={`${s.panel} ${variant === 'alert' ? s.alert : ''}`}
        role={variant === 'alert' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={showTitle ? titleId : undefined}
        aria-label={showTitle ? undefined : title}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
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
        {children}
      </div>
    </div>,
    document.body,
  )
}
