import { PlayerAccount, PointsTxKind, SystemAccount } from '../wallet/ledger/ledger.kinds.ts'
import type { Movement } from '../wallet/ledger/ledger.ts'

/** Points (prize 2002) as a prize, a count. */
export const PRIZE_POINTS = 2002

/**
 * Issues points to a player under a key, as one ledger movement: points_issued -> the player's points
 * account (kind points_earn). The earning rules (points.consumer.ts) and task rewards post it.
 */
export function pointsAward(a: {
  userId: number
  points: number
  key: string
  ref: { type: string; id: string }
  event?: Record<string, unknown>
}): Movement {
  return {
    kind: PointsTxKind.earn,
    userId: a.userId,
    idempotencyKey: a.key,
    ref: a.ref,
    postings: [
      { account: { userId: a.userId, kind: PlayerAccount.points }, amount: a.points },
      { account: { system: SystemAccount.pointsIssued }, amount: -a.points },
    ],
    ...(a.event ? { event: a.event } : {}),
  }
}
