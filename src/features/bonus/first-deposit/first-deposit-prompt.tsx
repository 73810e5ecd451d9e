import { lazy, Suspense, useEffect } from 'react'
import { useSession } from '../../../api/session.ts'
import { type ModalContentProps, openModal, registerModal } from '../../../ui/modal-store.ts'
import { Spinner } from '../../../ui/spinner.tsx'

const LazyModal = lazy(() =>
  import('./first-deposit-modal.tsx').then((m) => ({ default: m.FirstDepositModal })),
)

function ModalBody(props: ModalContentProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <LazyModal {...props} />
    </Suspense>
  )
}

export const FIRST_DEPOSIT_MODAL = 'firstDeposit'
/** sessionStorage key: the modal was offered in this browser session. */
export const SHOWN_KEY = 'firstDepositModalShown'

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1'
  } catch {
    return true
  }
}

/**
 * Offers the first-deposit modal once per browser session, after the lobby's first render, to a
 * logged-in player with no deposit yet while a first-deposit bonus is offered. Renders nothing; the modal's body loads only when it opens.
 */
export function FirstDepositPrompt({ offered }: { offered: boolean }) {
  const { user, isLoggedIn } = useSession()
  const eligible = offered && isLoggedIn && user !== null && user.totalRecharge === 0
  useEffect(() => {
    if (!eligible || shownThisSession()) return
    try {
      sessionStorage.setItem(SHOWN_KEY, '1')
    } catch {
      return
    }
    registerModal(FIRST_DEPOSIT_MODAL, ModalBody, { labelKey: 'firstDeposit.title' })
    openModal(FIRST_DEPOSIT_MODAL)
  }, [eligible])
  return null
}
