import type { RedDots } from '../../../../contract/calls/activities.ts'
import type { Db } from '../../../db/client.ts'
import { agentFlags } from '../../agent/agent.flags.ts'
import { feedbackFlags } from '../../feedback/feedback.service.ts'
import { inviteSpinFlags } from '../../invite-spin/invite-spin.flags.ts'
import { jackpotFlags } from '../../jackpot/jackpot.flags.ts'
import { mailFlags } from '../../mail/mail.flags.ts'
import { rebateFlags } from '../../vip/rebate/rebate.flags.ts'
import { vipFlags } from '../../vip/vip.flags.ts'
import { signUpBonusFlags } from '../../wallet/deposit/deposit.flags.ts'
import { safeboxFlags } from '../../wallet/safebox/safebox.flags.ts'
import { signInFlags } from '../sign-in/sign-in.flags.ts'
import { tasksFlags } from '../tasks/tasks.flags.ts'

/**
 * The award flags and red dots (spec 3) of one player, in one call (getRedDots). Each feature that can
 * have something waiting for the player contributes a source: a few indexed reads of its own state that
 * answer the flags it owns. A flag no source sets is false. Sources run in parallel and only ever read.
 */
export type AwardFlagSource = (db: Db, userId: number, now: number) => Promise<Partial<RedDots>>

export const awardFlagSources: readonly AwardFlagSource[] = [
  signInFlags,
  vipFlags,
  rebateFlags,
  signUpBonusFlags,
  tasksFlags,
  jackpotFlags,
  feedbackFlags,
  mailFlags,
  agentFlags,
  safeboxFlags,
  inviteSpinFlags,
]

const NOTHING_WAITING: RedDots = {
  spinAwardFlag: false,
  taskAwardFlag: false,
  agent5AwardFlag: false,
  vipAwardFlag: false,
  signInFlag: false,
  emailAwardFlag: false,
  canReceiveDrawChance: false,
  hasTask: false,
  hasMail: false,
  hasSignUpBonus: false,
  hasFund: false,
  hasAgent: false,
  hasFreeBonus: false,
  hasFeedbackReply: false,
}

/** A flag is true when any source says so. */
export async function redDots(
  db: Db,
  userId: number,
  now: number,
  sources: readonly AwardFlagSource[] = awardFlagSources,
): Promise<RedDots> {
  const parts = await Promise.all(sources.map((source) => source(db, userId, now)))
  const dots = { ...NOTHING_WAITING }
  for (const part of parts) {
    for (const [flag, on] of Object.entries(part) as Array<[keyof RedDots, boolean | undefined]>) {
      if (on) dots[flag] = true
    }
  }
  return dots
}
