import { randomInt } from 'node:crypto'
import { type APIRequestContext, expect, type Page } from '@playwright/test'

/** A fresh account name per test run (letters and digits, within the seeded 6-16 length). */
export const uniqueAccount = (prefix = 'e2e') => `${prefix}${Date.now().toString(36)}${randomInt(100, 999)}`

/** A fresh phone number in E.164 digits. */
export const uniquePhone = () => `+5511${randomInt(10_000_000, 99_999_999)}${randomInt(0, 9)}`

interface OutboxEntry {
  code: string
  createdAt: string | number
}

async function outbox(request: APIRequestContext, phone: string): Promise<OutboxEntry[]> {
  const res = await request.get(`/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: OutboxEntry[] }).data
}

/** Runs `send` (a click on "Send code") and returns the code of the new sandbox SMS it produced. */
export async function smsCodeSentBy(request: APIRequestContext, phone: string, send: () => Promise<void>) {
  const before = new Set((await outbox(request, phone)).map((m) => `${m.code}@${m.createdAt}`))
  await send()
  let code = ''
  await expect
    .poll(async () => {
      const fresh = (await outbox(request, phone)).filter((m) => !before.has(`${m.code}@${m.createdAt}`))
      code = fresh[0]?.code ?? ''
      return code
    })
    .toMatch(/^\d{6}$/)
  return code
}

/** The app config the server serves in `locale`, as the browser would get it. */
export async function fetchAppConfig(request: APIRequestContext, locale = 'en') {
  const res = await request.post('/app/v1/anonymous/appConfig', {
    data: {},
    headers: { 'accept-language': locale },
  })
  const body = await res.json()
  return body.data as {
    appGameList: Array<{ id: number; name: string; gameType: number; status: number; tryIt: boolean }>
    appGameTypeList: Array<{ id: number; name: string; sort: number; status: number }>
    gameShowNum: { mainPageNum: number; allNum: number }
    appFaqList: Array<{ question: string }>
  }
}

/** A password no registration refuses (not on the common-passwords list). */
export const TEST_PASSWORD = 'correct horse battery'

export async function registerByAccount(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/auth/register')
  await page.getByRole('textbox', { name: 'Account' }).fill(account)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password').fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()
}

/**
 * Waits until the page's service worker is active and controls the page. With `reload`, reloads once
 * first: the first visit is claimed by clientsClaim() mid-load, and a reload puts every request of the
 * page through the worker; and waits until the app has drawn the page, since the reloaded lobby first
 * shows the last visit's snapshot, whose links (the tab bar's too) are hidden once the app draws: a
 * locator that found one of them then waited on a hidden link (offline.spec, on a fast host).
 */
export async function controlledByServiceWorker(page: Page, opts: { reload?: boolean } = {}): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (opts.reload) {
    await page.reload()
    await expect(page.locator('#root > *').first()).toBeAttached()
    await expect(page.locator('#snap')).toBeHidden()
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true)
}

/** The header's balance in minor units (the chip's Money carries them in data-value). */
export async function headerCoin(page: Page): Promise<number> {
  const value = await page
    .locator('header a[href="/member"] [data-value]:visible')
    .first()
    .getAttribute('data-value')
  return Number(value)
}

/**
 * Full-page screenshots of what is on screen at 360 x 740 and 1280 x 800 into `dir` as
 * `<prefix>-<name>-<width>.png` (nothing when `dir` is unset), then back to `restore`.
 */
export async function shootWidths(
  page: Page,
  dir: string | undefined,
  prefix: string,
  restore: { width: number; height: number },
  name: string,
): Promise<void> {
  if (!dir) return
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
    await page.screenshot({ path: `${dir}/${prefix}-${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize(restore)
}
