import { TxKind } from '../../../contract/wallet-kinds.ts'
import type { DbOrTx } from '../../db/client.ts'
import { houseAward } from '../wallet/ledger/house-award.ts'
import {
  type Movement,
  MovementConflict,
  type PostedMovement,
  postInTransaction,
} from '../wallet/ledger/ledger.ts'
import type { Ladders } from './ladder.ts'

/** A VIP payment, house -> the player's cash, under a key that pays it once whoever posts it. */
export function vipRewardMovement(
  userId: number,
  amount: number,
  key: string,
  ref: { type: string; id: string },
): Movement {
  return houseAward({
    kind: TxKind.vipReward,
    userId,
    amount,
    key,
    ref,
    event: { vip: ref.type, id: ref.id },
  })
}

export const levelUpKey = (userId: number, level: number) => `vip_levelup:${userId}:${level}`

/**
 * Pays the level-up reward of every level above `from` up to `to`, lowest first, in the caller's
 * transaction. A key already posted (a replay, or another process that got there first) pays nothing; one
 * posted with another amount (the operator changed the reward since) is the same reward, already paid.
 */
export async function payLevelUpRewards(
  tx: DbOrTx,
  ladders: Ladders,
  userId: number,
  from: number,
  to: number,
  now: number,
): Promise<PostedMovement[]> {
  const posted: PostedMovement[] = []
  for (const level of ladders.vip) {
    if (level.level <= from || level.level > to || level.levelUpReward <= 0) continue
    const m = vipRewardMovement(userId, level.levelUpReward, levelUpKey(userId, level.level), {
      type: 'vip_levelup',
      id: String(level.level),
    })
    try {
      posted.push(await postInTransaction(tx, m, now))
    } catch (e) {
      if (!(e instanceof MovementConflict)) throw e
    }
  }
  return posted
}
