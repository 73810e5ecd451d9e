import { lazy, Suspense } from 'react'
import { registerSocialSignOut } from '../../api/logout.ts'
import { type ModalContentProps, openModal, registerModal } from '../../ui/modal-store.ts'
import { Spinner } from '../../ui/spinner.tsx'
import type { AuthModalProps } from './components/auth-modals.tsx'
import { signOutSocial } from './social/provider.ts'

type BodyProps = ModalContentProps<AuthModalProps>

// The forms load on first open, keeping them off the lobby's first-load budget.
const modals = () => import('./components/auth-modals.tsx')
const LazyLogin = lazy(() => modals().then((m) => ({ default: m.LoginModal })))
const LazyRegister = lazy(() => modals().then((m) => ({ default: m.RegisterModal })))
const LazyForget = lazy(() => modals().then((m) => ({ default: m.ForgetModal })))

const loading = <Spinner />
function LoginBody(props: BodyProps) {
  return (
    <Suspense fallback={loading}>
      <LazyLogin {...props} />
    </Suspense>
  )
}
function RegisterBody(props: BodyProps) {
  return (
    <Suspense fallback={loading}>
      <LazyRegister {...props} />
    </Suspense>
  )
}
function ForgetBody(props: BodyProps) {
  return (
    <Suspense fallback={loading}>
      <LazyForget {...props} />
    </Suspense>
  )
}

let done = false

/**
 * Wires the auth feature into the shell once at boot: the login / register / forget-password modals
 * (so any feature can `openAuthModal('login')`) and the social sign-out the forced-logout path runs.
 */
export function setupAuth(): void {
  if (done) return
  done = true
  registerModal('login', LoginBody, { labelKey: 'auth.titles.login' })
  registerModal('register', RegisterBody, { labelKey: 'auth.titles.register' })
  registerModal('forget', ForgetBody, { labelKey: 'auth.titles.forget' })
  registerSocialSignOut(signOutSocial)
}

/** Opens one auth modal (hiding any other modal), e.g. when a visitor taps Play on a game. */
export function openAuthModal(view: 'login' | 'register' | 'forget', props: AuthModalProps = {}): void {
  setupAuth()
  openModal(view, props)
}
