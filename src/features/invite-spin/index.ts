/** What other features use of the invite spin: the start popup's body and the spins it is shown for. */
export { spinStatusQueryOptions } from './invite-spin-status.ts'

export const loadInviteSpinModal = () => import('./invite-spin-modal.tsx').then((m) => m.InviteSpinModal)
