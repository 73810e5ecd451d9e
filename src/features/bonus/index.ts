/** The bonus feature's public surface for routes and other features. */

export { FirstDepositPrompt } from './first-deposit/first-deposit-prompt.tsx'
export { canEarnFirstDeposit, everyDepositCeiling } from './offers.ts'
