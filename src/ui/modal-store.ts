/**
 * Modal host store: one slot, so showing any modal hides whichever was open (spec 4: "Showing login
 * hides register and forget password, and the reverse").
 *
 * How a feature adds a modal (the auth feature does this for 'login' | 'register' | 'forget'):
 *
 *   // once, at module load of the feature (e.g. src/features/auth/modals.ts, imported by its routes):
 *   registerModal('login', LoginModal, { labelKey: 'auth.login.title' })
 *   // anywhere:
 *   openModal('login')                 // replaces register/forget if one is showing
 *   openModal('register', { invite })  // props reach the component as `props`
 *   closeModal()                       // or closeModal('login'): closes only if 'login' is showing
 *   const { openId } = useModal()
 *
 * A registered component receives `{ close, props }` and renders only its body: <ModalHost/> (mounted
 * once in the root route) draws the overlay, the panel, the close button, Escape, the focus trap
 * and the accessible name (from `labelKey`, translated, or the body's own heading with `ownHeading`).
 */
import { type ComponentType, useSyncExternalStore } from 'react'

export type ModalProps = Record<string, unknown>
export interface ModalContentProps<P extends ModalProps = ModalProps> {
  close: () => void
  props: P
  /** Ids for a body with `ownHeading`: put them on its heading and on its message. */
  ids: { title: string; text: string }
}
export interface ModalOptions {
  /** i18n key for the dialog's accessible name (and its visible heading if the body has none). */
  labelKey: string
  /**
   * The body shows its own heading and message under `ids.title` and `ids.text`: the heading names the
   * dialog and the message describes it, so a screen reader reads what is shown, not just `labelKey`.
   */
  ownHeading?: boolean
  /** Hide the corner close button when the body must be completed (e.g. a spin in progress). */
  dismissible?: boolean
  /** The opener loads the strings the body needs: the host does not load every string for it. */
  ownStrings?: boolean
}
interface Registration {
  // Props are checked at the openModal call site; the registry itself is heterogeneous.
  Component: ComponentType<ModalContentProps<never>>
  options: ModalOptions
}
export interface ModalState {
  openId: string | null
  props: ModalProps
}

const registry = new Map<string, Registration>()
const listeners = new Set<() => void>()
let state: ModalState = { openId: null, props: {} }

function set(next: ModalState) {
  state = next
  for (const l of listeners) l()
}

/** Registers (or replaces, for hot reload) the body shown for `id`. Returns an unregister function. */
export function registerModal<P extends ModalProps>(
  id: string,
  Component: ComponentType<ModalContentProps<P>>,
  options: ModalOptions,
): () => void {
  const entry: Registration = { Component: Component as ComponentType<ModalContentProps<never>>, options }
  registry.set(id, entry)
  return () => {
    if (registry.get(id) === entry) registry.delete(id)
    if (state.openId === id) set({ openId: null, props: {} })
  }
}

export function getModal(id: string): Registration | undefined {
  return registry.get(id)
}

/** Shows `id`, hiding any other modal. */
export function openModal(id: string, props: ModalProps = {}): void {
  set({ openId: id, props })
}

/** Closes the open modal; with `id`, only if that one is the open modal (avoids closing a successor). */
export function closeModal(id?: string): void {
  if (state.openId === null || (id !== undefined && state.openId !== id)) return
  set({ openId: null, props: {} })
}

export function getModalState(): ModalState {
  return state
}

/** Hears every open and close (the start popups wait on it outside React). */
export function subscribeModal(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useModal(): ModalState & { open: typeof openModal; close: typeof closeModal } {
  const snapshot = useSyncExternalStore(subscribeModal, getModalState, getModalState)
  return { ...snapshot, open: openModal, close: closeModal }
}
