import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client.ts'
import { query } from '../db/sql.ts'
import { type FairDraw, newClientSeed, newServerSeed, seedHash } from './fair.ts'
import { PlayError } from './provider.errors.ts'

/**
 * The players' seed pairs (builtin_provider_seeds, migration 0043): one active pair per owner, whose server
 * seed stays secret (only its hash is shown) until the player rotates it. A round takes the next nonce of
 * the active pair in the statement that records it, so two rounds never share a nonce.
 */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
/** The past fair rounds the Fairness panel lists. */
export const HISTORY_SIZE = 20

export interface SeedRow {
  id: number
  server_seed: string
  server_hash: string
  client_seed: string
  nonce: number
}

export interface FairState {
  serverHash: string
  clientSeed: string
  /** The nonce the next round uses. */
  nextNonce: number
}

const stateOf = (s: SeedRow): FairState => ({
  serverHash: s.server_hash,
  clientSeed: s.client_seed,
  nextNonce: Number(s.nonce) + 1,
})

async function activeSeed(db: DbOrTx, owner: string): Promise<SeedRow | undefined> {
  const [row] = await query<SeedRow>(
    db,
    sql`SELECT id, server_seed, server_hash, client_seed, nonce FROM builtin_provider_seeds
        WHERE owner = ${owner} AND active`,
  )
  return row
}

function insertPair(db: DbOrTx, owner: string, clientSeed: string, now: number) {
  const serverSeed = newServerSeed()
  return query(
    db,
    sql`INSERT INTO builtin_provider_seeds (owner, server_seed, server_hash, client_seed, created_at)
        VALUES (${owner}, ${serverSeed}, ${seedHash(serverSeed)}, ${clientSeed}, ${new Date(now).toISOString()})
        ON CONFLICT (owner) WHERE active DO NOTHING`,
  )
}

/** The owner's active pair, made on first use (the hash is shown before the first round). */
export async function ensureSeed(db: Db, owner: string, now: number): Promise<FairState> {
  const found = await activeSeed(db, owner)
  if (found) return stateOf(found)
  await insertPair(db, owner, newClientSeed(), now)
  const made = await activeSeed(db, owner)
  if (!made) throw new Error('no active seed pair')
  return stateOf(made)
}

/**
 * Takes the next nonce of the owner's active pair. A rotation committing meanwhile leaves the old row
 * inactive under this statement's snapshot: the next try finds the new pair.
 */
export async function takeNonce(db: Db, owner: string, now: number): Promise<FairDraw & { seedId: number }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await query<SeedRow>(
      db,
      sql`UPDATE builtin_provider_seeds SET nonce = nonce + 1 WHERE owner = ${owner} AND active
          RETURNING id, server_seed, server_hash, client_seed, nonce`,
    )
    if (row) {
      return {
        seedId: Number(row.id),
        serverSeed: row.server_seed,
        clientSeed: row.client_seed,
        nonce: Number(row.nonce),
      }
    }
    await ensureSeed(db, owner, now)
  }
  throw new Error('no active seed pair')
}

/**
 * Reveals the active server seed and starts a new pair with `clientSeed`. Refused while a mines round of
 * the pair is open: its mines would be known before the player's next pick.
 */
export async function rotateSeed(db: Db, owner: string, clientSeed: string, now: number): Promise<FairState> {
  if (!CLIENT_SEED_PATTERN.test(clientSeed)) throw new PlayError('badClientSeed')
  await ensureSeed(db, owner, now)
  await db.transaction(async (tx) => {
    const [active] = await query<{ id: number }>(
      tx,
      sql`SELECT id FROM builtin_provider_seeds WHERE owner = ${owner} AND active FOR UPDATE`,
    )
    if (!active) throw new PlayError('generic')
    const open = await query(
      tx,
      sql`SELECT 1 FROM builtin_provider_rounds WHERE seed_id = ${active.id} AND status = 'open' LIMIT 1`,
    )
    if (open.length > 0) throw new PlayError('roundOpen')
    await query(
      tx,
      sql`UPDATE builtin_provider_seeds SET active = false, revealed_at = ${new Date(now).toISOString()}
          WHERE id = ${active.id}`,
    )
    await insertPair(tx, owner, clientSeed, now)
  })
  return ensureSeed(db, owner, now)
}

export interface FairRound {
  roundId: string
  engine: string
  gameId: number
  at: number
  stake: number
  win: number
  outcome: unknown
  nonce: number
  serverHash: string
  clientSeed: string
  /** Shown once the pair was rotated. */
  serverSeed: string | null
}

/** The owner's latest ended fair rounds, newest first, each with its pair (the seed once revealed). */
export async function fairHistory(db: Db, owner: string): Promise<FairRound[]> {
  const rows = await query<{
    id: string
    engine: string
    game_id: number
    created_at: Date | string
    stake: number
    win: number
    outcome: unknown
    nonce: number
    server_hash: string
    client_seed: string
    server_seed: string | null
  }>(
    db,
    sql`SELECT r.id, s.engine, s.game_id, r.created_at, r.stake, r.win, r.outcome, r.nonce, p.server_hash,
               p.client_seed, CASE WHEN p.active THEN NULL ELSE p.server_seed END AS server_seed
        FROM builtin_provider_seeds p
        JOIN builtin_provider_rounds r ON r.seed_id = p.id
        JOIN builtin_provider_sessions s ON s.id = r.session_id
        WHERE p.owner = ${owner} AND r.status <> 'open'
        ORDER BY r.created_at DESC, r.nonce DESC
        LIMIT ${HISTORY_SIZE}`,
  )
  return rows.map((r) => ({
    roundId: r.id,
    engine: r.engine,
    gameId: Number(r.game_id),
    at: new Date(r.created_at).getTime(),
    stake: Number(r.stake),
    win: Number(r.win),
    outcome: r.outcome,
    nonce: Number(r.nonce),
    serverHash: r.server_hash,
    clientSeed: r.client_seed,
    serverSeed: r.server_seed,
  }))
}
