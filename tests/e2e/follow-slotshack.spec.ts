import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import en from '../../locales/en.json' with { type: 'json' }
import es from '../../locales/es.json' with { type: 'json' }
import ptBR from '../../locales/pt-BR.json' with { type: 'json' }
import { depositApproved, spinRounds } from './play-support.ts'
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
 * Follow rewards and hot games (issue 21) against the real server. A visitor is asked to log in to claim;
 * a player opens Telegram (0042's channel 1, R$2.00), claims it once: the balance goes up once and the
 * claim stays off after a reload. A player plays a slot, and /activity/slotshack lists that game among
 * today's most played, linking to play it. Optional screenshots with E2E_SHOTS_DIR (360 and 1280).
 */
const SHOTS = process.env.E2E_SHOTS_DIR
const TELEGRAM_REWARD = 200
const PHONE = { width: 360, height: 740 }

/** Serious or critical WCAG A/AA violations on the page as it stands. */
async function axeViolations(page: Page) {
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)
}

async function serverCoin(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const res = await page.request.post('/app/v1/getUserInfo', {
    data: {},
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: { coin: number } }).data.coin
}

test('follow: a visitor is asked to log in; a player opens a channel and claims it once', async ({
  page,
}) => {
  // The channels' pages are outside sites: answered here, so the test needs no network.
  await page
    .context()
    .route(/^https:\/\/(t\.me|www\.instagram\.com|x\.com|www\.youtube\.com|whatsapp\.com)\//, (r) =>
      r.fulfill({ status: 200, contentType: 'text/html', body: '<title>channel</title>' }),
    )
  await page.goto('/activity/follow')
  await expect(page.getByRole('heading', { level: 1, name: en.follow.title })).toBeVisible()
  await expect(page.getByText(en.follow.honest)).toBeVisible()
  const telegram = page.getByRole('article', { name: en.follow.channel.telegram })
  await expect(telegram).toContainText('R$2')
  await telegram.getByRole('button', { name: en.follow.logInToClaim }).click()
  await expect(page.getByRole('dialog', { name: en.auth.titles.login })).toBeVisible()
  await shootWidths(page, SHOTS, 'follow', PHONE, 'visitor-login')
  await page.keyboard.press('Escape')

  await registerByAccount(page, uniqueAccount('fol'), TEST_PASSWORD)
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await page.goto('/activity/follow')
  const before = await serverCoin(page)
  const claim = telegram.getByRole('button', { name: en.follow.claim, exact: true })
  // The claim opens once the channel was opened (by keyboard here), in a new tab.
  await expect(claim).toBeDisabled()
  await expect(telegram).toContainText(en.follow.openFirst.replace('{{name}}', 'Telegram'))
  await shootWidths(page, SHOTS, 'follow', PHONE, 'player')
  const popup = page.waitForEvent('popup')
  await telegram
    .getByRole('link', { name: new RegExp(`^${en.follow.open.replace('{{name}}', 'Telegram')}`) })
    .focus()
  await page.keyboard.press('Enter')
  await (await popup).close()
  await expect(claim).toBeEnabled()
  await claim.click()
  const modal = page.getByRole('alertdialog', { name: en.rewards.title })
  await expect(modal).toContainText('R$2')
  await shootWidths(page, SHOTS, 'follow', PHONE, 'claimed-reward')
  await modal.getByRole('button', { name: en.rewards.tapToContinue }).click()
  await expect(modal).toBeHidden()
  await expect(telegram.getByRole('button', { name: en.follow.claimed })).toBeDisabled()
  expect(await serverCoin(page)).toBe(before + TELEGRAM_REWARD)
  expect(await axeViolations(page)).toEqual([])

  // A reload: still claimed (the server's record), and the balance went up once.
  await page.reload()
  await expect(telegram.getByRole('button', { name: en.follow.claimed })).toBeDisabled()
  await expect(
    page
      .getByRole('article', { name: en.follow.channel.x })
      .getByRole('button', { name: en.follow.claim, exact: true }),
  ).toBeDisabled()
  expect(await serverCoin(page)).toBe(before + TELEGRAM_REWARD)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await expect.poll(() => headerCoin(page)).toBe(before + TELEGRAM_REWARD)
})

test("slotshack: a slot just played is among today's most played, linking to play it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const config = await fetchAppConfig(request)
  // The last live slot of the catalogue: one the other specs do not play first.
  const slot = config.appGameList.filter((g) => g.status === 1 && g.gameType === 1).at(-1)
  expect(slot).toBeDefined()
  if (!slot) return
  await registerByAccount(page, uniqueAccount('hot'), TEST_PASSWORD)
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await depositApproved(page, 50)
  await page.goto(`/game/start?gameId=${slot.id}&tryIt=0`)
  await spinRounds(page, 2)

  await page.goto('/activity/slotshack')
  await expect(page.getByRole('heading', { level: 1, name: en.hotGames.title })).toBeVisible()
  await expect(page.getByRole('note')).toContainText(en.hotGames.note)
  const mostPlayed = page.getByRole('region', { name: en.hotGames.mostPlayedTitle })
  // The hot-games consumer applies the rounds within a moment.
  await expect(async () => {
    await page.reload()
    await expect(mostPlayed.getByRole('link', { name: new RegExp(slot.name) })).toBeVisible({
      timeout: 3_000,
    })
  }).toPass({ timeout: 30_000 })
  const link = mostPlayed.getByRole('link', { name: new RegExp(slot.name) })
  await expect(link).toContainText(/\d+ rounds?/)
  await expect(link).toHaveAttribute('href', `/game/start?gameId=${slot.id}&tryIt=0`)
  expect(await axeViolations(page)).toEqual([])
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/game/start\\?gameId=${slot.id}&tryIt=0$`))
  if (!SHOTS) return
  await page.goto('/activity/slotshack')
  for (const [locale, strings] of [
    ['en', en],
    ['pt-BR', ptBR],
    ['es', es],
  ] as const) {
    await page.context().addCookies([{ name: 'locale', value: locale, url: page.url() }])
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: strings.hotGames.title })).toBeVisible()
    await shootWidths(page, SHOTS, 'slotshack', PHONE, locale)
  }
})
