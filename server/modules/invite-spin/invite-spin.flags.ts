import type { AwardFlagSource } from '../activity/activities/award-flags.ts'
import { spinsWaiting } from './invite-spin.service.ts'

/** spinAwardFlag: the invite spin runs and the player has a spin left. */
export const inviteSpinFlags: AwardFlagSource = async (db, userId, now) => ({
  spinAwardFlag: (await spinsWaiting(db, userId, now)) > 0,
})
