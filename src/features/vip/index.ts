export { rebateQueryOptions, useClaimRebate } from './rebate-api.ts'
export { formatRate } from './rebate-format.ts'
export { useClaimVip, type VipClaim, vipQueryOptions } from './vip-api.ts'
export { VipTheme } from './vip-theme.tsx'
