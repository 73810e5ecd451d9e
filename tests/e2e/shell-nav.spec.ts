import { mkdirSync } from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'
import en from '../../locales/en.json' with { type: 'json' }
import es from '../../locales/es.json' with { type: 'json' }
import ptBR from '../../locales/pt-BR.json' with { type: 'json' }
import { E2E_PORT } from './env.ts'
import { expect, test } from './support/start-popups.ts'
import { registerByAccount, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * Issue 17, "Finding things": in en, pt-BR and es, at 320 px the lobby's header holds Log in and Sign
 * up (visitors) or the balance chip with Deposit beside it (players), all on screen; the tab bar's five
 * labels are whole; visitors have the lobby's search link; Deposit opens the deposit tab. At 1280 px the
 * top nav has Search and Promotions. With E2E_SHOTS_DIR set, the lobby is saved at 320, 360 and 1280.
 */
const LOCALES = { en, 'pt-BR': ptBR, es } as const
type Strings = typeof en

test.use({ serviceWorkers: 'block' })

async function setLocale(context: BrowserContext, locale: string) {
  await context.addCookies([{ name: 'locale', value: locale, url: `http://localhost:${E2E_PORT}` }])
}

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: `${dir}/${name}.png` })
}

/** Whether the element lies wholly inside the viewport's width. */
const onScreen = (page: Page, name: string) =>
  page
    .locator('main header')
    .getByRole('link', { name, exact: true })
    .evaluate((el) => {
      const r = el.getBoundingClientRect()
      return r.width > 0 && r.left >= 0 && r.right <= document.documentElement.clientWidth
    })

async function expectWholeTabs(page: Page, strings: Strings) {
  const bar = page.getByRole('navigation', { name: strings.nav.main }).last()
  const labels = [
    strings.nav.home,
    strings.nav.search,
    strings.nav.promos,
    strings.nav.service,
    strings.nav.member,
  ]
  // A player's Promos and Member tabs may carry a red dot, read as ' New reward' after the label.
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const dot = literal(strings.nav.newReward)
  await expect(bar.getByRole('link')).toHaveText(
    labels.map((label) => new RegExp(`^${literal(label)}(?:\\s*${dot})?$`)),
  )
  for (const tab of await bar.getByRole('link').all()) {
    const fits = await tab.evaluate((a) => {
      const label = a.querySelector('span')?.getBoundingClientRect()
      const box = a.getBoundingClientRect()
      return !!label && label.left >= box.left && label.right <= box.right
    })
    expect(fits, `${await tab.textContent()} fits its tab`).toBe(true)
  }
}

async function lobbyAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 740 })
  await page.goto('/')
  // The app's own cards: a repeat visit paints the last lobby's snapshot (cards and header too) before the
  // app has drawn, and a tap on it would be lost when the app replaces it.
  await expect(page.locator('#root main [elementtiming="game-card"]').first()).toBeVisible()
}

for (const [locale, strings] of Object.entries(LOCALES)) {
  test(`[${locale}] visitor: header, tabs and the lobby's search at 320 px`, async ({ page, context }) => {
    await setLocale(context, locale)
    await lobbyAt(page, 320)
    expect(await onScreen(page, strings.nav.login)).toBe(true)
    expect(await onScreen(page, strings.nav.register)).toBe(true)
    await expectWholeTabs(page, strings)
    const search = page.locator('main').getByRole('link', { name: strings.nav.search, exact: true })
    await expect(search).toHaveAttribute('href', '/game/search')
    await shot(page, `lobby-out-${locale}-320`)
    for (const width of [360, 1280]) {
      await lobbyAt(page, width)
      await shot(page, `lobby-out-${locale}-${width}`)
    }
  })

  test(`[${locale}] player: Deposit beside the balance at 320 px, Search and Promotions at 1280`, async ({
    page,
    context,
  }) => {
    await registerByAccount(page, uniqueAccount('nav'), TEST_PASSWORD)
    await expect(page).toHaveURL(/\/$/)
    await setLocale(context, locale)
    await lobbyAt(page, 320)
    expect(await onScreen(page, strings.nav.deposit)).toBe(true)
    await expectWholeTabs(page, strings)
    await shot(page, `lobby-in-${locale}-320`)
    await lobbyAt(page, 360)
    await shot(page, `lobby-in-${locale}-360`)

    await lobbyAt(page, 1280)
    const top = page.getByRole('navigation', { name: strings.nav.main }).first()
    await expect(top.getByRole('link', { name: strings.nav.search })).toHaveAttribute('href', '/game/search')
    await expect(top.getByRole('link', { name: strings.nav.promotions })).toHaveAttribute('href', '/bonus')
    await shot(page, `lobby-in-${locale}-1280`)

    await page
      .getByRole('banner')
      .first()
      .getByRole('link', { name: strings.nav.deposit, exact: true })
      .click()
    await expect(page).toHaveURL(/\/wallets\?name=deposit/)
  })
}
