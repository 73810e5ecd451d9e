import type { ModuleContext } from '../../index.ts'
import { hotGames } from './hot-games.service.ts'

/** Hot games (SlotsHack): getHotGames, visitors too. The figures are the activity.hot-games consumer's. */
export async function registerHotGames(ctx: ModuleContext): Promise<void> {
  ctx.call('getHotGames', () => hotGames(ctx.db, ctx.clock()))
}
