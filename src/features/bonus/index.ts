/** The bonus feature's public surface for routes and other features. */

export { canEarnFirstDeposit, everyDepositCeiling } from './offers.ts'
