import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import en from '../../locales/en.json' with { type: 'json' }
import { registerByAccount, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * Issue 20, start popups (spec 4): one queue shows them one by one, each once per browser session, in
 * the order Download, Notice, FirstDeposit (then the home guide on a browser's first visit), only after
 * the page cover is gone; not again after a reload in the same session; again in a new session (a new
 * browser context). Each sends active_interface_show. Optional screenshots of every modal with
 * E2E_SHOTS_DIR at 360 and 1280 in en, pt-BR and es.
 */
const SHOTS = process.env.E2E_SHOTS_DIR
const EVENT_LOG = '/app/v1/anonymous/appEventLogClient'
/** The seeded popup notice (notice 2, showType 2). */
const NOTICE_TITLE = 'A bonus on your deposits'

// The show events are read from the requests, and a request the service worker forwards reaches
// Playwright without its body: once the worker had taken control before the first send (a faster first
// load), the events read as none. This spec is not about the service worker.
test.use({ serviceWorkers: 'block' })

/** Every active_interface_show target the context's pages and workers send. */
function watchShowEvents(context: BrowserContext): string[] {
  const targets: string[] = []
  context.on('request', (req) => {
    if (!req.url().endsWith(EVENT_LOG)) return
    const body = req.postDataJSON() as { events: Array<{ id: string; kind: string; target: string }> }
    for (const e of body.events) if (e.kind === 'active_interface_show') targets.push(`${e.id} ${e.target}`)
  })
  return targets
}
const distinctTargets = (events: string[]) => [...new Set(events)].map((e) => e.split(' ')[1])

/** Waits until the queue has nothing more to show, then checks that no popup is open. */
async function noPopup(page: Page) {
  await expect(page.locator('html[data-start-popups="idle"]')).toBeAttached()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/** The popup open now must be `name`: closes it with the keyboard (Escape), as a player may. */
async function closeWithEscape(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

/**
 * The play state of the lobby's scrolling notice line. It must pause while a modal covers the page: left
 * running under the scrim it made the compositor redraw the whole screen every frame.
 */
const noticeLineState = (page: Page) =>
  page
    .getByRole('region', { name: en.lobby.notices })
    .evaluate((bar) => bar.getAnimations({ subtree: true }).map((a) => a.playState))

/** Takes the home guide's three steps with the keyboard: focus starts on Next, Enter moves on. */
async function walkTheGuide(page: Page) {
  const guide = page.getByRole('dialog', { name: en.startPopups.guide.title })
  await expect(guide).toBeVisible()
  for (const step of ['lobby', 'wallet', 'member'] as const) {
    await expect(guide.getByRole('heading', { name: en.startPopups.guide[step].title })).toBeVisible()
    const next = step === 'member' ? en.startPopups.guide.done : en.startPopups.guide.next
    await expect(guide.getByRole('button', { name: next })).toBeFocused()
    await page.keyboard.press('Enter')
  }
  await expect(guide).toBeHidden()
}

/** Screenshots of one popup: the others marked shown (`shown`), the guide remembered unless it is the one. */
async function shootModal(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  name: string,
  shown: string[],
) {
  if (!SHOTS) return
  for (const locale of ['en', 'pt-BR', 'es']) {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL }])
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      await page.evaluate(
        ([list, guide]) => {
          sessionStorage.setItem('ll.startPopups', list)
          // The context's init script remembers the guide unless this flag asks for it.
          if (guide) sessionStorage.setItem('e2e.guide', '1')
          else sessionStorage.removeItem('e2e.guide')
          localStorage.removeItem('ll.homeGuide')
        },
        [JSON.stringify(shown), name === 'guide' ? '1' : ''] as const,
      )
      await page.reload()
      await expect(page.getByRole('dialog')).toBeVisible()
      // The body loads after the panel: wait for its heading before the picture.
      await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/start-popup-${name}-${locale}-${width}.png` })
    }
  }
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL }])
  await page.setViewportSize({ width: 360, height: 740 })
}

test('a visitor: the popup notice, then the home guide; not again after a reload; again in a new session', async ({
  page,
  context,
  browser,
}) => {
  const events = watchShowEvents(context)
  await page.goto('/')
  // Named by the notice's own title and described by its text (B4), not by the generic 'Notice'.
  const notice = page.getByRole('dialog', { name: NOTICE_TITLE, exact: true })
  await expect(notice.getByRole('heading', { name: NOTICE_TITLE })).toBeVisible()
  await expect(notice).toHaveAccessibleDescription(/^Your first deposit can earn a first-deposit bonus/)
  // The lobby is drawn behind it: the cover was gone before the popup opened.
  await expect(page.locator('#boot')).toBeHidden()
  await expect.poll(() => noticeLineState(page)).toEqual(['paused'])
  await notice.getByRole('button', { name: en.startPopups.gotIt }).click()
  await walkTheGuide(page)
  await noPopup(page)
  await expect.poll(() => noticeLineState(page)).toEqual(['running'])

  // Once per session: a reload (same tab, same sessionStorage) brings none back.
  await page.reload()
  await noPopup(page)
  await expect.poll(() => distinctTargets(events)).toEqual(['notice', 'homeGuide'])

  // A new session: a new browser context shows them again (the guide too: its localStorage is new).
  const fresh = await browser.newContext()
  const second = await fresh.newPage()
  await second.goto('/')
  await closeWithEscape(second, NOTICE_TITLE)
  await closeWithEscape(second, en.startPopups.guide.title)
  await noPopup(second)
  await fresh.close()
})

test('a new player: Download, Notice, FirstDeposit in that order, once per session, again in a new one', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  // Screenshots reload the lobby 24 times.
  test.setTimeout(SHOTS ? 480_000 : 120_000)
  // A browser that was here before: only the home guide is remembered (localStorage).
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('e2e.guide')) localStorage.setItem('ll.homeGuide', '1')
  })
  const events = watchShowEvents(context)
  const account = uniqueAccount('pop')
  await registerByAccount(page, account, TEST_PASSWORD)
  await expect(page).toHaveURL(/\/$/)

  await closeWithEscape(page, en.install.title)
  await closeWithEscape(page, NOTICE_TITLE)
  await closeWithEscape(page, en.firstDeposit.title)
  await noPopup(page)
  await page.reload()
  await noPopup(page)
  await expect.poll(() => distinctTargets(events)).toEqual(['download', 'notice', 'firstDeposit'])

  // Same player, new session: signs in on a new context and meets all three again, in order.
  const fresh = await browser.newContext()
  await fresh.addInitScript(() => localStorage.setItem('ll.homeGuide', '1'))
  const second = await fresh.newPage()
  await second.goto('/auth/login?type=account')
  await second.getByRole('textbox', { name: 'Account' }).fill(account)
  await second.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD)
  await second.getByRole('button', { name: 'Log in' }).click()
  await expect(second).toHaveURL(/\/$/)
  await closeWithEscape(second, en.install.title)
  await closeWithEscape(second, NOTICE_TITLE)
  await closeWithEscape(second, en.firstDeposit.title)
  await noPopup(second)
  await fresh.close()

  // The home guide's tour is remembered in this browser, so the player's page shows it only when asked.
  const base = baseURL ?? ''
  await shootModal(page, context, base, 'download', ['notice:2', 'firstDeposit'])
  await shootModal(page, context, base, 'notice', ['download', 'firstDeposit'])
  await shootModal(page, context, base, 'first-deposit', ['download', 'notice:2'])
  await shootModal(page, context, base, 'guide', ['download', 'notice:2', 'firstDeposit'])
})
