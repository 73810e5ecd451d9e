import type { BrowserContext, Page } from '@playwright/test'
import en from '../../locales/en.json' with { type: 'json' }
import es from '../../locales/es.json' with { type: 'json' }
import ptBR from '../../locales/pt-BR.json' with { type: 'json' }
import { appMoney, depositApproved, ownBetRecords, spinRounds } from './play-support.ts'
import { expect, test } from './support/start-popups.ts'
import { fetchAppConfig, headerCoin, registerByAccount, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * Tasks (issue 18) end to end, with the seeded tasks of 0027_tasks.sql: a new player deposits R$50 through
 * the sandbox and plays slot rounds; the activity.tasks consumer moves the daily tasks within a moment.
 * /bonus/tasks shows 'Deposit R$20' ready and 'Play 20 rounds' at the rounds played; Claim shows the
 * reward list and the header balance grows by the reward (R$2). The next UTC day on the server's clock
 * (POST /dev/clock) starts the daily tasks again. Screenshots with E2E_SHOTS_DIR: the tabs at 360 and 1280
 * in en, pt-BR and es.
 */
const SHOTS = process.env.E2E_SHOTS_DIR
const STRINGS = { en, 'pt-BR': ptBR, es } as const
type Locale = keyof typeof STRINGS
const SLOT_GAME_TYPE = 1
const ROUNDS = 2
/** Daily task 102: deposit 2,000 (R$20), reward 200 (R$2). */
const DEPOSIT_TARGET = 2_000
const DEPOSIT_REWARD = 200
const DAY_MS = 86_400_000

async function moveServerClock(page: Page, offsetMs: number) {
  const res = await page.request.post('/dev/clock', { data: { offsetMs } })
  expect(res.status()).toBe(200)
}

async function shoot(page: Page, context: BrowserContext, baseURL: string, locale: Locale, name: string) {
  if (!SHOTS) return
  await context.addCookies([{ name: 'locale', value: locale, url: baseURL }])
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Every tab shows list rows (tasks, rebate rows) or the VIP progress bar once its data is in.
    await expect(page.locator('main li, main [role="progressbar"]').first()).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/tasks-${name}-${locale}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

test.afterAll(async ({ request }) => {
  await request.post('/dev/clock', { data: { offsetMs: 0 } })
})

test('deposit and play -> task progress -> claim -> reward list -> header up by it; the next UTC day starts again', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await moveServerClock(page, 0)
  const config = await fetchAppConfig(request)
  const slotId = config.appGameList.find((x) => x.status === 1 && x.gameType === SLOT_GAME_TYPE)?.id
  expect(slotId).toBeDefined()

  // A visitor sees the tasks and a way to log in.
  await page.goto('/bonus/tasks')
  await expect(page.getByRole('navigation', { name: en.bonus.tabs.label })).toBeVisible()
  await expect(
    page
      .getByRole('navigation', { name: en.bonus.tabs.label })
      .getByRole('link', { name: en.bonus.tabs.tasks }),
  ).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('main').getByRole('link', { name: en.tasks.login })).toBeVisible()
  await expect(
    page.getByRole('heading', { name: `Deposit ${appMoney(DEPOSIT_TARGET, 'amount')}` }),
  ).toBeVisible()
  for (const locale of ['en', 'pt-BR', 'es'] as const)
    await shoot(page, context, baseURL ?? '', locale, 'visitor')
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL ?? '' }])

  await registerByAccount(page, uniqueAccount('task'), TEST_PASSWORD)
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await depositApproved(page, 50)

  await page.goto(`/game/start?gameId=${slotId}&tryIt=0`)
  await spinRounds(page, ROUNDS, { stakeUps: 1 })
  expect(await ownBetRecords(page)).toHaveLength(ROUNDS)

  // From /bonus to its Tasks tab; the consumer moves the tasks within a moment.
  await page.goto('/bonus')
  await page
    .getByRole('navigation', { name: en.bonus.tabs.label })
    .getByRole('link', { name: en.bonus.tabs.tasks })
    .click()
  await expect(page).toHaveURL(/\/bonus\/tasks$/)
  const depositTask = page.locator('main li').filter({
    has: page.getByRole('heading', { name: `Deposit ${appMoney(DEPOSIT_TARGET, 'amount')}` }),
  })
  const roundsTask = page
    .locator('main li')
    .filter({ has: page.getByRole('heading', { name: 'Play 20 rounds' }) })
  await expect(async () => {
    await page.reload()
    await expect(depositTask.getByRole('button', { name: en.tasks.claim })).toBeVisible({ timeout: 1_000 })
    await expect(roundsTask).toContainText(`${ROUNDS} / 20`, { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await expect(depositTask).toContainText(
    `${appMoney(DEPOSIT_TARGET, 'amount')} / ${appMoney(DEPOSIT_TARGET, 'amount')}`,
  )
  await expect(depositTask.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  for (const locale of ['en', 'pt-BR', 'es'] as const)
    await shoot(page, context, baseURL ?? '', locale, 'daily')
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL ?? '' }])
  await page.reload()

  const before = await headerCoin(page)
  await depositTask.getByRole('button', { name: en.tasks.claim }).click()
  const modal = page.getByRole('alertdialog', { name: en.rewards.title })
  await expect(modal).toContainText(appMoney(DEPOSIT_REWARD, 'amount'))
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/tasks-reward-en-1280.png` })
  await modal.getByRole('button', { name: en.rewards.tapToContinue }).click()
  await expect(modal).toBeHidden()
  await expect.poll(() => headerCoin(page)).toBe(before + DEPOSIT_REWARD)
  await expect(depositTask).toContainText(en.tasks.claimed)

  // The other tabs, for the screenshots: weekly (?group=1), new player, VIP, and the VIP and rebate tabs.
  for (const locale of ['en', 'pt-BR', 'es'] as const) {
    await page.goto('/bonus/tasks?group=1')
    await shoot(page, context, baseURL ?? '', locale, 'weekly')
    await page.goto('/bonus/tasks?group=3')
    await shoot(page, context, baseURL ?? '', locale, 'vip-group')
    await page.goto('/bonus/vip')
    await shoot(page, context, baseURL ?? '', locale, 'vip-tab')
    await page.goto('/bonus/rebate')
    await shoot(page, context, baseURL ?? '', locale, 'rebate-tab')
  }
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL ?? '' }])

  // The next UTC day on the server's clock: the daily tasks start again from 0.
  const now = Date.now()
  await moveServerClock(page, (Math.floor(now / DAY_MS) + 1) * DAY_MS - now + 60_000)
  await page.goto('/bonus/tasks')
  await expect(depositTask).toContainText(`${appMoney(0, 'amount')} / ${appMoney(DEPOSIT_TARGET, 'amount')}`)
  await expect(depositTask.getByRole('button', { name: en.tasks.claim })).toHaveCount(0)
  await expect(depositTask).not.toContainText(en.tasks.claimed)
  await expect(roundsTask).toContainText('0 / 20')
})
