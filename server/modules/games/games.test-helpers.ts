import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import {
  PROVIDER_API_PREFIX,
  PROVIDER_HEADER,
  PROVIDER_SIGNATURE_HEADER,
  type ProviderOperation,
  type ProviderReply,
} from '../../../contract/provider-wallet.ts'
import { call, type TestApp } from '../../test/harness.ts'
import { deposit, player } from '../wallet/wallet.test-helpers.ts'
import { BUILTIN_PROVIDER, signProviderBody } from './provider-auth.ts'

/** Shared by the games test files (not a test file itself). */

/** Seeded games (server/db/seed/defaults/catalog.ts): a slot with demo play, a live game without it, one off. */
export const GAME_ID = 1001
export const NO_DEMO_GAME_ID = 5002
export const OFF_GAME_ID = 1021

export const secretOf = (t: TestApp) => t.config.provider.builtinSecret ?? ''

export interface ProviderCall {
  status: number
  body: ProviderReply & Record<string, unknown>
}

/** POSTs a provider call signed as the built-in provider (or as told). */
export async function provider(
  t: TestApp,
  op: ProviderOperation | string,
  payload: unknown,
  opts: { secret?: string; providerId?: string; raw?: string; signature?: string } = {},
): Promise<ProviderCall> {
  const raw = opts.raw ?? JSON.stringify(payload)
  const res = await t.app.inject({
    method: 'POST',
    url: `${PROVIDER_API_PREFIX}/${op}`,
    headers: {
      'content-type': 'application/json',
      [PROVIDER_HEADER]: opts.providerId ?? BUILTIN_PROVIDER,
      [PROVIDER_SIGNATURE_HEADER]: opts.signature ?? signProviderBody(opts.secret ?? secretOf(t), raw),
    },
    payload: raw,
  })
  return { status: res.statusCode, body: res.json() }
}

/** A provider call that must answer HTTP 200; returns the reply. */
export async function ok(t: TestApp, op: ProviderOperation, payload: unknown): Promise<ProviderReply> {
  const res = await provider(t, op, payload)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}

/** startGame through the player API; returns the reply data (sessionId, url, token...). */
export async function start(t: TestApp, token: string, body: Record<string, unknown> = {}) {
  const res = await call(t, 'startGame', { gameId: GAME_ID, ...body }, { token })
  expect(res.status, JSON.stringify(res)).toBe(200)
  const launch = new URL(res.data.url, 'http://x').searchParams.get('token') ?? ''
  return { ...(res.data as { sessionId: string; url: string; demo: boolean; coin: number }), launch }
}

/** A player with `cash`, a started and authenticated session. */
export async function playing(t: TestApp, cash = 10_000, startBody: Record<string, unknown> = {}) {
  const p = await player(t)
  if (cash > 0) await deposit(t, p.id, cash)
  const s = await start(t, p.token, startBody)
  const auth = await ok(t, 'authenticate', { token: s.launch })
  expect(auth.status).toBe('OK')
  return { ...p, sessionId: s.sessionId, launch: s.launch, auth }
}

export const txId = () => `tx-${randomUUID()}`
export const roundId = () => `r-${randomUUID()}`

export const betOf = (sessionId: string, amount: number, ids: { tx?: string; round?: string } = {}) => ({
  sessionId,
  transactionId: ids.tx ?? txId(),
  roundId: ids.round ?? roundId(),
  amount,
})
