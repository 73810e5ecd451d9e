import en from '../../locales/en.json' with { type: 'json' }
import { appMoney, depositApproved, ownBetRecords, slotGameId, spinRounds } from './play-support.ts'
import { LOCALES, SHOTS, SLOT_GAME_TYPE, STRINGS, setLocale } from './support/constants.ts'
import { expect, test } from './support/start-popups.ts'
import {
  fetchAppConfig,
  headerCoin,
  registerByAccount,
  shootWidths,
  TEST_PASSWORD,
  uniqueAccount,
} from './support.ts'

/**
 * Rebate (issue 18) end to end: a new player (VIP 0) deposits, spins the built-in slot at its top stake,
 * and the vip.rebate consumer counts the bets within a moment. /vip/rebate shows slots at VIP 0's 0.2 %
 * and floor(bets x 20 / 10000) to claim; Claim all shows the reward list, the header balance grows by it,
 * and /vip/rebate/record lists the claim. Optional screenshots with E2E_SHOTS_DIR: both pages at 360 and
 * 1280 in en, pt-BR and es.
 */
/** VIP 0's slots rate in the seeded rebate_rates (0026_rebate.sql), basis points. */
const VIP0_SLOTS_BP = 20
const ROUNDS = 2

test('slot bets earn rebate: /vip/rebate -> Claim all -> reward list -> header up by it -> in the record', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000)
  // Wide enough for the top nav and its balance chip on a sub-page.
  await page.setViewportSize({ width: 1280, height: 800 })
  const config = await fetchAppConfig(request)
  const slotName = config.appGameTypeList.find((type) => type.id === SLOT_GAME_TYPE)?.name ?? ''
  expect(slotName).not.toBe('')
  const slotId = await slotGameId(request)

  await registerByAccount(page, uniqueAccount('reb'), TEST_PASSWORD)
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await depositApproved(page, 50)

  // The top stake, a few rounds.
  await page.goto(`/game/start?gameId=${slotId}&tryIt=0`)
  await spinRounds(page, ROUNDS, { stakeUps: 'max' })
  const bets = await ownBetRecords(page)
  expect(bets).toHaveLength(ROUNDS)
  const betTotal = bets.reduce((sum, b) => sum + b.betAmount, 0)
  const earned = Math.floor((betTotal * VIP0_SLOTS_BP) / 10_000)
  expect(earned).toBeGreaterThan(0)

  // VIP progress moves with the bets: experience is the valid bet total; VIP 1 needs R$100 (10,000).
  await page.goto('/vip')
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('region', { name: en.vip.progressLabel })).toContainText(
      appMoney(betTotal, 'amount'),
      {
        timeout: 1_000,
      },
    )
  }).toPass({ timeout: 15_000 })
  await expect(page.getByRole('progressbar', { name: 'Progress to VIP 1' })).toHaveAttribute(
    'aria-valuenow',
    String(Math.floor(betTotal / 100)),
  )

  // From /vip to the rebate page; the consumer counts the bets within a moment.
  await page.getByRole('link', { name: en.rebate.title }).click()
  await expect(page).toHaveURL(/\/vip\/rebate$/)
  const slots = page.locator('main li').filter({ hasText: slotName })
  await expect(async () => {
    await page.reload()
    await expect(slots).toContainText(appMoney(betTotal, 'amount'), { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  await expect(slots).toContainText('Rate 0.2%')
  await expect(slots).toContainText(appMoney(earned, 'amount'))
  await expect(page.getByText(en.rebate.total).locator('..')).toContainText(appMoney(earned, 'amount'))
  await shootWidths(page, SHOTS, 'rebate', { width: 1280, height: 800 }, 'page-before-en')
  const before = await headerCoin(page)

  await page.getByRole('button', { name: en.rebate.claimAll }).click()
  const modal = page.getByRole('alertdialog', { name: en.rewards.title })
  await expect(modal).toContainText(appMoney(earned, 'amount'))
  await modal.getByRole('button', { name: en.rewards.tapToContinue }).click()
  await expect(modal).toBeHidden()
  await expect.poll(() => headerCoin(page)).toBe(before + earned)
  await expect(page.getByRole('button', { name: en.rebate.claimAll })).toBeDisabled()
  await expect(page.getByText(en.rebate.nothingYet)).toBeVisible()

  await page.getByRole('link', { name: en.rebate.history }).click()
  await expect(page).toHaveURL(/\/vip\/rebate\/record$/)
  const claims = page.locator('main li').filter({ hasText: en.rebate.allGames })
  await expect(claims).toHaveCount(1)
  await expect(claims).toContainText(appMoney(earned, 'amount'))

  for (const locale of LOCALES) {
    const t = STRINGS[locale]
    await setLocale(context, baseURL, locale)
    await page.goto('/vip/rebate')
    await expect(page.getByRole('button', { name: t.rebate.claimAll })).toBeDisabled()
    await shootWidths(page, SHOTS, 'rebate', { width: 1280, height: 800 }, `page-${locale}`)
    await page.goto('/vip/rebate/record')
    await expect(page.locator('main li').filter({ hasText: t.rebate.allGames })).toHaveCount(1)
    await shootWidths(page, SHOTS, 'rebate', { width: 1280, height: 800 }, `record-${locale}`)
  }
})
