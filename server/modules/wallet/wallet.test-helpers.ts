import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { betRecords, users } from '../../db/schema/index.ts'
import { signWebhookBody } from '../../http/signed-webhook.ts'
import { call, type TestApp } from '../../test/harness.ts'
import { registerAccount } from '../auth/auth.test-helpers.ts'
import { hashPassword } from '../auth/password.ts'
import { PlayerAccount, SystemAccount, TxKind } from './ledger/ledger.kinds.ts'
import { playerBalances, postMovement } from './ledger/ledger.ts'
import { SIGNATURE_HEADER } from './withdraw/payout-provider.ts'
import { PAYOUT_WEBHOOK_PATH } from './withdraw/withdraw.routes.ts'

/** Shared by the withdraw and records test files (not a test file itself). */
let seq = 0
const uniq = () => `${process.pid}-${Date.now()}-${++seq}`

export async function player(t: TestApp) {
  const { token, user } = await registerAccount(t)
  return { token, id: user.id }
}

/** Money in, as a paid deposit would bring it: payment_clearing -> cash. */
export async function deposit(
  t: TestApp,
  userId: number,
  amount: number,
  kind: 'deposit' | 'deposit_bonus' = 'deposit',
) {
  await postMovement(
    t.database.db,
    {
      kind: kind === 'deposit' ? TxKind.deposit : TxKind.depositBonus,
      userId,
      idempotencyKey: `test-${kind}:${uniq()}`,
      ref: { type: 'deposit_order', id: uniq() },
      postings: [
        { account: { userId, kind: PlayerAccount.cash }, amount },
        {
          account: { system: kind === 'deposit' ? SystemAccount.paymentClearing : SystemAccount.house },
          amount: -amount,
        },
      ],
    },
    t.now(),
  )
}

/** Bets as the games module will record them (turnover); no money moves. */
export async function bet(
  t: TestApp,
  userId: number,
  betAmount: number,
  opts: { winAmount?: number; gameType?: number; gameId?: number; at?: number } = {},
) {
  await t.database.db.insert(betRecords).values({
    userId,
    gameId: opts.gameId ?? 1,
    gameType: opts.gameType ?? 1,
    betAmount,
    winAmount: opts.winAmount ?? 0,
    roundId: uniq(),
    createdAt: new Date(opts.at ?? t.now()),
  })
}

export async function setSafebox(t: TestApp, userId: number, password: string) {
  await t.database.db
    .update(users)
    .set({ safeboxPasswordHash: await hashPassword(password) })
    .where(eq(users.id, userId))
}

export const balances = (t: TestApp, userId: number) => playerBalances(t.database.db, userId)

export const ACCOUNT_NO = '6222 0200 1234 5678'

export async function addCard(t: TestApp, token: string, bankId = 1, accountNo = ACCOUNT_NO) {
  const res = await call(t, 'addBankInfo', { bankId, holderName: 'Ana Silva', accountNo }, { token })
  expect(res.status, JSON.stringify(res)).toBe(200)
  return res.data.card as { id: number; bankId: number; accountNoMasked: string }
}

/** A player with `amount` in cash, turnover met and one card. */
export async function readyPlayer(t: TestApp, amount: number) {
  const p = await player(t)
  await deposit(t, p.id, amount)
  await bet(t, p.id, amount)
  const card = await addCard(t, p.token)
  return { ...p, card }
}

export async function webhook(
  t: TestApp,
  event: Record<string, unknown>,
  opts: { secret?: string; raw?: string } = {},
) {
  const body = opts.raw ?? JSON.stringify(event)
  const secret = opts.secret ?? t.config.payment.sandboxSecret ?? ''
  const res = await t.app.inject({
    method: 'POST',
    url: PAYOUT_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(secret, body) },
    payload: body,
  })
  return { status: res.statusCode, ...res.json() }
}
