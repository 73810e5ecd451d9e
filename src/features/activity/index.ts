/** The activity feature's public surface for routes and other features. */

export { ActivityList } from './activity-list.tsx'
export { RewardRecordContent } from './reward-record/reward-record-page.tsx'
export { signInQueryOptions, useClaimSignIn } from './sign-in/sign-in-api.ts'
