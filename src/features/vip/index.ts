export { rebateQueryOptions, useClaimRebate } from './rebate-api.ts'
export { useClaimVip, type VipClaim, vipQueryOptions } from './vip-api.ts'
export { VipTheme } from './vip-theme.tsx'
