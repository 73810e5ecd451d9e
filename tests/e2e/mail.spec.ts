import type { Page } from '@playwright/test'
import en from '../../locales/en.json' with { type: 'json' }
import es from '../../locales/es.json' with { type: 'json' }
import ptBR from '../../locales/pt-BR.json' with { type: 'json' }
import { appMoney, depositApproved } from './play-support.ts'
import { expect, test } from './support/start-popups.ts'
import { headerCoin, registerByAccount, shootWidths, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * Mail (issue 20) end to end: a new player has the welcome mail (mail.system, from their registration)
 * and the site's welcome gift (the broadcast 0036_mail.sql ships: R$5.00 = 500 to claim); a deposit adds
 * a "Deposit received" mail. The Mail entry of /member carries the red dot; the gift is claimed once (the
 * header balance grows by R$5 once, a reload shows it claimed), and once every mail is read the dot is
 * gone. Optional screenshots with E2E_SHOTS_DIR: the list full and empty and the detail, at 360 and 1280,
 * in en, pt-BR and es.
 */
const SHOTS = process.env.E2E_SHOTS_DIR
const STRINGS = { en, 'pt-BR': ptBR, es } as const
const GIFT = 500

const mailEntry = (page: Page) => page.locator('main nav a[href="/email"]')
const mailRows = (page: Page) => page.locator('main a[href^="/email/detail"]')
const mailRow = (page: Page, title: string) => mailRows(page).filter({ hasText: title })

test('a mail gift is claimed once: dot on Mail, claim, balance up once, every mail read, dot gone', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await registerByAccount(page, uniqueAccount('mail'), TEST_PASSWORD)
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await depositApproved(page, 100)

  await page.goto('/member')
  await expect(mailEntry(page).locator('[data-red-dot]')).toHaveCount(1)
  await mailEntry(page).click()
  await page.waitForURL('**/email')
  // The welcome and deposit mails come from the outbox consumer within a moment.
  await expect(async () => {
    await page.reload()
    await expect(mailRows(page)).toHaveCount(3, { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  const welcome = en.mail.template.welcome.title.replace('{{appName}}', en.common.appName)
  await expect(mailRow(page, en.mail.template.depositPaid.title)).toContainText(en.mail.unread)
  await expect(mailRow(page, en.mail.template.siteWelcome.title)).toContainText(appMoney(GIFT, 'amount'))
  await expect(page.getByText('3 unread messages')).toBeVisible()
  for (const locale of ['en', 'pt-BR', 'es'] as const) {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }])
    await page.reload()
    await expect(mailRow(page, STRINGS[locale].mail.template.siteWelcome.title)).toBeVisible()
    await shootWidths(page, SHOTS, 'mail', { width: 1280, height: 800 }, `list-${locale}`)
  }
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL ?? '' }])
  await page.reload()

  await mailRow(page, en.mail.template.depositPaid.title).click()
  await expect(page.getByRole('heading', { name: en.mail.template.depositPaid.title })).toBeVisible()
  await expect(page.locator('main article')).toContainText(appMoney(10_000, 'amount'))
  await page.goBack()
  await mailRow(page, welcome).click()
  await expect(page.getByRole('heading', { name: welcome })).toBeVisible()
  await page.goBack()
  await mailRow(page, en.mail.template.siteWelcome.title).click()
  await expect(page.getByRole('heading', { name: en.mail.template.siteWelcome.title })).toBeVisible()
  for (const locale of ['en', 'pt-BR', 'es'] as const) {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }])
    await page.reload()
    await expect(page.getByRole('button', { name: STRINGS[locale].mail.claim })).toBeVisible()
    await shootWidths(page, SHOTS, 'mail', { width: 1280, height: 800 }, `detail-${locale}`)
  }
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL ?? '' }])
  await page.reload()

  const before = await headerCoin(page)
  await page.getByRole('button', { name: en.mail.claim }).click()
  const modal = page.getByRole('alertdialog', { name: en.rewards.title })
  await expect(modal).toContainText(appMoney(GIFT, 'amount'))
  await modal.getByRole('button', { name: en.rewards.tapToContinue }).click()
  await expect(modal).toBeHidden()
  await expect.poll(() => headerCoin(page)).toBe(before + GIFT)
  await expect(page.getByText(en.mail.claimedText)).toBeVisible()
  await expect(page.getByRole('button', { name: en.mail.claim })).toHaveCount(0)
  // A reload asks the server again: claimed, and the balance grew once.
  await page.reload()
  await expect(page.getByText(en.mail.claimedText)).toBeVisible()
  await expect.poll(() => headerCoin(page)).toBe(before + GIFT)

  await page.goto('/member')
  await expect(mailEntry(page)).toBeVisible()
  await expect(mailEntry(page).locator('[data-red-dot]')).toHaveCount(0)

  // Deleting every mail leaves the empty box (a claimed gift and plain mail go without a question).
  await page.goto('/email')
  for (let left = 3; left > 0; left--) {
    await mailRows(page).first().click()
    await page.getByRole('button', { name: en.mail.delete }).click()
    await page.waitForURL('**/email')
    await expect(mailRows(page)).toHaveCount(left - 1)
  }
  await expect(page.getByText(en.mail.emptyTitle)).toBeVisible()
  for (const locale of ['en', 'pt-BR', 'es'] as const) {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }])
    await page.reload()
    await expect(page.getByText(STRINGS[locale].mail.emptyTitle)).toBeVisible()
    await shootWidths(page, SHOTS, 'mail', { width: 1280, height: 800 }, `empty-${locale}`)
  }
})
