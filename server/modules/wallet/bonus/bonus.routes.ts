import type { ModuleContext } from '../../index.ts'
import { bonusBalance } from './bonus.service.ts'

/** getBonusBalance. Grants are made by deposit settlement; wagering and release by bonus.wagering. */
export async function registerBonus(ctx: ModuleContext): Promise<void> {
  ctx.call('getBonusBalance', ({ caller }) => bonusBalance(ctx.db, caller.userId))
}
