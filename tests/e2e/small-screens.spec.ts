import { mkdirSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import en from '../../locales/en.json' with { type: 'json' }
import es from '../../locales/es.json' with { type: 'json' }
import ptBR from '../../locales/pt-BR.json' with { type: 'json' }
import { E2E_PORT } from './env.ts'
import { expect, test } from './support/start-popups.ts'
import { fetchAppConfig, registerByAccount, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * Issue 17, at 360 x 740 in en, pt-BR and es: the login family offers a language switch that crowds
 * nothing; /member has one language picker and no Diagnostics; the card page's tab title agrees with
 * its heading, which is not cut; the report's by-day table fits without scrolling; a demo game's bar
 * keeps the whole name and a one-line demo badge at 320 px too. With E2E_SHOTS_DIR set, each page is also
 * saved as a screenshot.
 */
const LOCALES = { en, 'pt-BR': ptBR, es } as const
type Strings = typeof en

test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' })

async function setLocale(page: Page, locale: string) {
  await page.context().addCookies([{ name: 'locale', value: locale, url: `http://localhost:${E2E_PORT}` }])
}

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
}

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  if (!b) throw new Error('not laid out')
  return b
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Whether the element's content is wider than its box (cut by overflow or an ellipsis). */
const isCut = (locator: Locator) => locator.evaluate((el) => el.scrollWidth > el.clientWidth)

test('the login page offers a language switch beside the logo, clear of the form', async ({ page }) => {
  for (const [locale, strings] of Object.entries(LOCALES)) {
    await setLocale(page, 'en')
    await page.goto('/auth/login')
    await page.getByRole('combobox', { name: en.common.language }).selectOption(locale)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings.auth.titles.login)

    const picker = page.getByRole('combobox', { name: strings.common.language })
    await expect(picker).toHaveCount(1)
    const pickerBox = await box(picker)
    const card = page.getByRole('region', { name: strings.auth.titles.login })
    const crowded = [
      card.getByText(strings.common.appName, { exact: true }),
      ...(await card.locator('input, button, a').all()),
    ]
    for (const other of crowded) {
      if (!(await other.isVisible()) || (await other.evaluate((el) => el.closest('select') !== null)))
        continue
      expect(
        overlaps(pickerBox, await box(other)),
        await other.evaluate((el) => el.outerHTML.slice(0, 80)),
      ).toBe(false)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await shot(page, `login-${locale}-360`)
  }
})

test('member, card and report pages at 360 px in every locale', async ({ page }) => {
  await setLocale(page, 'en')
  await registerByAccount(page, uniqueAccount('s17'), TEST_PASSWORD)
  await expect(page.getByRole('link', { name: /Member/ }).first()).toBeVisible()

  const row = (day: string, gameType: number, count: number, bet: number, win: number) => ({
    day,
    gameType,
    count,
    bet,
    win,
    net: win - bet,
  })
  // Exact amounts with cents and the currency (issue 17): the widest figures a day shows.
  const list = [row('2026-11-24', 1, 128, 12_345_650, 9_876_525), row('2026-11-23', 5, 1, 50_000, 0)]
  const summary = { count: 129, bet: 12_395_600, win: 9_876_500, net: -2_519_100 }
  await page.route('**/app/v1/betRecordReport', (route) =>
    route.fulfill({
      json: {
        code: 200,
        msg: 'ok',
        data: { pageNum: 1, pageSize: 20, total: 2, pages: 1, list, summary, coin: 0 },
      },
    }),
  )

  for (const [locale, strings] of Object.entries(LOCALES) as Array<[string, Strings]>) {
    await setLocale(page, locale)

    await page.goto('/member')
    await expect(page.getByRole('navigation', { name: strings.member.menu })).toBeVisible()
    await expect(page.getByRole('combobox', { name: strings.common.language })).toHaveCount(1)
    await expect(page.getByRole('link', { name: /diagn/i })).toHaveCount(0)
    await shot(page, `member-${locale}-360`)

    await page.goto('/wallets/card/edit')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(strings.cards.addTitle)
    expect(await isCut(heading)).toBe(false)
    await expect(page).toHaveTitle(`${strings.cards.cardTitle} · ${strings.common.appName}`)
    await shot(page, `card-${locale}-360`)

    await page.goto('/member/report')
    const table = page.getByRole('table', { name: strings.report.byDay })
    await expect(table.getByRole('rowheader').first()).toContainText('2026-11-24')
    const fits = await table.evaluate((el) => {
      const wrap = el.parentElement as HTMLElement
      return { table: el.scrollWidth, wrap: wrap.clientWidth, scroll: wrap.scrollWidth }
    })
    expect(fits.table, JSON.stringify(fits)).toBeLessThanOrEqual(fits.wrap)
    expect(fits.scroll, JSON.stringify(fits)).toBeLessThanOrEqual(fits.wrap)
    await shot(page, `report-${locale}-360`)
  }
})

test("a demo game's bar at 320 and 360 px: the whole name, the demo badge on one line, the close button named", async ({
  page,
  request,
}) => {
  await registerByAccount(page, uniqueAccount('bar'), TEST_PASSWORD)
  await expect(page).toHaveURL(/\/$/)
  const game = (await fetchAppConfig(request)).appGameList.find((g) => g.status === 1 && g.tryIt)
  if (!game) throw new Error('the seed has no game with a demo')

  for (const [locale, strings] of Object.entries(LOCALES) as Array<[string, Strings]>) {
    await setLocale(page, locale)
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 740 })
      await page.goto(`/game/start?gameId=${game.id}&tryIt=1`)
      const title = page.getByRole('heading', { level: 1, name: game.name })
      const badge = page.getByText(strings.games.start.demo, { exact: true })
      await expect(badge).toBeVisible()
      const where = `${locale} ${width} px`
      expect(await isCut(title), where).toBe(false)
      // Lines of the badge's text: the distinct tops of its line boxes.
      const lines = await badge.evaluate((el) => {
        const range = document.createRange()
        range.selectNodeContents(el)
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
      })
      expect(lines, where).toBe(1)
      const close = page.getByRole('button', { name: strings.games.start.close, exact: true })
      await expect(close).toBeVisible()
      expect((await box(close)).width, where).toBeGreaterThanOrEqual(44)
      await shot(page, `game-bar-${locale}-${width}`)
    }
  }
})
