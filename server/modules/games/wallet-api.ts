import { createHash } from 'node:crypto'
import type { z } from 'zod'
import type { ProviderOperation, ProviderReply, providerRequests } from '../../../contract/provider-wallet.ts'
import { type BatchedCallSpec, batchedCall } from '../../db/batch.ts'
import type { Db } from '../../db/client.ts'
import { hashLaunchToken, SESSION_IDLE_MS } from './session.service.ts'

/**
 * The seamless wallet behind /provider/v1 (docs/PROVIDER_API.md): our side holds the money, the provider
 * draws outcomes and tells us each stake and payout. The wallet a call touches is always the one of OUR
 * game session; ids in the payload only name transactions and rounds.
 *
 * Each operation is one database function, server/db/functions/provider_<operation>.sql, which holds its
 * rules: bet, win, rollback and endRound side by side, in one language. A call is one statement, its own
 * transaction, and the calls concurrent requests make of one operation go to the database together as
 * one statement (db/batch.ts batchedCall), in session order so two batches lock a player's rows in the
 * same order. Every (provider, transactionId) is claimed once in provider_transactions in the same
 * transaction as its ledger movement (ledger_post, which writes the movement's domain event too), so a
 * retried or duplicated call never moves money twice: an exact replay gets the stored reply, another
 * payload under the same id is refused.
 *
 * Callers: the signed HTTP route (games.routes.ts, wallet-api.signed.ts) and, through the same signed
 * handler, the built-in provider in-process (server/provider/wallet-client.ts).
 */
export type WalletApi = {
  [O in ProviderOperation]: (provider: string, body: Body<O>) => Promise<ProviderReply>
}

type Body<O extends ProviderOperation> = z.infer<(typeof providerRequests)[O]>
interface Call<B> {
  provider: string
  body: B
  now: number
}
type InSession = Call<{ sessionId: string }>

/** How stale last_seen_at may get before a call refreshes it (one write a minute, not one per bet). */
const TOUCH_AFTER_MS = 60_000

/** sha256 of the operation and its parsed payload with sorted keys: what "the same request" means. */
export function requestFingerprint(op: string, payload: Record<string, unknown>): string {
  const canonical = Object.keys(payload)
    .sort()
    .map((k) => [k, payload[k]])
  return createHash('sha256')
    .update(JSON.stringify([op, canonical]))
    .digest('hex')
}

const iso = (t: number) => new Date(t).toISOString()
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const bySession = (a: InSession, b: InSession) => compare(a.body.sessionId, b.body.sessionId)
/** A reply as the database returns jsonb (node-postgres and PGlite parse it; be safe either way). */
const asReply = (v: unknown): ProviderReply => (typeof v === 'string' ? JSON.parse(v) : v) as ProviderReply

/** The seamless wallet on `db`: made once per app (games.routes.ts), each operation with its batcher. */
export function createWalletApi(db: Db, clock: () => number): WalletApi {
  function operation<B>(
    fn: string,
    order: (a: Call<B>, b: Call<B>) => number,
    params: BatchedCallSpec<Call<B>>['params'],
  ): (provider: string, body: B) => Promise<ProviderReply> {
    const send = batchedCall<Call<B>, { f: unknown }>(db, { name: `games.${fn}`, fn, params, order })
    return async (provider, body) => {
      const [row] = await send({ provider, body, now: clock() })
      if (!row) throw new Error(`${fn} returned nothing`)
      return asReply(row.f)
    }
  }
  const provider = ['text', (c: Call<unknown>) => c.provider] as const
  const session = ['uuid', (c: InSession) => c.body.sessionId] as const
  const now = ['timestamptz', (c: Call<unknown>) => iso(c.now)] as const
  const touchAfter = ['bigint', () => TOUCH_AFTER_MS] as const

  return {
    /** The launch token works once, within 2 minutes of startGame. */
    authenticate: operation<Body<'authenticate'>>(
      'provider_authenticate',
      (a, b) => compare(a.body.token, b.body.token),
      [provider, ['text', (c) => hashLaunchToken(c.body.token)], now],
    ),

    /** The session's player's cash (any session state; 0 in demo play). */
    balance: operation<Body<'balance'>>('provider_balance', bySession, [provider, session]),

    /** Debits the session's player (cash -> house), once per transaction id; the session must be live. */
    bet: operation<Body<'bet'>>('provider_bet', bySession, [
      provider,
      session,
      ['text', (c) => c.body.transactionId],
      ['text', (c) => c.body.roundId],
      ['bigint', (c) => c.body.amount],
      ['text', (c) => requestFingerprint('bet', c.body)],
      now,
      ['bigint', () => SESSION_IDLE_MS],
      touchAfter,
    ]),

    /** Credits the session's player (house -> cash) for an accepted bet of the session; 0 settles it. */
    win: operation<Body<'win'>>('provider_win', bySession, [
      provider,
      session,
      ['text', (c) => c.body.transactionId],
      ['text', (c) => c.body.roundId],
      ['text', (c) => c.body.betTransactionId],
      ['bigint', (c) => c.body.amount],
      ['text', (c) => requestFingerprint('win', c.body)],
      now,
      touchAfter,
    ]),

    /** Refunds the named bet once (house -> cash); an unknown bet leaves a tombstone; a won bet is settled. */
    rollback: operation<Body<'rollback'>>('provider_rollback', bySession, [
      provider,
      session,
      ['text', (c) => c.body.transactionId],
      ['text', (c) => c.body.roundId],
      ['text', (c) => c.body.referenceTransactionId],
      ['text', (c) => requestFingerprint('rollback', c.body)],
      now,
      touchAfter,
    ]),

    /** The provider closed the round; repeatable (the first call's time stays). */
    endRound: operation<Body<'endRound'>>('provider_end_round', bySession, [
      provider,
      session,
      ['text', (c) => c.body.roundId],
      now,
    ]),
  }
}
