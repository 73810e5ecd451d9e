import {
  type APIRequestContext,
  expect,
  type FrameLocator,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test'
import type { CallReply } from '../../contract/calls/index.ts'
import { TxKind } from '../../contract/wallet-kinds.ts'
import en from '../../locales/en.json' with { type: 'json' }
import { GAME_TEXTS } from '../../server/provider/i18n.ts'
import { formatMoney, type MoneyKind } from '../../src/ui/money-format.ts'
import { SLOT_GAME_TYPE } from './support/constants.ts'
import { fetchAppConfig, registerByAccount, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * Helpers for the real-play e2e tests (game-play, mines, roulette, blackjack): a deposit through the
 * sandbox payment page, as wallet.spec.ts makes one, a game opened from the lobby, the player's own
 * records read with the page's own session token, and the Fairness panel's rotate-and-verify.
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

/** Binds a bank card (the first bank of the list) through /wallets/card/edit, as a player does. */
export async function addBankCard(page: Page, holderName: string, accountNo = '1234567890'): Promise<void> {
  await page.goto('/wallets/card/edit')
  await page.getByLabel(en.cards.bank).selectOption({ index: 1 })
  await page.getByLabel(en.cards.holderName).fill(holderName)
  await page.getByLabel(en.cards.accountNo).fill(accountNo)
  await page.getByRole('button', { name: en.cards.add }).click()
  await expect(page.getByText(en.cards.added)).toBeVisible()
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

/** The built-in provider's game page, inside the app's game frame. */
export const gameFrame = (page: Page) => page.frameLocator('[data-testid="game-frame"]')

/** Matches the POST of one provider play call (`path` under /provider/play/v1/), for waitForResponse. */
export const playCall = (path: string) => (r: Response) =>
  r.url().endsWith(`/provider/play/v1/${path}`) && r.request().method() === 'POST'

/**
 * Registers a new player (account `prefix` + a unique tail), deposits `amount` whole units and returns
 * what the deposit put on the cash balance (the order's bonus included), as the ledger records it.
 */
export async function newPlayerWithDeposit(page: Page, prefix: string, amount: number): Promise<number> {
  await registerByAccount(page, uniqueAccount(prefix), TEST_PASSWORD)
  await expect(page).toHaveURL(/\/$/)
  await depositApproved(page, amount)
  const deposited = await ownMovementsTotal(page, [TxKind.deposit, TxKind.depositBonus])
  expect(deposited).toBeGreaterThanOrEqual(amount * 100)
  return deposited
}

/** Opens one of `gameIds` for real money from its lobby card; returns the id of the game opened. */
export async function openFromLobby(page: Page, gameIds: readonly number[]): Promise<number> {
  await page.goto('/')
  // index.html's lobby snapshot (the cover, hidden once the app draws) has the same links: a click that
  // picked one just before the first draw would wait on a hidden link. Click the app's own cards.
  await expect(page.locator('#snap')).toBeHidden()
  const card = page
    .locator(gameIds.map((id) => `a[href$="/game/start?gameId=${id}&tryIt=0"]`).join(', '))
    .filter({ visible: true })
  await card.first().click()
  await expect(page).toHaveURL(/\/game\/start\?gameId=\d+&tryIt=0$/)
  const gameId = Number(new URL(page.url()).searchParams.get('gameId'))
  expect(gameIds).toContain(gameId)
  return gameId
}

/** The game page shows the balance (as the app writes it), the session net and the time played. */
export async function expectSessionShown(game: FrameLocator, balance: number): Promise<void> {
  await expect(game.getByTestId('balance')).toHaveText(appMoney(balance, 'balance'))
  await expect(game.getByText(GAME_TEXTS.en.net, { exact: true })).toBeVisible()
  await expect(game.getByTestId('time')).toHaveText(/^\d{2}:\d{2}:\d{2}$/)
}

/** Opens the Fairness panel before any stake: it shows the server seed's hash and nonce 1. */
export async function openFairnessBeforeStake(game: FrameLocator): Promise<{ fair: Locator; hash: string }> {
  await game.getByRole('button', { name: GAME_TEXTS.en.fairness }).click()
  const fair = game.getByRole('dialog', { name: GAME_TEXTS.en.fairness })
  const hash = (await fair.getByTestId('server-hash').textContent()) ?? ''
  expect(hash).toMatch(/^[0-9a-f]{64}$/)
  await expect(fair.getByTestId('next-nonce')).toHaveText('1')
  return { fair, hash }
}

/**
 * The balance the bet records give (the deposit minus the bets plus the wins), which the game page must
 * show; returns it.
 */
export async function expectBalanceOfRecords(
  game: FrameLocator,
  deposited: number,
  bets: readonly { betAmount: number; winAmount: number }[],
): Promise<number> {
  const totalBet = bets.reduce((sum, b) => sum + b.betAmount, 0)
  const totalWin = bets.reduce((sum, b) => sum + b.winAmount, 0)
  const expected = deposited - totalBet + totalWin
  await expect(game.getByTestId('balance')).toHaveText(appMoney(expected, 'balance'))
  return expected
}

/**
 * After one round sealed under `hash`: opens the Fairness panel, rotates the seeds with `clientSeed` (the
 * old server seed is revealed) and verifies the round in the browser. `checkRound` looks at the round as
 * sealed, before the rotation. Returns the panel, still open.
 */
export async function rotateAndVerify(
  game: FrameLocator,
  hash: string,
  clientSeed: string,
  checkRound?: (round: Locator) => Promise<void>,
): Promise<Locator> {
  const g = GAME_TEXTS.en
  await game.getByRole('button', { name: g.fairness }).click()
  const fair = game.getByRole('dialog', { name: g.fairness })
  const round = fair.getByTestId('fair-round')
  await expect(round).toHaveCount(1)
  await checkRound?.(round)
  await expect(fair.getByText(g.sealed)).toBeVisible()
  await fair.getByLabel(g.clientSeed).fill(clientSeed)
  await fair.getByRole('button', { name: g.rotate }).click()
  await expect(fair.getByTestId('server-hash')).not.toHaveText(hash)
  await expect(fair.getByTestId('next-nonce')).toHaveText('1')
  await expect(round).toContainText(hash)
  await round.getByRole('button', { name: g.verify }).click()
  await expect(round.getByText(g.verified)).toBeVisible()
  return fair
}

/** The lobby header's balance chip holds `expected` minor units; returns its value element. */
export async function expectLobbyBalance(page: Page, expected: number): Promise<Locator> {
  const chip = page.getByRole('link', { name: `${en.nav.member}: ${en.a11y.balance}` })
  const shown = chip.locator('[data-value]')
  await expect(shown).toHaveAttribute('data-value', String(expected))
  return shown
}
