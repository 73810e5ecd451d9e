import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { query } from '../db/sql.ts'
import { deposit, player } from '../modules/wallet/wallet.test-helpers.ts'
import { call, type TestApp } from '../test/harness.ts'
import { PLAY_API } from './provider.routes.ts'

/** Shared by the blackjack test files (not a test file itself). */

export const BLACKJACK_GAME = 3006
/** The published server seed (docs/FAIRNESS.md); the client seeds below were worked out apart from this code. */
export const SERVER_SEED = '4f2a8c1e9b7d3f6a0c5e8b2d7f1a4c9e3b6d0f8a2c5e7b1d4f9a3c6e0b8d2f5a'
/** Player 3s 8c (11), dealer 6h + 5c; then Th 7d. */
export const DOUBLE_11 = 'bj-10'

/** POSTs to the game page's API. */
export async function playPost(t: TestApp, path: string, body: unknown) {
  const res = await t.app.inject({ method: 'POST', url: `${PLAY_API}/${path}`, payload: body as object })
  return { status: res.statusCode, body: res.json() }
}

/** The launch token of the game page for a player's startGame. */
export async function launchGame(t: TestApp, token: string, gameId: number, tryIt = 0) {
  const res = await call(t, 'startGame', { gameId, tryIt, lang: 'en' }, { token })
  expect(res.status, JSON.stringify(res)).toBe(200)
  return new URL(res.data.url, 'http://x').searchParams.get('token') ?? ''
}

/** A player with `amount` in cash at a blackjack table, the pair set to SERVER_SEED and `clientSeed` at nonce 0. */
export async function openBlackjack(t: TestApp, amount: number, clientSeed: string, tryIt = 0) {
  const p = await player(t)
  await deposit(t, p.id, amount)
  const opened = await playPost(t, 'open', { token: await launchGame(t, p.token, BLACKJACK_GAME, tryIt) })
  expect(opened.status, JSON.stringify(opened.body)).toBe(200)
  const session = opened.body.session as string
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
  return { ...p, session, view }
}
