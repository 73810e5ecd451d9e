import type { Page } from '@playwright/test'
import en from '../../locales/en.json' with { type: 'json' }
import { appMoney, depositApproved, ownMovementsTotal, slotGameId, spinRounds } from './play-support.ts'
import { LOCALES, SHOTS, STRINGS, setLocale } from './support/constants.ts'
import { expect, test } from './support/start-popups.ts'
import { headerCoin, registerByAccount, shootWidths, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * Coupons (issue 18) end to end, with the seeds of 0030 and 0034: 1 point per R$1 of valid bets; shop item
 * 7 is the gift coupon of R$2 (prize 1301, any deposit) for 250 points. A new player deposits R$300, plays 13
 * slot rounds at the top stake (R$20: 260 points), buys the coupon on /points ("My coupons" lists it),
 * picks it on the deposit page for a R$20 deposit (the summary adds R$2), pays on the sandbox page, and
 * the header grows by R$22: the coupon's R$2 is paid once, as one `bonus` movement, and the coupon shows
 * used. Optional screenshots with E2E_SHOTS_DIR: My coupons, the deposit page with the coupon picked and
 * the tasks page (its points task), at 360 and 1280, in en, pt-BR and es.
 */
const COUPON = { name: 'Gift coupon', typeId: 1301, cost: 250, value: 200 }
const ROUNDS = 13
const DEPOSIT = 20

/** The deposit page with a custom amount and the coupon picked, in the page's language. */
async function pickCoupon(page: Page, locale: (typeof LOCALES)[number]) {
  const t = STRINGS[locale]
  await page.goto('/wallets?name=deposit')
  await page.getByText(t.deposit.other, { exact: true }).click()
  await page.getByLabel(t.deposit.customAmount).fill(String(DEPOSIT))
  await page
    .locator('label')
    .filter({ has: page.getByTestId(`coupon-${COUPON.typeId}`) })
    .click()
  await expect(page.getByTestId(`coupon-${COUPON.typeId}`)).toBeChecked()
}

test('buy a coupon with points, deposit with it, and its value is paid once', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  const slotId = await slotGameId(request)

  await registerByAccount(page, uniqueAccount('cpn'), TEST_PASSWORD)
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await depositApproved(page, 300)
  await page.goto(`/game/start?gameId=${slotId}&tryIt=0`)
  await spinRounds(page, ROUNDS, { stakeUps: 'max' })

  // The points.earn consumer counts the bets within a moment; then the coupon can be bought.
  await page.goto('/points')
  const item = page.locator('main li').filter({ hasText: COUPON.name })
  await expect(async () => {
    await page.reload()
    await expect(item.getByRole('button', { name: en.points.exchange })).toBeEnabled({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  const mine = page.getByTestId('my-coupons')
  await expect(page.getByText(en.coupons.empty)).toBeVisible()
  await item.getByRole('button', { name: en.points.exchange }).click()
  const confirm = page.getByRole('alertdialog', { name: en.points.confirmTitle })
  await expect(confirm).toContainText(COUPON.name)
  await confirm.getByRole('button', { name: en.points.exchange }).click()
  await expect(page.getByRole('status').filter({ hasText: COUPON.name })).toBeVisible()
  await expect(mine.locator('li[data-state="usable"]')).toContainText(COUPON.name)

  for (const locale of LOCALES) {
    await setLocale(context, baseURL, locale)
    await page.goto('/points')
    await expect(page.getByRole('heading', { name: STRINGS[locale].coupons.title })).toBeVisible()
    await expect(page.getByTestId('my-coupons').locator('li')).toHaveCount(1)
    await shootWidths(page, SHOTS, 'coupons', { width: 1280, height: 800 }, `mine-${locale}`)
    await pickCoupon(page, locale)
    await expect(page.getByTestId('summary-coupon')).toBeVisible()
    await shootWidths(page, SHOTS, 'coupons', { width: 1280, height: 800 }, `deposit-${locale}`)
    await page.goto('/bonus/tasks')
    await expect(page.locator('[data-prize="2002"]').first()).toBeVisible()
    await shootWidths(page, SHOTS, 'coupons', { width: 1280, height: 800 }, `tasks-${locale}`)
  }
  await setLocale(context, baseURL, 'en')

  await page.goto('/points')
  await expect(page.getByTestId('my-coupons')).toBeVisible()
  await expect.poll(() => headerCoin(page)).toBeGreaterThan(0)
  const before = await headerCoin(page)
  await pickCoupon(page, 'en')
  await expect(page.getByTestId('summary-coupon')).toHaveText(`+${appMoney(COUPON.value, 'amount')}`)
  await page.getByRole('button', { name: en.deposit.submit, exact: true }).click()
  await page.waitForURL(/\/sandbox-pay\//)
  await page.getByRole('button', { name: 'Approve' }).click()
  await page.waitForURL(/\/wallets\?.*order=/)
  await expect(page.getByText(en.deposit.order.paid)).toBeVisible({ timeout: 15_000 })

  await page.goto('/points')
  await expect(page.getByTestId('my-coupons').locator('li[data-state="used"]')).toContainText(
    appMoney(COUPON.value, 'amount'),
  )
  await expect.poll(() => headerCoin(page)).toBe(before + DEPOSIT * 100 + COUPON.value)
  // Paid once: the player's only house payment to cash of kind bonus is the coupon's.
  expect(await ownMovementsTotal(page, ['bonus'])).toBe(COUPON.value)
  await shootWidths(page, SHOTS, 'coupons', { width: 1280, height: 800 }, 'used-en')
})
