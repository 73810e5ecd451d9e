import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client.ts'
import { query } from '../db/sql.ts'

/**
 * Which engine and artwork each catalogue game launches. Several games share an engine with different
 * themes (symbols, colours): slots (game type 1) run the 5-reel slot, crash (type 2) the crash curve, mines
 * (type 8) the mines field, the table games (type 3) the engine TABLE_ENGINES names per game (European
 * roulette, blackjack), every other game the roll-under dice, so every seeded game opens the game its name
 * promises. The theme follows the game id, so a game always looks the same; the page draws each theme's
 * art itself (public/art.js).
 */
export type Engine = 'slot' | 'dice' | 'mines' | 'roulette' | 'blackjack' | 'crash'

export const SLOT_THEMES = ['gold', 'ocean', 'neon', 'jungle', 'frost'] as const
export const DICE_THEMES = ['sky', 'velvet', 'reef', 'lantern'] as const
export const MINES_THEMES = ['meadow', 'cavern', 'ember', 'lagoon'] as const
export const ROULETTE_THEMES = ['velvet', 'emerald', 'midnight', 'ruby', 'ivory'] as const
export const BLACKJACK_THEMES = ['harbor', 'claret', 'slate', 'copper', 'indigo'] as const
export const CRASH_THEMES = ['dawn', 'midnight', 'candy', 'mint'] as const

const DICE_THEME_BY_TYPE: Record<number, (typeof DICE_THEMES)[number]> = {
  3: 'velvet',
  4: 'reef',
  5: 'velvet',
  6: 'lantern',
}

export const SLOT_GAME_TYPE = 1
export const MINES_GAME_TYPE = 8
export const CRASH_GAME_TYPE = 2
export const TABLE_GAME_TYPE = 3

/** The table games (type 3) by id; one not listed runs the dice. */
const TABLE_ENGINES: Record<number, Engine> = {
  3001: 'roulette',
  3002: 'roulette',
  3003: 'roulette',
  3004: 'roulette',
  3005: 'roulette',
  3006: 'blackjack',
  3007: 'blackjack',
  3008: 'blackjack',
  3009: 'blackjack',
  3010: 'blackjack',
}

export function engineFor(gameType: number, gameId: number): { engine: Engine; theme: string } {
  if (gameType === SLOT_GAME_TYPE) {
    return { engine: 'slot', theme: SLOT_THEMES[gameId % SLOT_THEMES.length] ?? 'gold' }
  }
  if (gameType === CRASH_GAME_TYPE) {
    return { engine: 'crash', theme: CRASH_THEMES[gameId % CRASH_THEMES.length] ?? 'dawn' }
  }
  if (gameType === MINES_GAME_TYPE) {
    return { engine: 'mines', theme: MINES_THEMES[gameId % MINES_THEMES.length] ?? 'meadow' }
  }
  const table = gameType === TABLE_GAME_TYPE ? TABLE_ENGINES[gameId] : undefined
  if (table === 'roulette') {
    return { engine: 'roulette', theme: ROULETTE_THEMES[gameId % ROULETTE_THEMES.length] ?? 'velvet' }
  }
  if (table === 'blackjack') {
    return { engine: 'blackjack', theme: BLACKJACK_THEMES[gameId % BLACKJACK_THEMES.length] ?? 'harbor' }
  }
  return {
    engine: 'dice',
    theme: DICE_THEME_BY_TYPE[gameType] ?? DICE_THEMES[gameId % DICE_THEMES.length] ?? 'sky',
  }
}

/** The game's name and type from the catalogue (read only). */
export async function catalogueGame(
  db: DbOrTx,
  gameId: number,
): Promise<{ name: string; gameType: number } | null> {
  const [row] = await query<{ name: string; game_type: number }>(
    db,
    sql`SELECT name, game_type FROM games WHERE id = ${gameId}`,
  )
  return row ? { name: row.name, gameType: Number(row.game_type) } : null
}
