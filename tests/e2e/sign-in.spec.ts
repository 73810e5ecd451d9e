import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from '@playwright/test'
import en from '../../locales/en.json' with { type: 'json' }
import es from '../../locales/es.json' with { type: 'json' }
import ptBR from '../../locales/pt-BR.json' with { type: 'json' }
import { expect, test } from './support/start-popups.ts'
import { headerCoin, registerByAccount, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * Daily sign-in (issue 18): sign in today -> the same day again is refused -> the next UTC day works,
 * the server's clock moved by POST /dev/clock (on only with DEV_CLOCK=1, which the e2e server sets).
 * Optional screenshots with E2E_SHOTS_DIR: the page, the rules and the reward list, at 360 and 1280, in
 * en, pt-BR and es.
 */
const SHOTS = process.env.E2E_SHOTS_DIR
const STRINGS = { en, 'pt-BR': ptBR, es } as const
type Locale = keyof typeof STRINGS
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
    await page.screenshot({ path: `${SHOTS}/sign-in-${name}-${locale}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 360, height: 740 })
}

test.afterAll(async ({ request }) => {
  await request.post('/dev/clock', { data: { offsetMs: 0 } })
})

test('sign in today, the same day again is refused, the next UTC day pays day 2', async ({ page }) => {
  // Wide enough for the top nav and its balance chip on a sub-page (phones show a title bar there).
  await page.setViewportSize({ width: 1280, height: 800 })
  await moveServerClock(page, 0)
  await registerByAccount(page, uniqueAccount('sign'), TEST_PASSWORD)
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await page.goto('/bonus')
  await page.getByRole('link', { name: new RegExp(en.signIn.promoTitle) }).click()
  await expect(page).toHaveURL(/\/activity\/sign-in$/)
  await expect(page.getByRole('heading', { level: 1, name: en.signIn.title })).toBeVisible()
  const before = await headerCoin(page)

  await page.getByRole('button', { name: 'Claim day 1' }).click()
  const modal = page.getByRole('alertdialog', { name: en.rewards.title })
  await expect(modal).toContainText('R$1')
  await expect(modal.getByRole('button', { name: en.rewards.tapToContinue })).toBeVisible()
  const axe = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  await modal.getByRole('button', { name: en.rewards.tapToContinue }).click()
  await expect(modal).toBeHidden()
  await expect.poll(() => headerCoin(page)).toBe(before + 100)

  // The same UTC day: the button is off, and a reload still says so (the server's flag, not the page's).
  await expect(page.getByRole('button', { name: en.signIn.claimed })).toBeDisabled()
  await page.reload()
  await expect(page.getByRole('button', { name: en.signIn.claimed })).toBeDisabled()

  // The next UTC day on the server's clock: day 2 opens and pays 2.00.
  await moveServerClock(page, DAY_MS)
  await page.reload()
  await page.getByRole('button', { name: 'Claim day 2' }).click()
  await expect(page.getByRole('alertdialog', { name: en.rewards.title })).toContainText('R$2')
  // Tapping anywhere outside the panel closes the list too.
  await page.mouse.click(5, 5)
  await expect(page.getByRole('alertdialog')).toBeHidden()
  await expect.poll(() => headerCoin(page)).toBe(before + 300)
  const days = page.locator('main ol li')
  await expect(days.nth(0)).toContainText(en.signIn.state.claimed)
  await expect(days.nth(1)).toContainText(en.signIn.state.claimed)
  await expect(days.nth(2)).toContainText(en.signIn.state.upcoming)

  await page.getByRole('link', { name: new RegExp(en.signIn.rule) }).click()
  await expect(page).toHaveURL(/\/activity\/sign-in\/rule$/)
  await expect(page.getByText(en.signIn.rules.missed)).toBeVisible()
})

test('a visitor is asked to log in first', async ({ page }) => {
  await page.goto('/activity/sign-in')
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/)
})

test('claims in pt-BR and es on the following days (screenshots with E2E_SHOTS_DIR)', async ({
  page,
  context,
  baseURL,
}) => {
  await moveServerClock(page, 0)
  await registerByAccount(page, uniqueAccount('shot'), TEST_PASSWORD)
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  for (const [i, locale] of (['en', 'pt-BR', 'es'] as Locale[]).entries()) {
    const t = STRINGS[locale]
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }])
    await moveServerClock(page, i * DAY_MS)
    await page.goto('/activity/sign-in')
    const claim = page.getByRole('button', { name: t.signIn.claim.replace('{{day}}', String(i + 1)) })
    await expect(claim).toBeEnabled()
    await shoot(page, context, baseURL ?? '', locale, 'page')
    await claim.click()
    await expect(page.getByRole('alertdialog', { name: t.rewards.title })).toBeVisible()
    await shoot(page, context, baseURL ?? '', locale, 'reward')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: t.signIn.claimed })).toBeDisabled()
    await shoot(page, context, baseURL ?? '', locale, 'claimed')
    await page.goto('/activity/sign-in/rule')
    await expect(page.getByText(t.signIn.rules.missed)).toBeVisible()
    await shoot(page, context, baseURL ?? '', locale, 'rule')
    await page.goto('/bonus')
    await expect(page.getByRole('link', { name: new RegExp(t.signIn.promoTitle) })).toBeVisible()
    await shoot(page, context, baseURL ?? '', locale, 'promotions')
  }
})
