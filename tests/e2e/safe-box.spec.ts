import type { Page } from '@playwright/test'
import en from '../../locales/en.json' with { type: 'json' }
import { depositApproved } from './play-support.ts'
import { LOCALES, SHOTS, STRINGS, setLocale } from './support/constants.ts'
import { expect, test } from './support/start-popups.ts'
import { headerCoin, registerByAccount, shootWidths, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * The safe box (issue 21, Fund) end to end: a new player deposits R$100, sets a safe-box password on
 * /activity/bank, moves R$60 in, is refused a move out with a wrong password, moves R$25 out with the right
 * one, changes the password and moves R$10 out with the new one. Both balances on the page and the header's
 * coin follow every step. Optional screenshots with E2E_SHOTS_DIR (360 and 1280, before and after, and the
 * move-out form in each locale).
 */
const DESKTOP = { width: 1280, height: 800 }
const PASSWORD = '135790'
const NEW_PASSWORD = '864200'

const shown = async (page: Page, testId: string) =>
  Number(await page.getByTestId(testId).locator('[data-value]').getAttribute('data-value'))

async function expectBalances(page: Page, box: number, wallet: number) {
  await expect(page.getByTestId('fund-box').locator('[data-value]')).toHaveAttribute(
    'data-value',
    String(box),
  )
  expect(await shown(page, 'fund-wallet')).toBe(wallet)
  await expect.poll(() => headerCoin(page)).toBe(wallet)
}

async function move(page: Page, tab: 'in' | 'out', units: string, password?: string) {
  await page.getByRole('tab', { name: tab === 'in' ? en.fund.moveIn : en.fund.moveOut }).click()
  await page.getByLabel(tab === 'in' ? en.fund.amountIn : en.fund.amountOut).fill(units)
  if (password !== undefined)
    await page.getByRole('textbox', { name: en.fund.password, exact: true }).fill(password)
  await page.getByRole('button', { name: tab === 'in' ? en.fund.submitIn : en.fund.submitOut }).click()
}

test('safe box: set a password, move coins in, out only with the password, change it', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize(DESKTOP)
  await registerByAccount(page, uniqueAccount('box'), TEST_PASSWORD)
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await depositApproved(page, 100)

  await page.goto('/activity/bank')
  await expect(page.getByRole('heading', { name: en.fund.setTitle })).toBeVisible()
  await expect(page.getByText(en.fund.historyEmpty)).toBeVisible()
  await expectBalances(page, 0, 10_000)
  await shootWidths(page, SHOTS, 'safe-box', DESKTOP, 'set-password')

  // A password of the wrong length is refused on the spot; the right one is saved.
  await page.getByRole('textbox', { name: en.fund.newPassword, exact: true }).fill('123')
  await page.getByRole('textbox', { name: en.fund.confirmPassword, exact: true }).fill('123')
  await page.getByRole('button', { name: en.fund.setSubmit }).click()
  await expect(page.getByText(en.fund.passwordDigits_other.replace('{{count}}', '6')).first()).toBeVisible()
  await page.getByRole('textbox', { name: en.fund.newPassword, exact: true }).fill(PASSWORD)
  await page.getByRole('textbox', { name: en.fund.confirmPassword, exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: en.fund.setSubmit }).click()
  await expect(page.getByRole('tab', { name: en.fund.moveIn })).toBeVisible()

  await move(page, 'in', '60')
  await expectBalances(page, 6_000, 4_000)

  await move(page, 'out', '25', '000000')
  await expect(page.getByText(en.errors.safeboxPasswordInvalid)).toBeVisible()
  await expectBalances(page, 6_000, 4_000)
  await page.getByRole('textbox', { name: en.fund.password, exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: en.fund.submitOut }).click()
  await expectBalances(page, 3_500, 6_500)
  await shootWidths(page, SHOTS, 'safe-box', DESKTOP, 'moved')

  await page.getByRole('button', { name: en.fund.changeOpen }).click()
  await page.getByRole('textbox', { name: en.fund.oldPassword, exact: true }).fill(PASSWORD)
  await page.getByRole('textbox', { name: en.fund.newPassword, exact: true }).fill(NEW_PASSWORD)
  await page.getByRole('textbox', { name: en.fund.confirmPassword, exact: true }).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: en.fund.changeSubmit }).click()
  await expect(page.getByText(en.fund.passwordChanged)).toBeVisible()

  await move(page, 'out', '10', NEW_PASSWORD)
  await expectBalances(page, 2_500, 7_500)

  if (!SHOTS) return
  for (const locale of LOCALES) {
    await setLocale(context, baseURL, locale)
    await page.reload()
    await expect(page.getByRole('heading', { name: STRINGS[locale].fund.balancesTitle })).toBeVisible()
    await page.getByRole('tab', { name: STRINGS[locale].fund.moveOut }).click()
    await shootWidths(page, SHOTS, 'safe-box', DESKTOP, `box-${locale}`)
  }
})
