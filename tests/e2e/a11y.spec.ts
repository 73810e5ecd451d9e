import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type Route,
  test,
} from '@playwright/test'
import en from '../../locales/en.json' with { type: 'json' }
import { GAME_TEXTS } from '../../server/provider/i18n.ts'
import { hideStartPopups } from './support/start-popups.ts'
import { fetchAppConfig, registerByAccount, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * Issue 16, point 3: axe-core over every route in src/routes (routeTree.gen.ts), logged out and logged
 * in, at 360x740 and 1280x800, and over the dialogs the app can show. Any serious or critical violation
 * of WCAG 2.0/2.1/2.2 A and AA fails the test, which prints the rule, its help and the target selectors.
 *
 * One browser context per login state and viewport (created in beforeAll, shared by that describe's
 * tests); each test scans a family of pages, so a failure names the family and a rerun is short.
 * Service workers are blocked: a scan reads the page, and the worker's offline/update toasts popping up
 * mid-scan would only make the result depend on timing (the update bar is scanned by its own specs' UI).
 * Motion is reduced so no element is caught half-faded by the contrast check.
 */
// @axe-core/playwright bundles its own axe-core (4.13, where label-content-name-mismatch is still
// experimental and never runs under tags): inject the project's axe-core 4.14 instead.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const FAILING = new Set(['serious', 'critical'])
/** A blackjack table of the seeded catalogue (issue 22). */
const BLACKJACK_GAME = 3006

const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const

/** A page to scan: its URL and what shows once its real content (not the skeleton) is in. */
interface Target {
  path: string
  ready: (page: Page) => Locator
}

const gameLink = (page: Page) => page.locator('#root main [elementtiming="game-card"]')

/** Public pages: the same for visitors and players. */
const PUBLIC: Target[] = [
  { path: '/', ready: gameLink },
  { path: '/faq', ready: (page) => page.locator('main h1') },
  { path: '/service', ready: (page) => page.locator('main h1') },
  { path: '/about-us', ready: (page) => page.locator('main h1') },
  { path: '/privacy-policy', ready: (page) => page.locator('main h1') },
  { path: '/terms-of-use', ready: (page) => page.locator('main h1') },
  { path: '/download', ready: (page) => page.locator('main h1') },
  { path: '/diagnostics', ready: (page) => page.locator('main h1') },
  { path: '/game/search', ready: gameLink },
  { path: '/bonus', ready: (page) => page.locator('main li').first() },
  { path: '/bonus/tasks', ready: (page) => page.getByRole('progressbar').first() },
  { path: '/bonus/tasks?group=3', ready: (page) => page.getByRole('progressbar').first() },
  { path: '/points', ready: (page) => page.getByRole('heading', { name: en.points.shopTitle }) },
  // Visitors get the log-in link, players (this list is also scanned signed in) the history link.
  {
    path: '/bonus/reward',
    ready: (page) =>
      page
        .getByRole('link', { name: en.rewardsWaiting.login })
        .or(page.getByRole('link', { name: en.rewardsWaiting.history })),
  },
  // Visitors see the offer with a log-in button, players the offer or 'used': a heading either way.
  { path: '/activity/first-deposit', ready: (page) => page.locator('main h2').first() },
  { path: '/bonus/event', ready: (page) => page.locator('main li').first() },
  // The jackpot is open to visitors (SPIN off, a log-in link); /rank has the activity's own guard.
  { path: '/activity/jackpot', ready: (page) => page.getByRole('button', { name: en.jackpot.spin }) },
  { path: '/rank', ready: (page) => page.locator('main table') },
  // Follow rewards: each channel's open link (and its claim or log-in button); hot games: its two lists.
  { path: '/activity/follow', ready: (page) => page.locator('main article').first() },
  { path: '/activity/slotshack', ready: (page) => page.locator('main h2').nth(1) },
  { path: '/this-page-does-not-exist', ready: (page) => page.locator('main h1') },
]

/** The login family: visitors only (a player is sent on). */
const VISITOR_ONLY: Target[] = [
  { path: '/auth/login', ready: (page) => page.getByRole('button', { name: en.auth.login.submit }) },
  {
    path: '/auth/login?type=account',
    ready: (page) => page.getByRole('button', { name: en.auth.login.submit }),
  },
  { path: '/auth/accountLogin', ready: (page) => page.getByRole('button', { name: en.auth.login.submit }) },
  { path: '/auth/register', ready: (page) => page.getByRole('button', { name: en.auth.register.submit }) },
  { path: '/auth/forget', ready: (page) => page.locator('main form button[type="submit"]') },
]

/** Guarded pages: players only (a visitor is sent to log in). */
const MEMBER: Target[] = [
  { path: '/member', ready: (page) => page.getByRole('navigation', { name: en.member.menu }) },
  { path: '/member/profile', ready: (page) => page.locator('main h1') },
  { path: '/member/games', ready: (page) => page.locator('main h1') },
  { path: '/member/report', ready: (page) => page.locator('main h1') },
  { path: '/member/retrieve-balance', ready: (page) => page.locator('main h1') },
  { path: '/activity/sign-in', ready: (page) => page.locator('main ol li') },
  { path: '/activity/sign-in/rule', ready: (page) => page.locator('main table') },
  { path: '/vip', ready: (page) => page.getByRole('progressbar') },
  { path: '/vip/level', ready: (page) => page.locator('main table') },
  { path: '/vip/rebate', ready: (page) => page.getByRole('button', { name: en.rebate.claimAll }) },
  { path: '/vip/rebate/record', ready: (page) => page.getByText(en.rebate.recordEmptyTitle) },
  { path: '/reward/record', ready: (page) => page.getByText(en.rewardRecord.emptyTitle) },
  { path: '/bonus/vip', ready: (page) => page.getByRole('progressbar') },
  { path: '/bonus/rebate', ready: (page) => page.getByRole('button', { name: en.rebate.claimAll }) },
  { path: '/bonus/reward', ready: (page) => page.getByRole('link', { name: en.rewardsWaiting.history }) },
  { path: '/bonus/record', ready: (page) => page.getByText(en.rewardRecord.emptyTitle) },
  { path: '/email', ready: (page) => page.locator('main a[href^="/email/detail"]') },
  { path: '/feedback', ready: (page) => page.getByRole('button', { name: en.feedback.submit }) },
  { path: '/feedback/record', ready: (page) => page.getByText(en.feedback.emptyTitle) },
  { path: '/agent', ready: (page) => page.getByText(en.agent.nothingWaiting) },
  { path: '/agent?tabActive=invitees', ready: (page) => page.getByText(en.agent.empty.invitee) },
  { path: '/agent/rule', ready: (page) => page.locator('main table') },
  { path: '/share', ready: (page) => page.getByRole('button', { name: en.share.copy }) },
  { path: '/activity/bank', ready: (page) => page.getByText(en.fund.historyEmpty) },
  { path: '/activity/invite-spin', ready: (page) => page.getByText(en.inviteSpin.recordsEmpty) },
  { path: '/activity/first-deposit', ready: (page) => page.locator('main h2').first() },
  { path: '/bonus/event', ready: (page) => page.getByRole('button', { name: en.tiers.join }) },
  { path: '/auth/set-password', ready: (page) => page.locator('main h1') },
  { path: '/auth/bind', ready: (page) => page.locator('main form button[type="submit"]') },
  { path: '/auth/forget', ready: (page) => page.locator('main form button[type="submit"]') },
]

const WALLET: Target[] = [
  { path: '/wallets?name=deposit', ready: (page) => page.getByRole('button', { name: en.deposit.submit }) },
  { path: '/wallets?name=withdraw', ready: (page) => page.getByRole('tabpanel').locator('section, form') },
  { path: '/withdrawal/bank', ready: (page) => page.locator('main h1') },
  { path: '/wallets/record', ready: (page) => page.locator('main h1') },
  { path: '/wallets/card/list', ready: (page) => page.locator('main h1') },
  { path: '/wallets/card/edit', ready: (page) => page.getByLabel(en.cards.accountNo) },
]

/** What one serious or critical violation says: the rule, its help, where to read more, the targets. */
function describeViolations(where: string, results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => {
      const targets = v.nodes
        .slice(0, 8)
        .map(
          (n) =>
            `    ${n.target.join(' >>> ')}\n      ${(n.failureSummary ?? '').replaceAll('\n', '\n      ')}`,
        )
      const more = v.nodes.length > 8 ? [`    ... and ${v.nodes.length - 8} more`] : []
      return [
        `${where}: ${v.id} (${v.impact}, ${v.nodes.length} nodes): ${v.help}`,
        `  ${v.helpUrl}`,
        ...targets,
        ...more,
      ].join('\n')
    })
}

/** Scans the page (or one part of it) and returns what fails, in words. */
async function scan(page: Page, where: string, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(TAGS)
  if (include) builder = builder.include(include)
  return describeViolations(where, await builder.analyze())
}

/** Waits until the page shows its real content: the marker, no busy region, no loading status. */
async function settle(page: Page, ready: Locator): Promise<void> {
  await expect(ready.first()).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
  await expect(page.getByRole('status').filter({ hasText: en.common.loading })).toHaveCount(0)
}

async function scanTargets(page: Page, targets: Target[], label: string): Promise<void> {
  // One test walks many pages; on a loaded machine each takes seconds, so the budget grows with the list.
  test.setTimeout(Math.max(60_000, targets.length * 10_000))
  const problems: string[] = []
  for (const target of targets) {
    await page.goto(target.path)
    await settle(page, target.ready(page))
    problems.push(...(await scan(page, `${label} ${target.path}`)))
  }
  expect(problems, problems.join('\n\n')).toEqual([])
}

/** The jackpot's draw info with two winners, so the scans meet the LUCKY GUY list (a new server has none). */
async function withWinners(route: Route): Promise<void> {
  const response = await route.fetch()
  const json = await response.json()
  const winner = (nickname: string, amountSection: number) => ({
    nickname,
    propId: 2001,
    type: 1,
    amountSection,
    count: 1,
    updateTime: 1_700_000_000,
  })
  json.data.jackpotWinnerList = [winner('a***e', 500), winner('b***o', 1_200)]
  await route.fulfill({ response, json })
}

async function newContext(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    locale: 'en-US',
  })
  // The pages are scanned as they are reached, not under a start popup (start-popups.spec covers those).
  await hideStartPopups(context)
  return context
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`visitor, ${size}`, () => {
    let context: BrowserContext
    let page: Page
    const label = `[visitor ${size}]`

    test.beforeAll(async ({ browser }) => {
      context = await newContext(browser, viewport)
      page = await context.newPage()
    })
    test.afterAll(async () => {
      await context?.close()
    })

    test('public pages', async () => {
      await scanTargets(page, PUBLIC, label)
    })

    test('the login family', async () => {
      await scanTargets(page, VISITOR_ONLY, label)
    })

    test('the start popups a first visit meets: the notice, then the guide', async ({ browser }) => {
      // A context of its own, without the popups marked shown, so they open as for a real first visit.
      const fresh = await browser.newContext({ viewport, reducedMotion: 'reduce', serviceWorkers: 'block' })
      try {
        const first = await fresh.newPage()
        await first.goto('/')
        const problems: string[] = []
        // The notice is named by its own title (the seeded popup notice's).
        for (const name of ['A bonus on your deposits', en.startPopups.guide.title]) {
          const dialog = first.getByRole('dialog', { name })
          await expect(dialog).toBeVisible({ timeout: 15_000 })
          problems.push(...(await scan(first, `${label} start popup ${name}`, '[role="dialog"]')))
          await first.keyboard.press('Escape')
          await expect(dialog).toBeHidden()
        }
        expect(problems, problems.join('\n\n')).toEqual([])
      } finally {
        await fresh.close()
      }
    })

    test('the lobby in every locale, switched with the language select', async () => {
      const problems: string[] = []
      await page.goto('/')
      await settle(page, gameLink(page))
      for (const locale of ['pt-BR', 'es', 'en']) {
        await page
          .getByRole('combobox', { name: /language|idioma/i })
          .first()
          .selectOption(locale)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await settle(page, gameLink(page))
        problems.push(...(await scan(page, `${label} / in ${locale}`)))
      }
      expect(problems, problems.join('\n\n')).toEqual([])
    })

    test('the download dialog and the Tips alert dialog', async () => {
      const problems: string[] = []
      // The download dialog opens from the header's install button, shown once the browser offers install.
      await page.goto('/')
      await settle(page, gameLink(page))
      await page.evaluate(() => {
        const offer = new Event('beforeinstallprompt', { cancelable: true })
        Object.assign(offer, { prompt: async () => undefined, userChoice: new Promise(() => undefined) })
        window.dispatchEvent(offer)
      })
      await page.getByRole('button', { name: en.nav.download }).first().click()
      const download = page.getByRole('dialog', { name: en.install.title })
      await expect(download).toBeVisible()
      await settle(page, download.getByRole('button').first())
      problems.push(...(await scan(page, `${label} download dialog`)))
      await page.keyboard.press('Escape')
      await expect(download).toHaveCount(0)

      // The Tips dialog: a login the server never answers gives up after 10 s (a paused clock runs them).
      const tipsPage = await context.newPage()
      await tipsPage.route('**/app/v1/accountLogin', () => undefined)
      await tipsPage.clock.install()
      await tipsPage.goto('/auth/login?type=account')
      await tipsPage.getByRole('textbox', { name: 'Account' }).fill('nobody_here_1')
      await tipsPage.getByLabel('Password', { exact: true }).fill('wrong password 1')
      await tipsPage.waitForLoadState('networkidle')
      await tipsPage.clock.pauseAt(await tipsPage.evaluate(() => Date.now() + 1000))
      await tipsPage.getByRole('button', { name: en.auth.login.submit }).click()
      await tipsPage.clock.runFor(10_500)
      const tips = tipsPage.getByRole('alertdialog', { name: en.tips.title })
      await expect(tips).toBeVisible()
      // axe schedules its work on timers: let the page's clock run again before scanning.
      await tipsPage.clock.resume()
      problems.push(...(await scan(tipsPage, `${label} Tips dialog`)))
      await tipsPage.close()
      expect(problems, problems.join('\n\n')).toEqual([])
    })
  })

  test.describe(`player, ${size}`, () => {
    let context: BrowserContext
    let page: Page
    let gameId = 0
    let minesGameId = 0
    let rouletteGameId = 0
    let crashGameId = 0
    const label = `[player ${size}]`

    test.beforeAll(async ({ browser, request }) => {
      const config = await fetchAppConfig(request)
      const game = config.appGameList.find((g) => g.status === 1)
      expect(game, 'the catalogue has a playable game').toBeTruthy()
      gameId = game?.id ?? 0
      // Issue 22: the mines engine's page and its Fairness panel.
      minesGameId = config.appGameList.find((g) => g.status === 1 && g.gameType === 8)?.id ?? 0
      expect(minesGameId, 'the catalogue has a mines game').toBeGreaterThan(0)
      // Issue 22: European roulette, the table games 3001-3005.
      rouletteGameId = config.appGameList.find((g) => g.status === 1 && g.id === 3001)?.id ?? 0
      expect(rouletteGameId, 'the catalogue has a roulette table').toBeGreaterThan(0)
      // And the crash engine's page with its rules and paytable.
      crashGameId = config.appGameList.find((g) => g.status === 1 && g.gameType === 2)?.id ?? 0
      expect(crashGameId, 'the catalogue has a crash game').toBeGreaterThan(0)
      context = await newContext(browser, viewport)
      page = await context.newPage()
      await registerByAccount(page, uniqueAccount('a11y'), TEST_PASSWORD)
      await expect(page).toHaveURL(/\/$/)
    })
    test.afterAll(async () => {
      await context?.close()
    })

    test('public pages, signed in', async () => {
      await scanTargets(page, PUBLIC, label)
    })

    test('member pages', async () => {
      await scanTargets(page, MEMBER, label)
    })

    test('a mail opened: /email/detail with its gift, and the question before deleting it', async () => {
      const problems: string[] = []
      // The welcome gift mail comes from the outbox consumer a moment after sign-up.
      const gift = page
        .locator('main a[href^="/email/detail"]')
        .filter({ hasText: en.mail.template.siteWelcome.title })
      await expect(async () => {
        await page.goto('/email')
        await expect(gift).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 15_000 })
      await gift.click()
      await page.waitForURL(/\/email\/detail\?id=\d+/)
      await settle(page, page.getByRole('button', { name: en.mail.claim }))
      problems.push(...(await scan(page, `${label} /email/detail`)))
      await page.getByRole('button', { name: en.mail.delete }).click()
      const ask = page.getByRole('alertdialog', { name: en.mail.deleteTitle })
      await settle(page, ask.getByRole('button', { name: en.mail.deleteAnyway }))
      problems.push(...(await scan(page, `${label} /email/detail, delete an unclaimed gift?`)))
      await page.keyboard.press('Escape')
      await expect(ask).toHaveCount(0)
      expect(problems, problems.join('\n\n')).toEqual([])
    })

    test('the safe box with a password: moving in and out, a refused move, changing the password', async () => {
      const problems: string[] = []
      await page.goto('/activity/bank')
      const password = '246810'
      await page.getByRole('textbox', { name: en.fund.newPassword, exact: true }).fill(password)
      await page.getByRole('textbox', { name: en.fund.confirmPassword, exact: true }).fill(password)
      await page.getByRole('button', { name: en.fund.setSubmit }).click()
      await settle(page, page.getByRole('tab', { name: en.fund.moveIn }))
      problems.push(...(await scan(page, `${label} /activity/bank, move in`)))
      await page.getByRole('tab', { name: en.fund.moveOut }).click()
      await page.getByRole('button', { name: en.fund.submitOut }).click()
      await expect(page.getByRole('textbox', { name: en.fund.password })).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      problems.push(...(await scan(page, `${label} /activity/bank, move out refused`)))
      await page.getByRole('button', { name: en.fund.changeOpen }).click()
      await settle(page, page.getByRole('button', { name: en.fund.changeSubmit }))
      problems.push(...(await scan(page, `${label} /activity/bank, change the password`)))
      expect(problems, problems.join('\n\n')).toEqual([])
    })

    test('wallet pages', async () => {
      await scanTargets(page, WALLET, label)
    })

    test('the deposit steps: amount, sandbox payment, paid order', async () => {
      const problems: string[] = []
      await page.goto('/wallets?name=deposit')
      await settle(page, page.getByRole('button', { name: en.deposit.submit }))
      await page.getByText(en.deposit.other, { exact: true }).click()
      await page.getByLabel(en.deposit.customAmount).fill('25')
      // With the bonus offer ticked, so the paid order and the member page show bonus money too.
      await page.getByTestId('bonus-opt-in').check()
      problems.push(...(await scan(page, `${label} deposit, custom amount`)))
      await page.getByRole('button', { name: en.deposit.submit, exact: true }).click()
      await page.waitForURL(/\/sandbox-pay\//)
      problems.push(...(await scan(page, `${label} sandbox payment page`)))
      await page.getByRole('button', { name: 'Approve' }).click()
      await page.waitForURL(/\/wallets\?.*order=/)
      await expect(page.getByText(en.deposit.order.paid)).toBeVisible({ timeout: 15_000 })
      await settle(page, page.getByText(en.deposit.order.paid))
      problems.push(...(await scan(page, `${label} paid order`)))
      // The record now has a row to scan too.
      await page.goto('/wallets/record')
      await settle(page, page.getByRole('listitem').first())
      problems.push(...(await scan(page, `${label} /wallets/record with a deposit`)))
      await page.goto('/member')
      await settle(page, page.getByTestId('bonus-money'))
      problems.push(...(await scan(page, `${label} /member with bonus money`)))
      expect(problems, problems.join('\n\n')).toEqual([])
    })

    test('the jackpot modal from its bubble, with its winners, rank and rules', async () => {
      const problems: string[] = []
      await page.route('**/app/v1/getJackpotDrawInfo', withWinners)
      await page.goto('/member')
      const bubble = page.locator('[data-jackpot-bubble]')
      await expect(bubble).toBeVisible({ timeout: 15_000 })
      problems.push(...(await scan(page, `${label} /member with the jackpot bubble`)))
      await bubble.click()
      const modal = page.getByRole('dialog', { name: en.jackpot.title })
      await settle(page, modal.getByRole('button', { name: en.jackpot.spin }))
      await expect(modal.getByRole('region', { name: en.jackpot.luckyGuy })).toBeVisible()
      problems.push(...(await scan(page, `${label} jackpot modal`)))
      // With motion allowed the winners roll, with a Pause button.
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      await page.keyboard.press('Escape')
      await bubble.click()
      await expect(modal.getByRole('button', { name: en.jackpot.pauseWinners })).toBeVisible()
      problems.push(...(await scan(page, `${label} jackpot modal, winners rolling`)))
      await page.emulateMedia({ reducedMotion: 'reduce' })
      for (const popup of [en.jackpot.menu.rank, en.jackpot.menu.record] as const) {
        await modal.getByRole('button', { name: popup }).click()
        const dialog = page.getByRole('dialog', { name: popup })
        const end = [en.jackpot.noMore, en.jackpot.rankEmpty, en.jackpot.recordEmpty]
        await settle(page, dialog.getByText(new RegExp(`^(${end.join('|')})$`)))
        problems.push(...(await scan(page, `${label} jackpot ${popup}`)))
        await page.keyboard.press('Escape')
        await expect(dialog).toHaveCount(0)
      }
      await page.keyboard.press('Escape')
      await page.unroute('**/app/v1/getJackpotDrawInfo', withWinners)
      expect(problems, problems.join('\n\n')).toEqual([])
    })

    test('a game, real and demo, with the provider page in its frame', async () => {
      // Seven game pages loaded and scanned: over a minute on a loaded 2-core machine.
      test.setTimeout(150_000)
      const problems: string[] = []
      for (const tryIt of [0, 1]) {
        const path = `/game/start?gameId=${gameId}&tryIt=${tryIt}`
        await page.goto(path)
        const frame = page.frameLocator('[data-testid="game-frame"]')
        await expect(page.getByTestId('game-frame')).toBeVisible({ timeout: 15_000 })
        await expect(frame.locator('button').first()).toBeVisible({ timeout: 15_000 })
        await settle(page, page.getByRole('main').getByRole('button', { name: en.games.start.close }))
        problems.push(...(await scan(page, `${label} ${path}`)))
      }
      const mines = `/game/start?gameId=${minesGameId}&tryIt=0`
      await page.goto(mines)
      const frame = page.frameLocator('[data-testid="game-frame"]')
      await expect(frame.getByTestId('mines-action')).toBeEnabled({ timeout: 15_000 })
      problems.push(...(await scan(page, `${label} ${mines}`)))
      await frame.getByRole('button', { name: GAME_TEXTS.en.fairness }).click()
      await expect(frame.getByRole('dialog', { name: GAME_TEXTS.en.fairness })).toBeVisible()
      await expect(frame.getByTestId('fair-round').or(frame.getByText(GAME_TEXTS.en.noRounds))).toBeVisible()
      problems.push(...(await scan(page, `${label} ${mines} Fairness panel`)))
      const roulette = `/game/start?gameId=${rouletteGameId}&tryIt=0`
      await page.goto(roulette)
      await expect(frame.getByTestId('bet-kind')).toBeEnabled({ timeout: 15_000 })
      // A chip on the table, so its stack and the bets list are scanned too.
      await frame.getByRole('button', { name: /^Red, pays 1 to 1/ }).click()
      problems.push(...(await scan(page, `${label} ${roulette}`)))
      await frame.getByRole('button', { name: GAME_TEXTS.en.rules }).click()
      await expect(frame.getByTestId('roulette-paytable')).toBeVisible()
      problems.push(...(await scan(page, `${label} ${roulette} rules`)))
      // Issue 22: the blackjack table (demo play), before and after a deal.
      const blackjack = `/game/start?gameId=${BLACKJACK_GAME}&tryIt=1`
      await page.goto(blackjack)
      const table = page.frameLocator('[data-testid="game-frame"]')
      await expect(table.getByTestId('bj-deal')).toBeEnabled({ timeout: 15_000 })
      problems.push(...(await scan(page, `${label} ${blackjack}`)))
      await table.getByTestId('bj-deal').click()
      await expect(table.getByTestId('bj-hand')).toHaveCount(1)
      problems.push(...(await scan(page, `${label} ${blackjack} dealt`)))
      const crash = `/game/start?gameId=${crashGameId}&tryIt=0`
      await page.goto(crash)
      const crashFrame = page.frameLocator('[data-testid="game-frame"]')
      await expect(crashFrame.getByTestId('crash-action')).toBeEnabled({ timeout: 15_000 })
      problems.push(...(await scan(page, `${label} ${crash}`)))
      await crashFrame.getByRole('button', { name: GAME_TEXTS.en.rules }).click()
      await expect(crashFrame.getByRole('dialog', { name: GAME_TEXTS.en.rules })).toBeVisible()
      problems.push(...(await scan(page, `${label} ${crash} rules`)))
      expect(problems, problems.join('\n\n')).toEqual([])
    })
  })
}
