import { batchedCall } from '../db/batch.ts'
import type { Db } from '../db/client.ts'
import type { Engine } from './games.catalog.ts'

/**
 * The statements of a round the game page plays (provider.service.ts play()): its start, its record after
 * the bet and its settlement, each one database function (server/db/functions/provider_play_*.sql), so
 * the rounds of concurrent players go to the database together as one statement per step (db/batch.ts
 * batchedCall), as their bets and wins do at the wallet. Made once per app (provider.routes.ts).
 */
export interface PlayRounds {
  begin(c: BeginCall): Promise<Begun>
  record(c: RecordCall): Promise<{ staked: number; won: number; rounds: number }>
  settle(roundId: string, status: 'settled' | 'win_pending' | 'rolled_back'): Promise<void>
}

export interface BeginCall {
  key: string
  now: number
  maxAgeMs: number
  /** The engines the request is valid for, each with its minimum game cycle. */
  cycleMs: Partial<Record<Engine, number>>
  staleMs: number
}

export type Begun =
  | { outcome: 'expired' }
  | { outcome: 'bad_stake' }
  | { outcome: 'too_fast'; engine: Engine; lastPlayAt: number }
  | {
      outcome: 'ok'
      walletSession: string
      engine: Engine
      demo: boolean
      pending: boolean
      /** Whose seed pairs the round draws from (fair.seeds.ts). */
      owner: string
    }

export interface RecordCall {
  roundId: string
  key: string
  stake: number
  win: number
  outcome: object
  now: number
  /** The seed pair and nonce of a fair round (dice); absent for the slot. */
  seedId?: number
  nonce?: number
}

interface BeginRow {
  outcome: Begun['outcome']
  wallet_session: string | null
  engine: Engine | null
  demo: boolean | null
  last_play_at: Date | string | null
  pending: boolean | null
  owner: string | null
}

const iso = (t: number) => new Date(t).toISOString()
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export function createPlayRounds(db: Db): PlayRounds {
  const begin = batchedCall<BeginCall, BeginRow>(db, {
    name: 'provider.playBegin',
    fn: 'provider_play_begin',
    params: [
      ['text', (c) => c.key],
      ['timestamptz', (c) => iso(c.now)],
      ['bigint', (c) => c.maxAgeMs],
      ['jsonb', (c) => JSON.stringify(c.cycleMs)],
      ['bigint', (c) => c.staleMs],
    ],
    order: (a, b) => compare(a.key, b.key),
  })
  const record = batchedCall<RecordCall, { staked: number; won: number; rounds: number }>(db, {
    name: 'provider.playRecord',
    fn: 'provider_play_record',
    params: [
      ['text', (c) => c.roundId],
      ['text', (c) => c.key],
      ['bigint', (c) => c.stake],
      ['bigint', (c) => c.win],
      ['jsonb', (c) => JSON.stringify(c.outcome)],
      ['timestamptz', (c) => iso(c.now)],
      ['bigint', (c) => c.seedId ?? null],
      ['integer', (c) => c.nonce ?? null],
    ],
    order: (a, b) => compare(a.key, b.key),
  })
  const settle = batchedCall<{ roundId: string; status: string }, { f: boolean }>(db, {
    name: 'provider.playSettle',
    fn: 'provider_play_settle',
    params: [
      ['text', (c) => c.roundId],
      ['text', (c) => c.status],
    ],
    order: (a, b) => compare(a.roundId, b.roundId),
  })

  return {
    async begin(c) {
      const [row] = await begin(c)
      if (!row) throw new Error('provider_play_begin returned nothing')
      if (row.outcome === 'ok') {
        return {
          outcome: 'ok',
          walletSession: String(row.wallet_session),
          engine: row.engine as Engine,
          demo: row.demo === true,
          pending: row.pending === true,
          owner: String(row.owner),
        }
      }
      if (row.outcome === 'too_fast') {
        return {
          outcome: 'too_fast',
          engine: row.engine as Engine,
          lastPlayAt: new Date(row.last_play_at ?? c.now).getTime(),
        }
      }
      return { outcome: row.outcome }
    },
    async record(c) {
      const [row] = await record(c)
      return {
        staked: Number(row?.staked ?? 0),
        won: Number(row?.won ?? 0),
        rounds: Number(row?.rounds ?? 0),
      }
    },
    async settle(roundId, status) {
      await settle({ roundId, status })
    },
  }
}
