import en from '../../locales/en.json' with { type: 'json' }
import { expect, test } from './support/start-popups.ts'
import { controlledByServiceWorker, fetchAppConfig, registerByAccount, uniqueAccount } from './support.ts'

/**
 * Issue 5 "Done when" (the app's side): an anonymous click on a game goes through login and back to the
 * game; a favourite survives a reload and shows in /member/games; the search filters by studio offline,
 * and (issue 17) forgives a typo in the name offline.
 */
const PASSWORD = 'correct horse battery'

test('an anonymous click on a game goes to login, and login comes back to the game', async ({
  page,
  request,
}) => {
  const account = uniqueAccount('gm')
  const reg = await request.post('/app/v1/accountRegist', { data: { account, password: PASSWORD } })
  expect(reg.status()).toBe(200)
  const config = await fetchAppConfig(request)
  const game = config.appGameList.find((g) => g.status === 1)
  expect(game).toBeTruthy()

  // Spec 7's click_room: entering the game (its launch answered) is logged, with the game's id.
  const roomEvents: { kind: string; target: string; params?: Record<string, string> }[] = []
  page.context().on('request', (req) => {
    if (!req.url().endsWith('/app/v1/anonymous/appEventLogClient')) return
    const body = req.postDataJSON() as { events: { kind: string; target: string }[] }
    roomEvents.push(...body.events.filter((e) => e.kind === 'click_room'))
  })

  await page.goto('/')
  await page.getByRole('link', { name: game?.name, exact: false }).first().click()
  await expect(page).toHaveURL(/\/auth\/login\?/)
  await page.getByRole('tab', { name: 'Account' }).click()
  await page.getByRole('textbox', { name: 'Account' }).fill(account)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()

  await expect(page).toHaveURL(new RegExp(`/game/start\\?gameId=${game?.id}&tryIt=0$`))
  await expect(page.getByTestId('game-frame').or(page.getByTestId('game-loading'))).toBeVisible()
  await expect(page.getByRole('main').getByRole('button', { name: en.games.start.close })).toBeVisible()
  await expect
    .poll(() => roomEvents.map((e) => [e.target, e.params?.mode]))
    .toEqual([[String(game?.id), 'real']])

  // The connection drops mid-game: the game's own bar stays usable (no offline banner over it).
  await page.context().setOffline(true)
  // The game bar's Close (a toast may show its own close button meanwhile).
  await page.getByRole('main').getByRole('button', { name: en.games.start.close }).click({ timeout: 5_000 })
  await expect(page).not.toHaveURL(/\/game\/start/)
  await page.context().setOffline(false)
})

test('a game without a demo says so, and its bar does not claim a demo', async ({ page, request }) => {
  const config = await fetchAppConfig(request)
  const game = config.appGameList.find((g) => g.status === 1 && !g.tryIt)
  expect(game).toBeTruthy()
  await registerByAccount(page, uniqueAccount('nd'), PASSWORD)
  await expect(page).toHaveURL(/\/$/)

  await page.goto(`/game/start?gameId=${game?.id}&tryIt=1`)
  await expect(page.getByText(en.games.start.errors.noDemo.title)).toBeVisible()
  await expect(page.getByRole('heading', { name: game?.name })).toBeVisible()
  await expect(page.getByText(en.games.start.demo)).toHaveCount(0)

  // A demo that starts keeps its badge.
  const demoGame = config.appGameList.find((g) => g.status === 1 && g.tryIt)
  await page.goto(`/game/start?gameId=${demoGame?.id}&tryIt=1`)
  await expect(page.getByTestId('game-frame')).toBeVisible()
  await expect(page.getByText(en.games.start.demo)).toBeVisible()
})

test('a favourite survives a reload and is listed in /member/games', async ({ page, request }) => {
  const config = await fetchAppConfig(request)
  const game = config.appGameList.find((g) => g.status === 1 && g.gameType === 2)
  expect(game).toBeTruthy()
  await registerByAccount(page, uniqueAccount('fav'), PASSWORD)
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/game/search')
  await page.getByLabel(en.games.search.name).fill(game?.name ?? '-')
  const heart = page.getByTestId(`like-${game?.id}`)
  const saved = page.waitForResponse((r) => r.url().endsWith('/app/v1/gameLike') && r.status() === 200)
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await saved

  // A fresh start: only what the server kept (the stored session copy is dropped first).
  await page.evaluate(() => localStorage.removeItem('ll.extras'))
  await page.reload()
  await page.goto('/member/games')
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByText(game?.name ?? '-', { exact: true })).toBeVisible()
  await expect(panel.getByTestId(`like-${game?.id}`)).toHaveAttribute('aria-pressed', 'true')
})

test('the search filters the cached catalogue by studio offline', async ({ page, context, request }) => {
  const config = (await fetchAppConfig(request)) as unknown as {
    appGameBrandList: Array<{ id: number; name: string; status: number }>
    appGameList: Array<{ id: number; name: string; brandId: number; status: number }>
  }
  const brand =
    config.appGameBrandList.find((b) => b.status === 1 && b.id === 3) ?? config.appGameBrandList[0]
  const ofBrand = config.appGameList.filter((g) => g.brandId === brand?.id)
  const other = config.appGameList.find((g) => g.brandId !== brand?.id)
  expect(ofBrand.length).toBeGreaterThan(0)

  await page.goto('/')
  await controlledByServiceWorker(page, { reload: true })
  await expect(page.getByText(other?.name ?? '-').first()).toBeVisible()
  await context.setOffline(true)

  await page.goto('/game/search')
  await page
    .getByRole('combobox', { name: en.games.search.brand })
    .selectOption({ label: brand?.name ?? '-' })
  for (const g of ofBrand) await expect(page.getByText(g.name, { exact: true })).toBeVisible()
  await expect(page.getByText(other?.name ?? '-', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: `${ofBrand.length} games` })).toBeVisible()

  // The choice is kept: the page opens with it again (still offline).
  await page.reload()
  await expect(page.getByRole('combobox', { name: en.games.search.brand })).toHaveValue(String(brand?.id))
  await expect(page.getByText(other?.name ?? '-', { exact: true })).toHaveCount(0)

  // A typo still finds the game, offline (issue 17): 'ligths' shows the games named 'Lights' only.
  const lights = config.appGameList.filter((g) => g.status === 1 && /\blights\b/i.test(g.name))
  expect(lights.length).toBeGreaterThan(0)
  await page.getByRole('combobox', { name: en.games.search.brand }).selectOption('0')
  await page.getByLabel(en.games.search.name).fill('ligths')
  for (const g of lights) await expect(page.getByText(g.name, { exact: true })).toBeVisible()
  const count = lights.length === 1 ? '1 game' : `${lights.length} games`
  await expect(page.getByRole('status').filter({ hasText: count })).toBeVisible()
  await context.setOffline(false)
})
