import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { appSettings, rechargeOrders } from '../../../db/schema/index.ts'
import { query } from '../../../db/sql.ts'
import { call, type TestApp } from '../../../test/harness.ts'
import { clearConfigCache } from '../../config/config.service.ts'
import { playerBalances } from '../ledger/ledger.ts'
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from './sandbox-provider.ts'

/** Shared by the deposit test files (not a test file itself). */
export const WEBHOOK = '/payment/v1/sandbox/webhook'

export async function placeOrder(t: TestApp, token: string, body: Record<string, unknown>) {
  const res = await call(t, 'recharge', body, { token })
  expect(res.status, JSON.stringify(res)).toBe(200)
  return res.data as { orderId: string; amount: number; currency: string; status: string; payUrl: string }
}

export interface WebhookEvent {
  eventId?: string
  orderId: string
  outcome: 'approved' | 'declined'
  amount: number
  currency?: string
}

/** Plays the sandbox provider: a signed webhook call (or a badly signed one with `signature`). */
export async function sendWebhook(
  t: TestApp,
  e: WebhookEvent,
  opts: { signature?: string; rawBody?: string } = {},
) {
  const body =
    opts.rawBody ??
    JSON.stringify({
      eventId: e.eventId ?? `evt_${randomBytes(8).toString('hex')}`,
      orderId: e.orderId,
      outcome: e.outcome,
      amount: e.amount,
      currency: e.currency ?? 'BRL',
    })
  const secret = t.config.payment.sandboxSecret ?? ''
  const res = await t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: opts.signature ?? signSandboxBody(secret, body),
    },
    payload: body,
  })
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.json() as { code: number; msg: string; data: Record<string, unknown> },
  }
}

/** Presses a button on the sandbox pay page. */
export function payPage(t: TestApp, orderId: string, decision: 'approve' | 'decline') {
  return t.app.inject({
    method: 'POST',
    url: `/sandbox-pay/${orderId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  })
}

export const cashOf = async (t: TestApp, userId: number) => (await playerBalances(t.database.db, userId)).cash

/** Ledger transactions of a player by kind (deposit, deposit_bonus, ...). */
export async function movements(t: TestApp, userId: number): Promise<Record<string, number>> {
  const rows = await query<{ kind: string; n: number }>(
    t.database.db,
    sql`SELECT kind, count(*)::int AS n FROM ledger_transactions WHERE user_id = ${userId} GROUP BY kind`,
  )
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]))
}

export async function ordersOf(t: TestApp, userId: number) {
  return t.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.userId, userId))
}

/** Changes operator settings (minRechargeStatus, isDepositBank, ...) and drops the cached config. */
export async function setSettings(t: TestApp, patch: Record<string, number>) {
  const db = t.database.db
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'settings'))
  await db
    .update(appSettings)
    .set({ value: { ...(row?.value as object), ...patch } })
    .where(eq(appSettings.key, 'settings'))
  clearConfigCache(db)
}
