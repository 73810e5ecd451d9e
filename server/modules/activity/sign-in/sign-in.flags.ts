import type { AwardFlagSource } from '../activities/award-flags.ts'
import { signInStatus } from './sign-in.service.ts'

/** signInFlag: today's (UTC) sign-in reward may still be claimed. */
export const signInFlags: AwardFlagSource = async (db, userId, now) => ({
  signInFlag: (await signInStatus(db, userId, now)).canClaim,
})
