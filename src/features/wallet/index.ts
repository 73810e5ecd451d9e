/** The wallet feature's public surface for routes and other features. */

export { betRecordQueryOptions, betRecordReportQueryOptions } from './api/bet-record.ts'
export { useRetrieveBalance } from './api/retrieve-balance.ts'
export { type TradeInfo, tradeInfoQueryOptions } from './api/trade-info.ts'
export { BalanceHeader } from './balance-header.tsx'
export { BonusMoney } from './bonus/bonus-money.tsx'
export { useGameLabel } from './record/game-label.ts'
