import type { Page } from '@playwright/test'
import en from '../../locales/en.json' with { type: 'json' }
import es from '../../locales/es.json' with { type: 'json' }
import ptBR from '../../locales/pt-BR.json' with { type: 'json' }
import { expect, test } from './support/start-popups.ts'
import { fetchAppConfig } from './support.ts'

/**
 * Issue 17, 'every game reachable from its type': each lobby section's badge counts its type's games and
 * its 'See all' opens /game/search with that type selected, listing exactly that many games (the seeded
 * Slots: 23, of which the lobby itself shows at most 18). Screenshots too when E2E_SHOTS_DIR is set.
 */
const SHOTS = process.env.E2E_SHOTS_DIR
const STRINGS = { en, 'pt-BR': ptBR, es } as const

const sectionOf = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

test('each type: the badge count equals the games listed after See all', async ({ page, request }) => {
  const config = await fetchAppConfig(request)
  const types = [...config.appGameTypeList].filter((t) => t.status === 1).sort((a, b) => a.sort - b.sort)
  const slots = types.find((t) => t.id === 1)
  expect(slots?.name).toBe('Slots')

  for (const type of types) {
    await page.goto('/')
    const section = sectionOf(page, type.name)
    await section.scrollIntoViewIfNeeded()
    const badge = Number(await section.locator('h2 + span').textContent())
    if (type.id === 1) expect(badge).toBe(23)
    await section.getByRole('link', { name: `${en.lobby.seeAll} ${type.name}` }).click()
    await expect(page).toHaveURL(`/game/search?typeId=${type.id}`)
    await expect(page.getByRole('combobox', { name: en.games.search.type })).toHaveValue(String(type.id))
    await expect(page.getByRole('combobox', { name: en.games.search.brand })).toHaveValue('0')
    await expect(page.getByRole('status').filter({ hasText: `${badge} games` })).toBeVisible()
    await expect(page.locator('main li:has(a[href*="gameId"]):visible')).toHaveCount(badge)
  }
})

test('See all opens the type list in every locale, on a phone and a desktop', async ({
  page,
  context,
  baseURL,
}) => {
  // Six lobby loads and six searches: the default 60 s ran out on a busy machine (10 s a round).
  test.setTimeout(150_000)
  for (const locale of ['en', 'pt-BR', 'es'] as const) {
    for (const width of [360, 1280]) {
      await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }])
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      const t = STRINGS[locale]
      await page.goto('/')
      // The app's own link: a repeat visit paints the last lobby's snapshot until the app has drawn.
      const link = page
        .locator('#root')
        .getByRole('link', { name: new RegExp(`^${t.lobby.seeAll}`) })
        .first()
      await link.scrollIntoViewIfNeeded()
      await expect(link).toBeVisible()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/lobby-see-all-${locale}-${width}.png` })
      await link.click()
      await expect(page).toHaveURL(/\/game\/search\?typeId=\d+/)
      await expect(page.locator('main li:has(a[href*="gameId"]):visible').first()).toBeVisible()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-by-type-${locale}-${width}.png` })
    }
  }
})
