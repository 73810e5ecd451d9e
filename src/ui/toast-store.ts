/** Transient notices (offline-ready, copy done, saved). Messages arrive already translated. */
import { useSyncExternalStore } from 'react'

export type ToastTone = 'info' | 'success' | 'error'
export interface Toast {
  id: number
  message: string
  tone: ToastTone
}

const listeners = new Set<() => void>()
let toasts: readonly Toast[] = []
let nextId = 1

function emit(next: readonly Toast[]) {
  toasts = next
  for (const l of listeners) l()
}

export function dismissToast(id: number): void {
  emit(toasts.filter((x) => x.id !== id))
}

/** Shows a toast for `duration` ms (0 keeps it until dismissed). Returns its id. */
export function toast(
  message: string,
  { tone = 'info', duration = 3500 }: { tone?: ToastTone; duration?: number } = {},
) {
  const id = nextId++
  // Only the newest three stay: a burst of errors must not cover the screen.
  emit([...toasts, { id, message, tone }].slice(-3))
  if (duration > 0) setTimeout(() => dismissToast(id), duration)
  return id
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => {
    listeners.delete(l)
  }
}
const snapshot = () => toasts

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
