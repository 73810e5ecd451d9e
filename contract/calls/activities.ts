import { z } from 'zod'
import { pageParams, pageReplyFields, requestBody } from '../common.ts'
import { REWARD_SOURCES } from '../reward-sources.ts'

/**
 * Activities, award flags, red dots and the reward record (issue 18; spec 3 "Activity", "Award flags",
 * "Red dots"; spec 7 getActivityIds; spec 2 /reward/record).
 */

/** Spec 3 "Activity": what the app lists and where a tap goes. */
export const activitySchema = z.object({
  id: z.number().int(),
  /** Spec 3 "Activity type ids". */
  typeId: z.number().int(),
  sort: z.number().int(),
  /** 1 = a start popup. */
  type: z.number().int(),
  /** 1 in-app activity (clickAction names it: 'FreeSign'), 2 game (clickAction is its id), 3 external https link. */
  clickType: z.number().int(),
  clickAction: z.string(),
  /** 0 = login required to open it. */
  unloginShowStatus: z.number().int(),
  /** In the caller's locale. */
  name: z.string(),
  description: z.string(),
  /** '' = the app's own icon for it. */
  image: z.string(),
  /** Epoch seconds; 0 = no limit. */
  startTime: z.number().int(),
  endTime: z.number().int(),
})
export type Activity = z.infer<typeof activitySchema>

export const activityIdsReply = z.object({
  /** Every running activity by id. */
  activityMap: z.record(z.string(), activitySchema),
  /** The running activities' ids, by sort then id. */
  activityIds: z.array(z.number().int()),
  /** Whether the invite spin wheel runs (the InviteUserSpin activity is among the running ones). */
  hasTurntable: z.boolean(),
  /** The caller's lifetime paid deposits, minor units (0 for visitors). */
  totalRecharge: z.number().int(),
})

/** Spec 3 "Award flags" and "Red dots": true = something waits for the player there. */
export const redDotsReply = z.object({
  spinAwardFlag: z.boolean(),
  taskAwardFlag: z.boolean(),
  agent5AwardFlag: z.boolean(),
  vipAwardFlag: z.boolean(),
  signInFlag: z.boolean(),
  emailAwardFlag: z.boolean(),
  canReceiveDrawChance: z.boolean(),
  hasTask: z.boolean(),
  hasMail: z.boolean(),
  hasSignUpBonus: z.boolean(),
  hasFund: z.boolean(),
  hasAgent: z.boolean(),
  hasFreeBonus: z.boolean(),
  /** Staff answered a feedback ticket and the player has not opened it yet (ours; not in spec 3). */
  hasFeedbackReply: z.boolean(),
})
export type RedDots = z.infer<typeof redDotsReply>

export { REWARD_SOURCES, type RewardSource } from '../reward-sources.ts'

export const rewardRecordRequest = requestBody({
  ...pageParams,
  /** Only this source; missing = all. */
  source: z.enum(REWARD_SOURCES).optional(),
})

export const rewardRecordReply = z.object({
  ...pageReplyFields,
  /** Newest first. */
  list: z.array(
    z.object({
      /** The ledger transaction id. */
      id: z.number().int(),
      source: z.enum(REWARD_SOURCES),
      /** Spec 3 prize id (2001 coin). */
      propId: z.number().int(),
      /** Minor units credited. */
      amount: z.number().int(),
      /** Epoch seconds. */
      time: z.number().int(),
    }),
  ),
})
