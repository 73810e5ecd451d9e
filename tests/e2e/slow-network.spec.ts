import { readFileSync } from 'node:fs'
import type { BrowserContext, Page, Request } from '@playwright/test'
import { expect, test } from './support/start-popups.ts'

/**
 * Issue 3 "Done when": on slow-2g the client waits 20 s (not the default 10 s) before giving up, and the
 * 'Tips' dialog appears when the server is slower than that.
 *
 * - The network: CDP Network.emulateNetworkConditions with DevTools' slow-2g figures (DESIGN 8: latency
 *   2000 ms, 6,250 B/s down and up), switched on after the page has loaded (a cold load at 6 KB/s would
 *   take minutes; the timeout is read per call, so this is what a player whose network degrades sees).
 * - The slow server: `page.route` holds the one `accountLogin` call and never answers it. Login is a
 *   user-triggered call that keeps the Tips dialog (src/api/http.ts: only calls passing `tip: false`,
 *   heartbeats and background refreshes, opt out). Service workers are blocked in this spec so every
 *   request is the page's own: routes do not see requests a worker handles, and CDP throttling of the
 *   page does not throttle the worker (a separate target).
 * - Time: `page.clock`, installed before navigation and paused before the click, so 20 s pass in
 *   milliseconds and the 10 s / 20 s boundaries are checked exactly.
 */
const en = JSON.parse(readFileSync('locales/en.json', 'utf8')) as {
  tips: { title: string; timeout: string }
  titles: { service: string }
}
const LOGIN_CALL = '**/app/v1/accountLogin'

test.use({ serviceWorkers: 'block' })

const SLOW_2G = { offline: false, latency: 2000, downloadThroughput: 6250, uploadThroughput: 6250 }

async function emulateSlow2g(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_2G)
}

const effectiveType = (page: Page) =>
  page.evaluate(
    () => (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType,
  )

/** Opens the login page with a paused clock and a server that never answers `accountLogin`. */
async function openLoginWithStalledServer(page: Page): Promise<{ held: Promise<Request> }> {
  const held = new Promise<Request>((resolve) => {
    void page.route(LOGIN_CALL, (route) => resolve(route.request()))
  })
  await page.clock.install()
  await page.goto('/auth/login?type=account')
  await page.getByRole('textbox', { name: 'Account' }).fill('nobody_here_1')
  await page.getByLabel('Password', { exact: true }).fill('wrong password 1')
  await page.waitForLoadState('networkidle')
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
  return { held }
}

/** Clicks "Log in", waits for the held request, and returns whether the page has given up on it. */
async function submit(page: Page, held: Promise<Request>): Promise<() => boolean> {
  let failed = false
  page.on('requestfailed', (request) => {
    if (request.url().endsWith('/app/v1/accountLogin')) failed = true
  })
  await page.getByRole('button', { name: 'Log in' }).click()
  await held
  return () => failed
}

async function expectTips(page: Page, visible: boolean): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: en.tips.title })
  if (visible) {
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(en.tips.timeout)
  } else {
    // A dialog raised by the timeout renders in the same task as the abort; give it a real moment anyway.
    await page.waitForTimeout(250)
    await expect(dialog).toHaveCount(0)
  }
}

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

test('on slow-2g a stalled call waits 20 s, then the Tips dialog appears', async ({ page, context }) => {
  // Chromium 156 does derive navigator.connection from the emulated conditions, but classes DevTools'
  // slow-2g figures as '2g': its slow-2g class starts at an RTT of 2010 ms (checked: latency 2000 and 2009
  // give '2g', 2010 gives 'slow-2g'). The app gives 2g and slow-2g the same 20 s; the next test covers
  // Chromium's own '2g'. Here report exactly 'slow-2g' on top, as a real slow-2g phone would.
  await page.addInitScript(() => {
    const connection = (navigator as Navigator & { connection?: object }).connection
    if (connection) Object.defineProperty(connection, 'effectiveType', { get: () => 'slow-2g' })
  })
  const { held } = await openLoginWithStalledServer(page)
  await emulateSlow2g(context, page)
  expect(await effectiveType(page)).toBe('slow-2g')

  const gaveUp = await submit(page, held)
  await page.clock.runFor(10_500)
  expect(gaveUp()).toBe(false)
  await expectTips(page, false)

  await page.clock.runFor(9_400) // 19.9 s
  expect(gaveUp()).toBe(false)
  await expectTips(page, false)

  await page.clock.runFor(200) // 20.1 s
  await expectTips(page, true)
  expect(gaveUp()).toBe(true)
})

test("Chromium's own estimate under slow-2g figures ('2g') also gets the 20 s timeout", async ({
  page,
  context,
}) => {
  const { held } = await openLoginWithStalledServer(page)
  await emulateSlow2g(context, page)
  await expect.poll(() => effectiveType(page)).toBe('2g')

  const gaveUp = await submit(page, held)
  await page.clock.runFor(19_900)
  expect(gaveUp()).toBe(false)
  await expectTips(page, false)
  await page.clock.runFor(200)
  await expectTips(page, true)
})

test('control: without emulation the same stalled call gives up at 10 s', async ({ page }) => {
  const { held } = await openLoginWithStalledServer(page)
  expect(await effectiveType(page)).toBe('4g')

  const gaveUp = await submit(page, held)
  await page.clock.runFor(9_900)
  expect(gaveUp()).toBe(false)
  await expectTips(page, false)
  await page.clock.runFor(200)
  await expectTips(page, true)
  expect(gaveUp()).toBe(true)
})

test("a page's stalled query gives up once: one request, one 'Tips', no second wait", async ({ page }) => {
  // The query layer retries a failed network (paused offline, resumed online), never a timeout: the
  // player has been told to try later, and a silent re-send would keep them waiting and show 'Tips' again.
  let sent = 0
  await page.route('**/app/v1/getCustomerServices', () => {
    sent += 1 // held: never answered
  })
  await page.clock.install()
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Service' })
    .click()
  await expect.poll(() => sent).toBe(1)
  // The page is shown before its call times out: on a loaded machine its chunk could arrive after the
  // timeout, and a page mounting on a failed query fetches it again (retryOnMount), which is not this case.
  await expect(page.getByRole('heading', { name: en.titles.service, level: 1 })).toBeVisible()

  await page.clock.runFor(10_100)
  await expectTips(page, true)
  await page.getByRole('alertdialog', { name: en.tips.title }).getByRole('button', { name: 'OK' }).click()
  await expectTips(page, false)

  // A second at a time with real pauses: a jump of 25 s at once would time out any other call that
  // happens to be in flight (answered in real milliseconds), and its 'Tips' is not this test's.
  for (let second = 0; second < 25; second += 1) {
    await page.clock.runFor(1_000)
    await page.waitForTimeout(40)
  }
  expect(sent).toBe(1)
  await expectTips(page, false)
})
