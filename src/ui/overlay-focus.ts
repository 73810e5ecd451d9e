import { topLayer } from './overlay-layers.ts'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
]
  .map((s) => `${s}:not([tabindex="-1"])`)
  .join(', ')

const tabStops = (panel: HTMLElement) => [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)]

/** Where focus goes as a panel opens: its `data-autofocus` control, its first control, or the panel. */
export function focusInside(panel: HTMLElement): void {
  const first = panel.querySelector<HTMLElement>('[data-autofocus]') ?? tabStops(panel)[0]
  ;(first ?? panel).focus()
}

/**
 * Keeps Tab and Shift+Tab inside the panel wherever focus is: on a control, on the panel itself (after a
 * click on its text, or in a panel with no control at all) or on something not in the list. The
 * browser's own move is kept only between two listed controls.
 */
export function trapTab(panel: HTMLElement, e: KeyboardEvent): void {
  const items = tabStops(panel)
  const at = items.indexOf(document.activeElement as HTMLElement)
  const edge = e.shiftKey ? 0 : items.length - 1
  if (at !== -1 && at !== edge) return
  e.preventDefault()
  ;((e.shiftKey ? items.at(-1) : items[0]) ?? panel).focus()
}

/** Focuses `el` if it can still take focus (there, enabled, not inert, shown); says whether it did. */
function tryFocus(el: Element | null | undefined): boolean {
  if (!(el instanceof HTMLElement) || !el.isConnected || el === document.body) return false
  if (el.matches(':disabled') || el.closest('[inert]')) return false
  el.focus()
  // A hidden element refuses focus without a word: check where focus went.
  return document.activeElement === el
}

/**
 * Gives focus back after an overlay closed: to the control that opened it if it can still take it (it
 * may be disabled or gone by now); else to the panel of the dialog still open under it, so focus stays
 * in that dialog; else to <main>, as after a page change (a popup opened on arrival has no opener).
 */
export function restoreFocus(opener: Element | null): void {
  if (tryFocus(opener)) return
  const panel = topLayer()?.querySelector('[aria-modal="true"]')
  if (tryFocus(panel)) return
  document.getElementById('main')?.focus()
}
