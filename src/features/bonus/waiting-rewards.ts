import type { CallReply } from '../../../contract/calls/index.ts'
import type { Task } from '../../../contract/calls/tasks.ts'
import type { VipData } from '../../../contract/calls/vip.ts'
import { TaskState } from '../../../contract/task-kinds.ts'

const PRIZE_POINTS = 2002

/** How a waiting reward is claimed: each through its own feature's claim call. */
export type RewardClaim =
  | { kind: 'signIn' }
  | { kind: 'vip'; which: 'signIn' | 'daily' }
  | { kind: 'rebate' }
  | { kind: 'task'; task: Task }

export interface WaitingReward {
  key: string
  /** The reward history's source name (rewardRecord.sources.*), so both pages call a reward the same. */
  source: 'sign_in' | 'vip_signin' | 'vip_daily' | 'rebate' | 'task'
  amount: number
  /** Points (a count: a task paying points, prize 2002) or coin (minor units). */
  points?: boolean
  claim: RewardClaim
}

interface Sources {
  signIn: CallReply<'loginBonus3User'>
  vip: VipData
  rebate: CallReply<'betBonus'>
  tasks: CallReply<'getTaskUser'>
}

/** Everything claimable right now, from the answers the sign-in, VIP, rebate and tasks pages already use. */
export function waitingRewards({ signIn, vip, rebate, tasks }: Sources): WaitingReward[] {
  const rows: WaitingReward[] = []
  const today = signIn.days.find((d) => d.day === signIn.today)
  if (signIn.canClaim && today)
    rows.push({ key: 'signIn', source: 'sign_in', amount: today.amount, claim: { kind: 'signIn' } })
  if (vip.signInAward > 0 && !vip.signInClaimed)
    rows.push({
      key: 'vipSignIn',
      source: 'vip_signin',
      amount: vip.signInAward,
      claim: { kind: 'vip', which: 'signIn' },
    })
  if (vip.dailyBonus > 0 && !vip.dailyClaimed)
    rows.push({
      key: 'vipDaily',
      source: 'vip_daily',
      amount: vip.dailyBonus,
      claim: { kind: 'vip', which: 'daily' },
    })
  if (rebate.total > 0)
    rows.push({ key: 'rebate', source: 'rebate', amount: rebate.total, claim: { kind: 'rebate' } })
  for (const group of tasks.groups)
    for (const task of group.tasks)
      if (task.state === TaskState.ready)
        rows.push({
          key: `task-${task.id}`,
          source: 'task',
          amount: task.reward,
          ...(task.propId === PRIZE_POINTS ? { points: true } : {}),
          claim: { kind: 'task', task },
        })
  return rows
}
