/** The bonus feature's public surface for routes and other features. */

export { canEarnFirstDeposit, everyDepositCeiling } from './offers.ts'

/** The first-deposit modal's body, loaded when the start popups open it (never in the first-load chunk). */
export const loadFirstDepositModal = () =>
  import('./first-deposit/first-deposit-modal.tsx').then((m) => m.FirstDepositModal)
