import type { APIRequestContext, Page } from '@playwright/test'
import { E2E_PORT } from './env.ts'
import { type HideableBrowser, launchHideableBrowser } from './hidden-browser.ts'
import { expect, test } from './support/start-popups.ts'
import { registerByAccount, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * Issue 17 "Trust in the balance and the session": a returning player's lobby confirms the stored session
 * with the server. A balance changed elsewhere shows in the header after a reload and when a tab in the
 * background is shown again (a real hidden tab: hidden-browser.ts); a revoked token logs out; favourites and recent games made elsewhere show in the lobby.
 */

/** The hideable browser's pages have no baseURL. */
const BASE = `http://localhost:${E2E_PORT}`
/** src/api/session-refresh.ts SESSION_REFRESH_MS: a tab shown again sooner than this asks nothing. */
const REFRESH_WINDOW_MS = 15_000

/** A player's own call with their token, from the test's side (another device, as far as the app knows). */
async function ownCall<R>(request: APIRequestContext, token: string, name: string, data: object): Promise<R> {
  const res = await request.post(`/app/v1/${name}`, {
    data,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  })
  expect(res.ok(), `${name} answers`).toBe(true)
  return ((await res.json()) as { data: R }).data
}

/** Deposits `minor` units through the sandbox channel and approves it on the sandbox's page, by HTTP. */
async function depositBehindTheAppsBack(request: APIRequestContext, token: string, minor: number) {
  const trade = await ownCall<{ appRechargeTypeMap: Record<string, { id: number; isDefault: number }> }>(
    request,
    token,
    'getTradeInfo',
    {},
  )
  const channels = Object.values(trade.appRechargeTypeMap)
  const channel = channels.find((c) => c.isDefault === 1) ?? channels[0]
  expect(channel, 'a deposit channel is offered').toBeTruthy()
  const order = await ownCall<{ orderId: string; payUrl: string }>(request, token, 'recharge', {
    rechargeTypeId: channel?.id,
    amount: minor,
  })
  const paid = await request.post(order.payUrl, { form: { decision: 'approve' }, maxRedirects: 0 })
  expect(paid.status(), 'the sandbox settles the order').toBeLessThan(400)
}

/** The balance the server holds for the player now, minor units. */
const serverBalance = async (request: APIRequestContext, token: string) =>
  (await ownCall<{ coin: number }>(request, token, 'getUserInfo', {})).coin

/** The header's balance chip (the bar shown at this width), by the amount it holds in minor units. */
const headerBalance = (page: Page) => page.locator('header a[href="/member"]:visible [data-value]').first()

async function registeredPlayer(page: Page): Promise<string> {
  await registerByAccount(page, uniqueAccount('ses'), TEST_PASSWORD)
  await expect(page).toHaveURL(/\/$/)
  const token = await page.evaluate(() => localStorage.getItem('token'))
  expect(token, 'the page holds a session token').toBeTruthy()
  return String(token)
}

test('a balance changed behind the app shows in the header after a reload', async ({ page, request }) => {
  const token = await registeredPlayer(page)
  await expect(headerBalance(page)).toHaveAttribute('data-value', '0')

  await depositBehindTheAppsBack(request, token, 5_000)
  const balance = await serverBalance(request, token)
  expect(balance).toBeGreaterThanOrEqual(5_000)
  await page.reload()
  await expect(headerBalance(page)).toHaveAttribute('data-value', String(balance), { timeout: 5_000 })
})

test.describe('a tab in the background', () => {
  let chromium: HideableBrowser
  test.beforeAll(async () => {
    chromium = await launchHideableBrowser()
  })
  test.afterAll(async () => {
    await chromium?.close()
  })

  test('shows the new balance when it is brought back to the front', async ({ request }) => {
    const account = uniqueAccount('bg')
    const reg = await request.post('/app/v1/accountRegist', { data: { account, password: TEST_PASSWORD } })
    expect(reg.status()).toBe(200)
    const { page } = chromium
    await page.goto(`${BASE}/auth/login`)
    await page.getByRole('tab', { name: 'Account' }).click()
    await page.getByRole('textbox', { name: 'Account' }).fill(account)
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(`${BASE}/`)
    await expect(headerBalance(page)).toHaveAttribute('data-value', '0')
    const token = String(await page.evaluate(() => localStorage.getItem('token')))

    // Hidden for real (another tab in front) while money arrives, then shown once the window has passed:
    // no reload, no navigation.
    await chromium.hide(page)
    await depositBehindTheAppsBack(request, token, 2_500)
    const balance = await serverBalance(request, token)
    expect(balance).toBeGreaterThanOrEqual(2_500)
    await page.waitForTimeout(REFRESH_WINDOW_MS + 500)
    await expect(headerBalance(page)).toHaveAttribute('data-value', '0')
    await chromium.show(page)
    await expect(headerBalance(page)).toHaveAttribute('data-value', String(balance), { timeout: 5_000 })
  })
})

test('a revoked token logs out on the next start: no stale balance, the visitor header', async ({
  page,
  request,
}) => {
  const token = await registeredPlayer(page)
  await expect(headerBalance(page)).toBeVisible()

  // The app is closed (no call of the old page's can meet the 401 first), then the session is revoked
  // from elsewhere with the same token, then the app starts again.
  await page.goto('about:blank')
  const res = await request.post('/app/v1/logout', {
    data: {},
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.status()).toBe(200)

  await page.goto('/')
  // The spec's 401 path: session cleared, on to login.
  await expect(page).toHaveURL(/\/auth\/login/, { timeout: 5_000 })
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  expect(await page.evaluate(() => localStorage.getItem('ll.user'))).toBeNull()
  await page.goto('/')
  await expect(page.locator('header a[href="/auth/login"]:visible')).toBeVisible()
  await expect(page.locator('header a[href="/member"] [data-value]')).toHaveCount(0)
})

test('a favourite and a game played elsewhere show in the lobby after a reload', async ({
  page,
  request,
}) => {
  const token = await registeredPlayer(page)
  // The first game card of the lobby, and another one further down.
  const hearts = page.locator('section[aria-labelledby] ul li [data-testid^="like-"]')
  await expect(hearts.nth(1)).toBeVisible()
  const likedId = Number((await hearts.nth(0).getAttribute('data-testid'))?.slice('like-'.length))
  const playedId = Number((await hearts.nth(1).getAttribute('data-testid'))?.slice('like-'.length))
  expect(likedId).toBeGreaterThan(0)
  expect(playedId).toBeGreaterThan(0)
  await expect(hearts.nth(0)).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByTestId('lobby-row-favourites')).toHaveCount(0)

  await ownCall(request, token, 'gameLike', { gameId: likedId, like: true })
  await ownCall(request, token, 'startGame', { gameId: playedId, tryIt: 0 })

  await page.reload()
  const favourites = page.getByTestId('lobby-row-favourites')
  await expect(favourites.getByTestId(`like-${likedId}`)).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('lobby-row-recent').getByTestId(`like-${playedId}`)).toBeVisible()
  // The heart over the lobby's own card of that game (in its type's section) is filled too. Found by the
  // game, not by position: card hearts mount lazily, so which one comes first depends on timing.
  const cardHeart = page.locator('section[aria-labelledby]').getByTestId(`like-${likedId}`).first()
  await cardHeart.scrollIntoViewIfNeeded()
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true')
})
