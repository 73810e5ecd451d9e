import type { Page } from '@playwright/test'
import en from '../../locales/en.json' with { type: 'json' }
import { appMoney, depositApproved, ownBetRecords, slotGameId, spinRounds } from './play-support.ts'
import { LOCALES, SHOTS, STRINGS, setLocale } from './support/constants.ts'
import { expect, test } from './support/start-popups.ts'
import { headerCoin, registerByAccount, shootWidths, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * Points (issue 18) end to end: a new player deposits and spins the built-in slot at its top stake; the
 * points.earn consumer turns the valid bets into points within a moment (0030_points.sql: 1 point per
 * R$1.00, floor). /points shows them; exchanging the cheapest item (50 points for R$0.25) asks for a
 * confirmation, shows the reward list, and the header balance grows by R$0.25. Optional screenshots with
 * E2E_SHOTS_DIR: the page at 360 and 1280 in en, pt-BR and es, signed in and as a visitor.
 */
/** The seeded bet rule: minor units of valid bets per point. */
const PER_POINT = 100
/** The seeded cheapest item: its cost in points and its coins in minor units. */
const CHEAP = { cost: 50, amount: 25 }
const ROUNDS = 3

const pointsShown = async (page: Page) =>
  Number(await page.locator('main p[data-value]').getAttribute('data-value'))

test('slot bets earn points: /points -> Exchange -> confirm -> reward list -> header up by the coins', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  const slotId = await slotGameId(request)

  // A visitor sees the rules and the shop, with a log-in button and no Exchange.
  await page.goto('/points')
  await expect(page.getByRole('heading', { name: en.points.shopTitle })).toBeVisible()
  await expect(page.getByRole('link', { name: en.points.logInToExchange })).toBeVisible()
  await expect(page.getByRole('button', { name: en.points.exchange })).toHaveCount(0)
  for (const locale of LOCALES) {
    await setLocale(context, baseURL, locale)
    await page.goto('/points')
    await expect(page.getByRole('heading', { name: STRINGS[locale].points.shopTitle })).toBeVisible()
    await shootWidths(page, SHOTS, 'points', { width: 1280, height: 800 }, `visitor-${locale}`)
  }
  await setLocale(context, baseURL, 'en')

  await registerByAccount(page, uniqueAccount('pts'), TEST_PASSWORD)
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await depositApproved(page, 100)

  await page.goto(`/game/start?gameId=${slotId}&tryIt=0`)
  await spinRounds(page, ROUNDS, { stakeUps: 'max' })
  const bets = await ownBetRecords(page)
  expect(bets).toHaveLength(ROUNDS)
  const earned = Math.floor(bets.reduce((sum, b) => sum + b.betAmount, 0) / PER_POINT)
  expect(earned).toBeGreaterThanOrEqual(CHEAP.cost)

  // The consumer counts the bets within a moment.
  await page.goto('/points')
  await expect(async () => {
    await page.reload()
    await expect(page.locator('main p[data-value]')).toHaveAttribute('data-value', String(earned), {
      timeout: 1_000,
    })
  }).toPass({ timeout: 15_000 })
  const history = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: en.points.historyTitle }) })
  await expect(history.locator('li').filter({ hasText: en.points.source.bet }).first()).toBeVisible()
  await shootWidths(page, SHOTS, 'points', { width: 1280, height: 800 }, 'before-en')
  const before = await headerCoin(page)

  const cheap = page.locator('main li').filter({ hasText: appMoney(CHEAP.amount, 'amount') })
  await cheap.getByRole('button', { name: en.points.exchange }).click()
  const confirm = page.getByRole('alertdialog', { name: en.points.confirmTitle })
  await expect(confirm).toContainText(appMoney(CHEAP.amount, 'amount'))
  await confirm.getByRole('button', { name: en.points.exchange }).click()
  const modal = page.getByRole('alertdialog', { name: en.rewards.title })
  await expect(modal).toContainText(appMoney(CHEAP.amount, 'amount'))
  await modal.getByRole('button', { name: en.rewards.tapToContinue }).click()
  await expect(modal).toBeHidden()
  await expect.poll(() => headerCoin(page)).toBe(before + CHEAP.amount)
  await expect.poll(() => pointsShown(page)).toBe(earned - CHEAP.cost)
  await expect(history.locator('li').filter({ hasText: en.points.source.item }).first()).toContainText(
    appMoney(CHEAP.amount, 'amount'),
  )

  for (const locale of LOCALES) {
    await setLocale(context, baseURL, locale)
    await page.goto('/points')
    await expect(page.getByRole('heading', { name: STRINGS[locale].points.historyTitle })).toBeVisible()
    await expect(page.locator('main li').filter({ hasText: STRINGS[locale].points.source.item })).toHaveCount(
      1,
    )
    await shootWidths(page, SHOTS, 'points', { width: 1280, height: 800 }, `player-${locale}`)
  }
})
