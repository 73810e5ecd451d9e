import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { query } from '../db/sql.ts'
import type { TestApp } from '../test/harness.ts'
import { openGameFor, playPost } from './provider.test-support.ts'

/** Shared by the blackjack test files (not a test file itself). */

export const BLACKJACK_GAME = 3006
/** The published server seed (docs/FAIRNESS.md); the client seeds below were worked out apart from this code. */
export const SERVER_SEED = '4f2a8c1e9b7d3f6a0c5e8b2d7f1a4c9e3b6d0f8a2c5e7b1d4f9a3c6e0b8d2f5a'
/** Player 3s 8c (11), dealer 6h + 5c; then Th 7d. */
export const DOUBLE_11 = 'bj-10'

/** A player with `amount` in cash at a blackjack table, the pair set to SERVER_SEED and `clientSeed` at nonce 0. */
export async function openBlackjack(t: TestApp, amount: number, clientSeed: string, tryIt = 0) {
  const opened = await openGameFor(t, BLACKJACK_GAME, amount, tryIt)
  const session = opened.session
  // No catalogue title runs blackjack yet (the catalogue change comes with its renamed titles).
  await query(
    t.database.db,
    sql`UPDATE builtin_provider_sessions SET engine = 'blackjack' WHERE id = ${session}`,
  )
  await query(
    t.database.db,
    sql`UPDATE builtin_provider_seeds p SET server_seed = ${SERVER_SEED},
          server_hash = ${createHash('sha256').update(SERVER_SEED).digest('hex')}, client_seed = ${clientSeed},
          nonce = 0
        FROM builtin_provider_sessions s WHERE s.id = ${session} AND p.owner = s.owner AND p.active`,
  )
  const view = (await playPost(t, 'open', { session })).body
  return { ...opened, view }
}
