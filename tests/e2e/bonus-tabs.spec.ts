import type { BrowserContext, Page } from '@playwright/test'
import en from '../../locales/en.json' with { type: 'json' }
import es from '../../locales/es.json' with { type: 'json' }
import ptBR from '../../locales/pt-BR.json' with { type: 'json' }
import { expect, test } from './support/start-popups.ts'
import { headerCoin, registerByAccount, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * The /bonus Rewards and History tabs (issue 18): a new player's sign-in waits on /bonus/reward with a dot
 * on the tab, is claimed there (reward list, header balance up), leaves the list and shows in the History
 * tab. Optional screenshots with E2E_SHOTS_DIR: both tabs at 360 and 1280 in en, pt-BR and es.
 */
const SHOTS = process.env.E2E_SHOTS_DIR
const STRINGS = { en, 'pt-BR': ptBR, es } as const

const tab = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: en.bonus.tabs.label })
    .getByRole('link', { name: new RegExp(`^${name}`) })

async function shootAll(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  path: string,
  name: string,
  ready = 'main li',
) {
  if (!SHOTS) return
  for (const locale of Object.keys(STRINGS)) {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL }])
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      await page.goto(path)
      await page.locator(ready).first().waitFor()
      await page.waitForLoadState('networkidle')
      await page.screenshot({ path: `${SHOTS}/bonus-${name}-${locale}-${width}.png`, fullPage: true })
    }
  }
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL }])
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('a claimable sign-in waits on /bonus/reward with a dot, is claimed there and shows in History', async ({
  page,
  context,
  baseURL,
}) => {
  // Wide enough for the header's balance chip on a sub-page.
  await page.setViewportSize({ width: 1280, height: 800 })
  await registerByAccount(page, uniqueAccount('rw'), TEST_PASSWORD)
  await expect(page).not.toHaveURL(/\/auth\//)

  await page.goto('/bonus/reward')
  await expect(page.getByRole('heading', { level: 1, name: en.bonus.tabs.reward })).toBeVisible()
  await expect(tab(page, en.bonus.tabs.reward)).toHaveAttribute('aria-current', 'page')
  await expect(tab(page, en.bonus.tabs.reward).locator('[data-red-dot]')).toHaveCount(1)
  const list = page.locator('main').getByRole('list').first()
  const signIn = list.getByRole('listitem').filter({ hasText: en.rewardRecord.sources.sign_in })
  // A new player: day 1 of the sign-in (R$1) and the VIP 0 sign-in award (R$0.10).
  await expect(signIn).toContainText('R$1')
  await expect(
    list.getByRole('listitem').filter({ hasText: en.rewardRecord.sources.vip_signin }),
  ).toContainText('R$0.10')
  await shootAll(page, context, baseURL ?? '', '/bonus/reward', 'reward')
  await page.goto('/bonus/reward')

  const before = await headerCoin(page)
  await signIn
    .getByRole('button', { name: `${en.rewardsWaiting.claim}: ${en.rewardRecord.sources.sign_in}` })
    .click()
  const modal = page.getByRole('alertdialog', { name: en.rewards.title })
  await expect(modal).toContainText('R$1')
  await modal.getByRole('button', { name: en.rewards.tapToContinue }).click()
  await expect.poll(() => headerCoin(page)).toBe(before + 100)
  await expect(signIn).toHaveCount(0)
  // The VIP sign-in award still waits, so the tab keeps its dot.
  await expect(tab(page, en.bonus.tabs.reward).locator('[data-red-dot]')).toHaveCount(1)

  await tab(page, en.bonus.tabs.record).click()
  await expect(page).toHaveURL(/\/bonus\/record$/)
  await expect(page.getByRole('heading', { level: 1, name: en.bonus.tabs.record })).toBeVisible()
  const rows = page.locator('main').getByRole('listitem')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(en.rewardRecord.sources.sign_in)
  await expect(rows.first()).toContainText('R$1')
  await shootAll(page, context, baseURL ?? '', '/bonus/record', 'record')
})

test('a visitor on /bonus/reward is asked to log in and brought back', async ({ page, context, baseURL }) => {
  await page.goto('/bonus/reward')
  await expect(page.getByRole('link', { name: en.rewardsWaiting.login })).toHaveAttribute(
    'href',
    `/auth/login?redirect=${encodeURIComponent('/bonus/reward')}`,
  )
  await shootAll(
    page,
    context,
    baseURL ?? '',
    '/bonus/reward',
    'reward-visitor',
    'main a[href^="/auth/login"]',
  )
})
