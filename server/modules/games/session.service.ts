import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { exitGameReply, startGameReply, startGameRequest } from '../../../contract/calls/games.ts'
import type { DbOrTx } from '../../db/client.ts'
import { gameSessions } from '../../db/schema/index.ts'
import { query } from '../../db/sql.ts'
import { forbidden, notFound } from '../../http/errors.ts'
import { playerBalances } from '../wallet/ledger/ledger.ts'
import { recordGameHistory } from './history.repo.ts'
import { BUILTIN_PROVIDER } from './provider-auth.ts'

/** A launch token must be presented (authenticate) within this time of startGame. */
export const LAUNCH_TOKEN_TTL_MS = 2 * 60_000
/** A session without a bet, start or heartbeat for this long takes no more bets (wins still land). */
export const SESSION_IDLE_MS = 30 * 60_000
/** Where the game loads; the built-in provider serves it (server/provider/). */
export const PLAY_PATH = '/provider/games/play'
const FALLBACK_CURRENCY = 'BRL'
/** Advisory lock namespace for a player's game starts (any constant unique in this codebase). */
const GAME_START_LOCK = 7_240_102

export const hashLaunchToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * startGame (spec 7): the game must be on, with its type, brand and platform; demo play (tryIt 1) only
 * where the game allows it. Closes the player's other open sessions (one game at a time), opens a new one
 * with a one-time launch token (32 random bytes, stored only as its SHA-256, valid 2 minutes) and
 * records the start in the play history, in one transaction.
 */
export async function startGame(
  db: DbOrTx,
  userId: number,
  body: z.infer<typeof startGameRequest>,
  now: number,
): Promise<z.input<typeof startGameReply>> {
  const [game] = await query<{ id: number; game_type: number; try_it: boolean; currency: string | null }>(
    db,
    sql`SELECT g.id, g.game_type, g.try_it,
               (SELECT value->>'currency' FROM app_settings WHERE key = 'deposit') AS currency
        FROM games g
        JOIN game_types t ON t.id = g.game_type
        JOIN game_brands b ON b.id = g.brand_id
        JOIN game_platforms p ON p.id = g.platform_id
        WHERE g.id = ${body.gameId} AND g.status = 1 AND t.status = 1 AND b.status = 1 AND p.status = 1`,
  )
  if (!game) throw notFound()
  const demo = body.tryIt === 1
  if (demo && !game.try_it) throw forbidden()

  const token = randomBytes(32).toString('base64url')
  const sessionId = randomUUID()
  const at = new Date(now)
  await db.transaction(async (tx) => {
    // A player's starts take turns: two at once (a double tap, two tabs) would each close only the
    // sessions committed before them and both stay open. hashtext keeps the key an int whatever the id.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${GAME_START_LOCK}, hashtext(${String(userId)}))`)
    await closeOpenSessions(tx, userId, now)
    await tx.insert(gameSessions).values({
      id: sessionId,
      userId,
      gameId: game.id,
      gameType: Number(game.game_type),
      provider: BUILTIN_PROVIDER,
      demo,
      lang: body.lang,
      currency: game.currency ?? FALLBACK_CURRENCY,
      launchTokenHash: hashLaunchToken(token),
      tokenExpiresAt: new Date(now + LAUNCH_TOKEN_TTL_MS),
      createdAt: at,
      lastSeenAt: at,
    })
    await recordGameHistory(tx, userId, game.id, now)
  })
  const coin = demo ? 0 : (await playerBalances(db, userId)).cash
  return {
    sessionId,
    gameId: game.id,
    url: `${PLAY_PATH}?token=${encodeURIComponent(token)}`,
    demo,
    coin,
  }
}

/**
 * Closes the player's open sessions (only `sessionId` when given) and returns how many it closed. A
 * closed session takes no more bets; the provider's wins, rollbacks and endRound for it still land.
 */
export async function closeOpenSessions(
  db: DbOrTx,
  userId: number,
  now: number,
  sessionId?: string,
): Promise<number> {
  const rows = await query<{ id: string }>(
    db,
    sql`UPDATE game_sessions SET status = 'closed', closed_at = ${new Date(now).toISOString()}
        WHERE user_id = ${userId} AND status = 'open'${sessionId ? sql` AND id = ${sessionId}` : sql``}
        RETURNING id`,
  )
  return rows.length
}

/** exitGame: closes the session (or all of the player's) and answers the cash balance. */
export async function exitGame(
  db: DbOrTx,
  userId: number,
  sessionId: string | undefined,
  now: number,
): Promise<z.input<typeof exitGameReply>> {
  const sessionsClosed = await closeOpenSessions(db, userId, now, sessionId)
  return { coin: (await playerBalances(db, userId)).cash, sessionsClosed }
}

/**
 * The `online` heartbeat keeps the player's open session alive (bets need activity within 30 minutes).
 * For the events module to call; a player with no open session is left alone.
 */
export async function touchGameSession(db: DbOrTx, userId: number, now: number): Promise<void> {
  await db.execute(
    sql`UPDATE game_sessions SET last_seen_at = ${new Date(now).toISOString()}
        WHERE user_id = ${userId} AND status = 'open' AND last_seen_at < ${new Date(now).toISOString()}`,
  )
}
