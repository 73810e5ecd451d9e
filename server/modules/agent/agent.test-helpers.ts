import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { query } from '../../db/sql.ts'
import { drainOutbox } from '../../outbox/consumer.ts'
import { call, type TestApp } from '../../test/harness.ts'
import { newAccount, newIp, PASSWORD } from '../auth/auth.test-helpers.ts'
import { ok, start } from '../games/games.test-helpers.ts'
import { placeBet } from '../vip/vip.test-helpers.ts'
import { deposit } from '../wallet/wallet.test-helpers.ts'
import { agentCommissionConsumer, agentValidConsumer } from './agent.consumers.ts'

/** Shared by the agent test files (not a test file itself). */

export interface Member {
  id: number
  token: string
  inviteCode: string
  /** The device it registered from (its fingerprint header). */
  device: string
}

/** Registers a player from a device of its own (or the one given), invited by `by` when given. */
export async function member(t: TestApp, by?: Member, device: string = randomUUID()): Promise<Member> {
  const body = { account: newAccount(), password: PASSWORD, ...(by ? { inviteCode: by.inviteCode } : {}) }
  const res = await call(t, 'accountRegist', body, { ip: newIp(), fingerprint: device })
  expect(res.status, JSON.stringify(res)).toBe(200)
  const id = res.data.user.id as number
  const [row] = await query<{ code: string }>(
    t.database.db,
    sql`SELECT invite_code AS code FROM users WHERE id = ${id}`,
  )
  return { id, token: res.data.token, inviteCode: row?.code ?? '', device }
}

export const drainAgent = (t: TestApp) =>
  drainOutbox(t.database.db, [agentCommissionConsumer, agentValidConsumer])

/** Deposits `cash`, opens a game session and places each bet through the seamless wallet; returns them. */
export async function betsOf(t: TestApp, m: Member, bets: number[]) {
  await deposit(
    t,
    m.id,
    bets.reduce((a, b) => a + b, 0),
  )
  const s = await start(t, m.token)
  expect((await ok(t, 'authenticate', { token: s.launch })).status).toBe('OK')
  const placed = []
  for (const amount of bets) placed.push(await placeBet(t, s.sessionId, amount))
  return placed
}

/** Each agent commission payment credited to the player's cash: [ref type, amount], in order. */
export async function agentPayments(t: TestApp, userId: number) {
  const rows = await query<{ ref_type: string; amount: number | string }>(
    t.database.db,
    sql`SELECT t.ref_type, p.amount FROM ledger_transactions t
        JOIN ledger_postings p ON p.transaction_id = t.id
        JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id = t.user_id AND a.kind = 'cash'
        WHERE t.user_id = ${userId} AND t.ref_type LIKE 'agent_%' ORDER BY t.id`,
  )
  return rows.map((r) => [r.ref_type, Number(r.amount)])
}

export const agentCall = (t: TestApp, m: Member, path: string, body: unknown = {}) =>
  call(t, path, body, { token: m.token, fingerprint: m.device })
