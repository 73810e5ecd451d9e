import { readFileSync } from 'node:fs'
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { routesOfTree } from '../../contract/spa-routes.ts'
import { E2E_PORT } from './env.ts'
import { hideStartPopups } from './support/start-popups.ts'
import { fetchAppConfig, registerByAccount, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * Issue 17, "Layout and words": no screen scrolls sideways. Every route of the generated route tree
 * (src/routeTree.gen.ts, so a new route is checked as soon as it exists), logged out and logged in, at
 * 320 and 360 px, in en, pt-BR and es: document.scrollingElement.scrollWidth must not exceed its
 * clientWidth. A failure names the widest element that sticks out past the right edge (and is not
 * clipped by a scrolling ancestor), with its path, width and text.
 *
 * One context per login state and locale (the player's storage state reused), one page; each URL is
 * loaded once and checked at every width by resizing. A route that redirects (a guarded page for a
 * visitor, the login family for a player) is skipped: it is checked where it lands.
 */
const LOCALES = ['en', 'pt-BR', 'es'] as const
const WIDTHS = [320, 360] as const
const HEIGHT = 740

const ROUTES = routesOfTree(readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8'))

/** The URLs that stand for a route: its dynamic segments filled in, and the states its search selects. */
function urlsOf(route: string, gameIds: readonly number[]): string[] {
  const path = route.length > 1 ? route.replace(/\/$/, '') : route
  const variants: Record<string, string[]> = {
    '/auth/login': ['/auth/login', '/auth/login?type=account'],
    '/wallets': ['/wallets?name=deposit', '/wallets?name=withdraw'],
    '/withdrawal/$name': ['/withdrawal/bank'],
    // A ticket id the player does not have: its not-found state (a visitor: the login page).
    '/feedback/record/$id': ['/feedback/record/1'],
    // Demo play: its bar names the game and says "Demo · dinheiro fictício" (the frame once grew to 483 px).
    '/game/start': gameIds.map((id) => `/game/start?gameId=${id}&tryIt=1`),
  }
  const urls = variants[path] ?? [path]
  for (const url of urls) if (url.includes('$')) throw new Error(`no real value for ${url}: add it to urlsOf`)
  return urls
}

/** What sticks out: null when the page does not scroll sideways. Runs in the page. */
function overflowReport(): null | string {
  const root = document.scrollingElement ?? document.documentElement
  const edge = root.clientWidth
  // The game screen is fixed to the viewport: a game frame wider than the screen scrolls nothing.
  const frame = document.querySelector('[data-testid="game-frame"]')?.getBoundingClientRect()
  if (frame && frame.right > edge + 0.5)
    return `the game frame is ${Math.round(frame.width)} px wide > ${edge}`
  if (root.scrollWidth <= edge) return null
  // Inside a scroller narrower than the screen (a row of tabs, a brand strip) nothing widens the page.
  const clipped = (el: Element) => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      if (getComputedStyle(up).overflowX !== 'visible' && up.getBoundingClientRect().right <= edge + 0.5)
        return true
    }
    return false
  }
  let worst: { el: Element; rect: DOMRect } | null = null
  for (const el of document.body.querySelectorAll('*')) {
    const rect = el.getBoundingClientRect()
    if (rect.width === 0 || rect.right <= edge + 0.5 || clipped(el)) continue
    if (!worst || rect.width > worst.rect.width) worst = { el, rect }
  }
  const name = (el: Element) => {
    const cls =
      typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : ''
    return `${el.tagName.toLowerCase()}${cls}`
  }
  const path = (el: Element) => {
    const parts: string[] = []
    for (let at: Element | null = el; at && at !== document.body && parts.length < 6; at = at.parentElement)
      parts.unshift(name(at))
    return parts.join(' > ')
  }
  const what = worst
    ? `${path(worst.el)} (left ${Math.round(worst.rect.left)}, right ${Math.round(worst.rect.right)}, ` +
      `width ${Math.round(worst.rect.width)}) "${(worst.el.textContent ?? '').trim().slice(0, 60)}"`
    : 'no single element found'
  return `scrollWidth ${root.scrollWidth} > ${edge}: ${what}`
}

/** Waits until the page shows its content, not its skeleton or a spinner. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('main h1, [data-testid="game-frame"]').first()).toBeAttached({ timeout: 15_000 })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

async function checkEveryRoute(page: Page, gameIds: readonly number[], label: string): Promise<string[]> {
  const problems: string[] = []
  const urls = [...ROUTES.flatMap((route) => urlsOf(route, gameIds)), '/this-page-does-not-exist']
  for (const url of urls) {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
    await page.goto(url)
    await settle(page)
    // A redirect (a guarded page for a visitor, the login family for a player) is checked where it lands.
    if (new URL(page.url()).pathname !== new URL(url, page.url()).pathname) continue
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT })
      await page.evaluate(() => new Promise(requestAnimationFrame))
      const report = await page.evaluate(overflowReport)
      if (report) problems.push(`${label} ${width}px ${url}: ${report}`)
    }
  }
  return problems
}

async function contextFor(
  browser: Browser,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  const context = await browser.newContext({
    viewport: { width: WIDTHS[0], height: HEIGHT },
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
    storageState,
  })
  await hideStartPopups(context)
  return context
}

async function setLocale(context: BrowserContext, locale: string): Promise<void> {
  await context.addCookies([{ name: 'locale', value: locale, url: `http://localhost:${E2E_PORT}` }])
}

/** Demo games whose pages are checked: the first playable one, a dice, a mines and a roulette game. */
const DICE_GAME_TYPE = 6
const MINES_GAME_TYPE = 8
const ROULETTE_GAME_ID = 3001

let gameIds: number[] = []
let playerState: Awaited<ReturnType<BrowserContext['storageState']>>

test.beforeAll(async ({ browser, request }) => {
  const playable = (await fetchAppConfig(request)).appGameList.filter((g) => g.status === 1)
  const picks = [
    playable[0],
    playable.find((g) => g.gameType === DICE_GAME_TYPE),
    playable.find((g) => g.gameType === MINES_GAME_TYPE),
    playable.find((g) => g.id === ROULETTE_GAME_ID),
  ]
  expect(
    picks.map((g) => g !== undefined),
    'the catalogue has each game checked',
  ).toEqual([true, true, true, true])
  gameIds = [...new Set(picks.map((g) => g?.id ?? 0))]
  const context = await contextFor(browser)
  const page = await context.newPage()
  await registerByAccount(page, uniqueAccount('wide'), TEST_PASSWORD)
  await expect(page).toHaveURL(/\/$/)
  playerState = await context.storageState()
  await context.close()
})

for (const signedIn of [false, true]) {
  for (const locale of LOCALES) {
    const label = `[${signedIn ? 'player' : 'visitor'} ${locale}]`
    test(`${label} no route scrolls sideways at ${WIDTHS.join(' or ')} px`, async ({ browser }) => {
      test.setTimeout(240_000)
      const context = await contextFor(browser, signedIn ? playerState : undefined)
      await setLocale(context, locale)
      const page = await context.newPage()
      const problems = await checkEveryRoute(page, gameIds, label)
      await context.close()
      expect(problems, problems.join('\n')).toEqual([])
    })
  }
}

/**
 * WCAG 1.4.4 and 1.4.10 with the phone's text size at 200 % (the root font size, as Android and iOS
 * text scaling set it): the lobby (header, tab bar) and the jackpot modal scroll nothing sideways, no tab
 * label is cut or runs into the next tab, and no prize cell's or pool's text leaves its box.
 */
const TEXT_200 = () => {
  document.addEventListener('DOMContentLoaded', () => {
    document.documentElement.style.fontSize = '200%'
  })
  // The new player's first-deposit offer marked shown too (as the app records it), so the bubble is free.
  const shown: unknown = JSON.parse(sessionStorage.getItem('ll.startPopups') ?? '[]')
  sessionStorage.setItem(
    'll.startPopups',
    JSON.stringify([...(Array.isArray(shown) ? shown : []), 'firstDeposit']),
  )
}

/**
 * Boxes (of `selector`) that reach into their neighbour, and text in them (the box itself when it is a
 * span, and its spans) that is cut or sticks out of the box. Runs in the page.
 */
function crowded(selector: string): string[] {
  const boxes = [...document.querySelectorAll(selector)]
  const out: string[] = []
  const words = (el: Element) => (el.textContent ?? '').trim()
  for (const [i, box] of boxes.entries()) {
    const r = box.getBoundingClientRect()
    for (const other of boxes.slice(i + 1)) {
      const o = other.getBoundingClientRect()
      if (
        r.left < o.right - 0.5 &&
        o.left < r.right - 0.5 &&
        r.top < o.bottom - 0.5 &&
        o.top < r.bottom - 0.5
      )
        out.push(`"${words(box)}" overlaps "${words(other)}"`)
    }
    const texts = [
      ...(box.tagName === 'SPAN' ? [box] : []),
      ...box.querySelectorAll('span:not(.visually-hidden)'),
    ]
    for (const text of texts) {
      const c = text.getBoundingClientRect()
      if (text.scrollWidth > text.clientWidth + 0.5)
        out.push(`"${words(text)}" is cut (${text.scrollWidth} > ${text.clientWidth})`)
      if (c.width && (c.left < r.left - 0.5 || c.right > r.right + 0.5))
        out.push(`"${words(text)}" sticks out of "${words(box)}"`)
    }
  }
  return out
}

/** The tab bar's labels: the nav whose own links include the member page (the top nav's do not). */
const TAB_LABELS = 'nav:has(> a[href="/member"]) > a > span:not([data-red-dot])'

for (const locale of LOCALES) {
  test(`[player ${locale}] 200 % text: the lobby's header and tab bar and the jackpot fit 320 and 360 px`, async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    // A new player of its own: the lobby as a first visit shows it, whatever other tests played.
    const context = await contextFor(browser)
    await context.addInitScript(TEXT_200)
    const page = await context.newPage()
    const problems: string[] = []
    await registerByAccount(page, uniqueAccount('big'), TEST_PASSWORD)
    await expect(page).toHaveURL(/\/$/)
    await setLocale(context, locale)
    await page.goto('/')
    await settle(page)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px')
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT })
      await page.evaluate(() => new Promise(requestAnimationFrame))
      const report = await page.evaluate(overflowReport)
      if (report) problems.push(`${width}px lobby: ${report}`)
      for (const p of await page.evaluate(crowded, TAB_LABELS)) problems.push(`${width}px tab bar: ${p}`)
    }

    const bubble = page.locator('[data-jackpot-bubble]')
    await expect(bubble).toBeVisible({ timeout: 15_000 })
    await bubble.click()
    const modal = page.getByRole('dialog')
    await expect(modal.locator('[data-cell]')).toHaveCount(10)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT })
      await page.evaluate(() => new Promise(requestAnimationFrame))
      const report = await page.evaluate(overflowReport)
      if (report) problems.push(`${width}px jackpot: ${report}`)
      for (const p of await page.evaluate(crowded, '[data-cell]'))
        problems.push(`${width}px prize grid: ${p}`)
      for (const p of await page.evaluate(crowded, '[data-pool]')) problems.push(`${width}px pools: ${p}`)
    }
    await context.close()
    expect(problems, problems.join('\n')).toEqual([])
  })
}

/**
 * Text that is cut rather than wrapped: an ellipsis (one line, wider inside than its box) or a line clamp
 * (taller inside than its box). Visually hidden text (a 1 px box) is left out. Runs in the page.
 */
function cutText(selector: string): string[] {
  return [...document.querySelectorAll(selector)]
    .filter((el) => el.clientWidth > 1)
    .filter((el) => el.scrollWidth > el.clientWidth + 0.5 || el.scrollHeight > el.clientHeight + 0.5)
    .map(
      (el) =>
        `"${(el.textContent ?? '').trim()}" is cut (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`,
    )
}

/** Page titles and the game cards' names and studios. */
const WRAPPED_TEXT = 'main h1, [elementtiming="game-card"], [elementtiming="game-card"] + span'

/** Pages with a long title (one beside a right-hand link), game tiles with Demo, the deposit amounts. */
const TEXT_200_PAGES = ['/', '/wallets?name=deposit', '/activity/first-deposit', '/feedback', '/game/search']

for (const locale of LOCALES) {
  test(`[player ${locale}] 200 % text: recently played, deposit amounts, page titles and game names fit 320 and 360 px`, async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const context = await contextFor(browser)
    await context.addInitScript(TEXT_200)
    const page = await context.newPage()
    const problems: string[] = []
    await registerByAccount(page, uniqueAccount('big'), TEST_PASSWORD)
    await expect(page).toHaveURL(/\/$/)
    // A game played (as the app's game page starts one), so the lobby shows its recently played row.
    const token = await page.evaluate(() => localStorage.getItem('token'))
    const played = await page.request.post('/app/v1/startGame', {
      data: { gameId: gameIds[0], tryIt: 0 },
      headers: { authorization: `Bearer ${token}` },
    })
    expect(played.ok(), 'startGame answers').toBe(true)
    await setLocale(context, locale)
    for (const url of TEXT_200_PAGES) {
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
      await page.goto(url)
      await settle(page)
      if (url === '/') await expect(page.getByTestId('lobby-row-recent')).toBeVisible()
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px')
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT })
        await page.evaluate(() => new Promise(requestAnimationFrame))
        const report = await page.evaluate(overflowReport)
        if (report) problems.push(`${width}px ${url}: ${report}`)
        const cut = await page.evaluate(cutText, WRAPPED_TEXT)
        if (cut.length)
          problems.push(`${width}px ${url}: ${cut.length} texts cut: ${cut.slice(0, 3).join('; ')}`)
      }
    }
    await context.close()
    expect(problems, problems.join('\n')).toEqual([])
  })
}
