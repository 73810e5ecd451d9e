import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { playerVip } from '../../db/schema/index.ts'

/** What user info shows of VIP (spec 3 vip, vipExp, userLevel). */
export interface VipFigures {
  vip: number
  vipExp: number
  userLevel: number
}

/** A player's VIP state as the vip.experience consumer left it; a player who never bet is at 0. */
export async function vipFigures(db: DbOrTx, userId: number): Promise<VipFigures> {
  const [row] = await db
    .select({ level: playerVip.level, experience: playerVip.experience, userLevel: playerVip.userLevel })
    .from(playerVip)
    .where(eq(playerVip.userId, userId))
  return { vip: row?.level ?? 0, vipExp: Number(row?.experience ?? 0), userLevel: row?.userLevel ?? 0 }
}
