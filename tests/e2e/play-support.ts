import { type APIRequestContext, expect, type Page } from '@playwright/test'
import type { CallReply } from '../../contract/calls/index.ts'
import en from '../../locales/en.json' with { type: 'json' }
import { GAME_TEXTS } from '../../server/provider/i18n.ts'
import { formatMoney, type MoneyKind } from '../../src/ui/money-format.ts'
import { SLOT_GAME_TYPE } from './support/constants.ts'
import { fetchAppConfig } from './support.ts'

/**
 * Helpers for the real-play e2e test (game-play.spec.ts): a deposit through the sandbox payment page, as
 * wallet.spec.ts makes one, and the player's own records read with the page's own session token.
 */

/** Deposits `amount` whole units through the sandbox payment page and waits for the paid order. */
export async function depositApproved(page: Page, amount: number): Promise<void> {
  await page.goto('/wallets?name=deposit')
  await page.getByText(en.deposit.other, { exact: true }).click()
  await page.getByLabel(en.deposit.customAmount).fill(String(amount))
  await page.getByRole('button', { name: en.deposit.submit, exact: true }).click()
  await page.waitForURL(/\/sandbox-pay\//)
  await expect(page.getByText(/sandbox/i).first()).toBeVisible()
  await page.getByRole('button', { name: 'Approve' }).click()
  await page.waitForURL(/\/wallets\?.*order=/)
  await expect(page.getByText(en.deposit.order.paid)).toBeVisible({ timeout: 15_000 })
}

/** A records call (/app/v1/<name>) as the signed-in page would make it, with the page's stored token. */
async function ownCall<R>(page: Page, name: string, body: object): Promise<R> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  expect(token, 'the page holds a session token').toBeTruthy()
  const res = await page.request.post(`/app/v1/${name}`, {
    data: body,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  })
  expect(res.ok(), `${name} answers`).toBe(true)
  const envelope = (await res.json()) as { data: R }
  return envelope.data
}

/** Every bet record of the player (at most 50: the test plays a handful of rounds). */
export async function ownBetRecords(page: Page) {
  const reply = await ownCall<CallReply<'betRecord'>>(page, 'betRecord', { pageNum: 1, pageSize: 50 })
  expect(reply.total, 'all bet records fit one page').toBe(reply.list.length)
  return reply.list
}

/** What the player's cash ledger records of one kind add up to, in minor units. */
export async function ownMovementsTotal(page: Page, kinds: readonly string[]): Promise<number> {
  const reply = await ownCall<CallReply<'appUserCoinDetail'>>(page, 'appUserCoinDetail', {
    pageNum: 1,
    pageSize: 50,
  })
  expect(reply.total, 'all movements fit one page').toBe(reply.list.length)
  return reply.list.filter((m) => kinds.includes(m.kind)).reduce((sum, m) => sum + m.amount, 0)
}

/**
 * Minor units as the app writes them in English and the seeded BRL (the app's own formatter): the game
 * page, which formats with Intl on its own (server/provider/public/money.js), must show the same text.
 */
export const appMoney = (minor: number, kind: MoneyKind) => formatMoney(minor, 'en', 'BRL', kind)

/**
 * Spins the built-in slot on the open game page `rounds` times, each accepted by the server, after
 * pressing its stake "+" `stakeUps` times ('max': until it stops at the top stake), and waits for the
 * last round to finish.
 */
export async function spinRounds(
  page: Page,
  rounds: number,
  { stakeUps = 0 }: { stakeUps?: number | 'max' } = {},
): Promise<void> {
  const game = page.frameLocator('[data-testid="game-frame"]')
  const spin = game.getByTestId('spin')
  await expect(spin).toBeEnabled({ timeout: 15_000 })
  const up = game.getByRole('button', { name: `${GAME_TEXTS.en.stake} +` })
  if (stakeUps === 'max') while (await up.isEnabled()) await up.click()
  else for (let i = 0; i < stakeUps; i++) await up.click()
  for (let round = 1; round <= rounds; round++) {
    await expect(spin).toBeEnabled({ timeout: 15_000 })
    const played = page.waitForResponse(
      (r) => r.url().endsWith('/provider/play/v1/play') && r.request().method() === 'POST',
    )
    await spin.click()
    expect((await played).status(), `round ${round} is accepted`).toBe(200)
  }
  await expect(spin).toBeEnabled({ timeout: 15_000 })
}

/** The id of a playable slot of the built-in provider, from appConfig (the game the specs spin). */
export async function slotGameId(request: APIRequestContext): Promise<number> {
  const config = await fetchAppConfig(request)
  const id = config.appGameList.find((g) => g.status === 1 && g.gameType === SLOT_GAME_TYPE)?.id
  expect(id, 'the catalogue has a playable slot').toBeDefined()
  return id ?? 0
}
