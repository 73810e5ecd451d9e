import type { BrowserContext, Page } from '@playwright/test'
import en from '../../locales/en.json' with { type: 'json' }
import es from '../../locales/es.json' with { type: 'json' }
import ptBR from '../../locales/pt-BR.json' with { type: 'json' }
import { expect, test } from './support/start-popups.ts'
import { TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * Activities, red dots and the reward history (issue 18): a visitor's tap on a login-only activity goes to
 * login and back to the activity; a red dot shows while the sign-in reward is claimable and goes once it
 * (and the VIP sign-in award) is claimed; /reward/record lists both claims. Optional screenshots with
 * E2E_SHOTS_DIR: Promotions, the member page and the reward history at 360 and 1280 in en, pt-BR and es.
 */
const SHOTS = process.env.E2E_SHOTS_DIR
const STRINGS = { en, 'pt-BR': ptBR, es } as const

const promosTab = (page: Page) =>
  page
    .getByRole('navigation', { name: en.nav.main })
    .last()
    .getByRole('link', { name: new RegExp(`^${en.nav.promos}`) })
const memberEntry = (page: Page, name: string) =>
  page.getByRole('navigation', { name: en.member.menu }).getByRole('link', { name: new RegExp(`^${name}`) })

async function shootAll(page: Page, context: BrowserContext, baseURL: string, path: string, name: string) {
  if (!SHOTS) return
  for (const locale of Object.keys(STRINGS)) {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL }])
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      await page.goto(path)
      await page.locator('main h1').first().waitFor()
      await page.waitForLoadState('networkidle')
      await page.screenshot({ path: `${SHOTS}/activities-${name}-${locale}-${width}.png`, fullPage: true })
    }
  }
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL }])
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(path)
}

test('a visitor opening a login-only activity logs in and lands on it; dots and the reward history follow the claims', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const account = uniqueAccount('act')
  const reg = await request.post('/app/v1/accountRegist', { data: { account, password: TEST_PASSWORD } })
  expect(reg.status()).toBe(200)

  // A visitor: the daily sign-in needs login (unloginShowStatus 0).
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/bonus')
  const signIn = page
    .getByRole('region', { name: en.activities.title })
    .getByRole('link', { name: /Daily sign-in/ })
  await expect(signIn).toContainText(en.activities.loginNeeded)
  await signIn.click()
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Factivity%2Fsign-in$/)
  await page.getByRole('tab', { name: 'Account' }).click()
  await page.getByRole('textbox', { name: 'Account' }).fill(account)
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/activity\/sign-in$/)
  await expect(page.getByRole('heading', { level: 1, name: en.signIn.title })).toBeVisible()

  // Today's sign-in (and the VIP 0 sign-in award) wait: the Promos tab and the member entries show a dot.
  await expect(promosTab(page).locator('[data-red-dot]')).toHaveCount(1)
  await page.goto('/member')
  await expect(memberEntry(page, en.member.links.signIn).locator('[data-red-dot]')).toHaveCount(1)
  await expect(memberEntry(page, en.member.links.vip).locator('[data-red-dot]')).toHaveCount(1)
  await expect(memberEntry(page, en.member.links.signIn)).toHaveAccessibleName(/New reward/)
  await shootAll(page, context, baseURL ?? '', '/member', 'member')

  // Claim the sign-in: its dot goes, the VIP one stays.
  await memberEntry(page, en.member.links.signIn).click()
  await page.getByRole('button', { name: 'Claim day 1' }).click()
  await page
    .getByRole('alertdialog', { name: en.rewards.title })
    .getByRole('button', { name: en.rewards.tapToContinue })
    .click()
  await page.goto('/member')
  await expect(memberEntry(page, en.member.links.vip).locator('[data-red-dot]')).toHaveCount(1)
  await expect(memberEntry(page, en.member.links.signIn).locator('[data-red-dot]')).toHaveCount(0)
  await expect(promosTab(page).locator('[data-red-dot]')).toHaveCount(1)

  // Claim the VIP sign-in award.
  await page.goto('/vip')
  await page.getByRole('button', { name: en.vip.claim }).first().click()
  await page
    .getByRole('alertdialog', { name: en.rewards.title })
    .getByRole('button', { name: en.rewards.tapToContinue })
    .click()
  // The sign-in also completed today's 'claim the daily sign-in' task (hasTask keeps the Promos dot on
  // once the tasks consumer has counted it): claim its reward too, and nothing waits any more.
  await page.goto('/bonus/tasks')
  const signInTask = page.locator('main li').filter({
    has: page.getByRole('heading', { name: en.tasks.goal.sign_in_days_one }),
  })
  await expect(async () => {
    await page.reload()
    await expect(signInTask.getByRole('button', { name: en.tasks.claim })).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  await expect(promosTab(page).locator('[data-red-dot]')).toHaveCount(1)
  await signInTask.getByRole('button', { name: en.tasks.claim }).click()
  await page
    .getByRole('alertdialog', { name: en.rewards.title })
    .getByRole('button', { name: en.rewards.tapToContinue })
    .click()
  await expect(promosTab(page).locator('[data-red-dot]')).toHaveCount(0)
  await page.goto('/member')
  // Only the welcome mail's gift still waits (mail.spec claims one): the menu's one dot is Mail's.
  const menu = page.getByRole('navigation', { name: en.member.menu })
  await expect(menu).toBeVisible()
  await expect(memberEntry(page, en.member.links.mail).locator('[data-red-dot]')).toHaveCount(1)
  await expect(menu.locator('[data-red-dot]')).toHaveCount(1)

  // The reward history lists the three claims, newest first, from the member page.
  await memberEntry(page, en.member.links.rewards).click()
  await expect(page).toHaveURL(/\/reward\/record$/)
  const rows = page.locator('main').getByRole('listitem')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(0)).toContainText(en.rewardRecord.sources.task)
  await expect(rows.nth(0)).toContainText('R$0.50')
  await expect(rows.nth(1)).toContainText(en.rewardRecord.sources.vip_signin)
  await expect(rows.nth(1)).toContainText('R$0.10')
  await expect(rows.nth(2)).toContainText(en.rewardRecord.sources.sign_in)
  await expect(rows.nth(2)).toContainText('R$1')
  await expect(page.getByText(en.rewardRecord.end)).toBeVisible()
  await page.getByLabel(en.rewardRecord.filter).selectOption('sign_in')
  await expect(rows).toHaveCount(1)
  await expect(rows.nth(0)).toContainText(en.rewardRecord.sources.sign_in)

  await shootAll(page, context, baseURL ?? '', '/reward/record', 'record')
  await shootAll(page, context, baseURL ?? '', '/bonus', 'promotions')
})

test('a visitor opens an activity open to everyone without logging in', async ({ page }) => {
  await page.goto('/bonus')
  const tasks = page
    .getByRole('region', { name: en.activities.title })
    .getByRole('link', { name: /Daily and weekly tasks/ })
  await expect(tasks).toHaveAttribute('href', '/bonus/tasks')
  await expect(tasks).not.toContainText(en.activities.loginNeeded)
})
