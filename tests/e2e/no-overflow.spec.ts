import { readFileSync } from 'node:fs'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { routesOfTree } from '../../contract/spa-routes.ts'
import {
  atEveryWidth,
  brokenWords,
  contextFor,
  cutText,
  HEIGHT,
  LOCALES,
  outOfCard,
  overflowReport,
  setLocale,
  settle,
  TEXT_200,
  WIDTHS,
} from './support/overflow.ts'
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

/** Titles, headings, buttons and links: where a word must not break when it has room (200 % text). */
const WORDS = 'main :is(h1, h2, button, a)'
/** What must stay inside its card with 200 % text: controls, headings and badges (spans). */
const CONTROLS = 'main :is(button, a, h2, span)'

async function checkEveryRoute(
  page: Page,
  gameIds: readonly number[],
  label: string,
  { large = false } = {},
): Promise<string[]> {
  const problems: string[] = []
  const urls = [...ROUTES.flatMap((route) => urlsOf(route, gameIds)), '/this-page-does-not-exist']
  for (const url of urls) {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
    await page.goto(url)
    await settle(page)
    // A redirect (a guarded page for a visitor, the login family for a player) is checked where it lands.
    if (new URL(page.url()).pathname !== new URL(url, page.url()).pathname) continue
    await atEveryWidth(page, async (width) => {
      const report = await page.evaluate(overflowReport)
      if (report) problems.push(`${label} ${width}px ${url}: ${report}`)
      if (!large) return
      const broken = await page.evaluate(brokenWords, WORDS)
      if (broken.length)
        problems.push(`${label} ${width}px ${url}: broken inside a word: ${broken.join('; ')}`)
      const out = await page.evaluate(outOfCard, CONTROLS)
      if (out.length) problems.push(`${label} ${width}px ${url}: out of its card: ${out.join('; ')}`)
    })
  }
  return problems
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
 * Every route again with 200 % text (as a phone's text scaling sets it; WCAG 1.4.4 and 1.4.10): nothing
 * scrolls sideways, no button, link, heading or badge sticks out of its card, and no title, heading,
 * button or link breaks inside a word it has room for. One locale per login state, among the longest (es
 * for a visitor, pt-BR for a player), keeps the sweep short; large-text-pages.spec.ts checks a player's
 * busiest pages in all three, with cut text too.
 */
for (const [signedIn, locale] of [
  [false, 'es'],
  [true, 'pt-BR'],
] as const) {
  const label = `[${signedIn ? 'player' : 'visitor'} ${locale} 200 %]`
  test(`${label} no route scrolls sideways, sticks out of a card or breaks a word with room at ${WIDTHS.join(' or ')} px`, async ({
    browser,
  }) => {
    test.setTimeout(240_000)
    const context = await contextFor(browser, signedIn ? playerState : undefined)
    await context.addInitScript(TEXT_200)
    await setLocale(context, locale)
    const page = await context.newPage()
    const problems = await checkEveryRoute(page, gameIds, label, { large: true })
    await context.close()
    expect(problems, problems.join('\n')).toEqual([])
  })
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

/**
 * WCAG 1.4.4 and 1.4.10 with the phone's text size at 200 % (the root font size, as Android and iOS
 * text scaling set it): the lobby (header, tab bar) and the jackpot modal scroll nothing sideways, no tab
 * label is cut or runs into the next tab, and no prize cell's or pool's text leaves its box.
 */
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
    await atEveryWidth(page, async (width) => {
      const report = await page.evaluate(overflowReport)
      if (report) problems.push(`${width}px lobby: ${report}`)
      for (const p of await page.evaluate(crowded, TAB_LABELS)) problems.push(`${width}px tab bar: ${p}`)
    })

    const bubble = page.locator('[data-jackpot-bubble]')
    await expect(bubble).toBeVisible({ timeout: 15_000 })
    await bubble.click()
    const modal = page.getByRole('dialog')
    await expect(modal.locator('[data-cell]')).toHaveCount(10)
    await atEveryWidth(page, async (width) => {
      const report = await page.evaluate(overflowReport)
      if (report) problems.push(`${width}px jackpot: ${report}`)
      for (const p of await page.evaluate(crowded, '[data-cell]'))
        problems.push(`${width}px prize grid: ${p}`)
      for (const p of await page.evaluate(crowded, '[data-pool]')) problems.push(`${width}px pools: ${p}`)
    })
    await context.close()
    expect(problems, problems.join('\n')).toEqual([])
  })
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
      await atEveryWidth(page, async (width) => {
        const report = await page.evaluate(overflowReport)
        if (report) problems.push(`${width}px ${url}: ${report}`)
        const cut = await page.evaluate(cutText, WRAPPED_TEXT)
        if (cut.length)
          problems.push(`${width}px ${url}: ${cut.length} texts cut: ${cut.slice(0, 3).join('; ')}`)
      })
    }
    await context.close()
    expect(problems, problems.join('\n')).toEqual([])
  })
}
