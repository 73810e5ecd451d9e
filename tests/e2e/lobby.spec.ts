import { expect, test } from './support/start-popups.ts'
import { fetchAppConfig } from './support.ts'

test('an anonymous visitor sees the seeded games by type in the lobby', async ({ page, request }) => {
  const config = await fetchAppConfig(request)
  const firstType = [...config.appGameTypeList]
    .filter((t) => t.status === 1)
    .sort((a, b) => a.sort - b.sort)[0]
  expect(firstType).toBeTruthy()
  const gamesOfType = config.appGameList.filter((g) => g.gameType === firstType?.id)
  expect(gamesOfType.length).toBeGreaterThan(0)

  await page.goto('/')
  await expect(page.getByRole('heading', { name: firstType?.name })).toBeVisible()
  const cards = page.getByRole('link', { name: /./ }).filter({ has: page.locator('img') })
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBeGreaterThanOrEqual(
    Math.min(config.gameShowNum.mainPageNum, gamesOfType.length),
  )
})

test('clicking a game while anonymous goes to login and remembers where to return', async ({
  page,
  request,
}) => {
  const config = await fetchAppConfig(request)
  await page.goto('/')
  const game = config.appGameList.find((g) => g.status === 1)
  expect(game).toBeTruthy()
  await page.getByRole('link', { name: game?.name, exact: false }).first().click()
  await expect(page).toHaveURL(/\/auth\/login\?.*redirect=/)
  expect(decodeURIComponent(page.url())).toContain(`/game/start?gameId=${game?.id}`)
})

test('an unknown path shows the 404 page with the path', async ({ page }) => {
  await page.goto('/x')
  await expect(page.getByText('Page Not Found: /x')).toBeVisible()
})

test('the FAQ lists the seeded questions', async ({ page, request }) => {
  const config = await fetchAppConfig(request)
  await page.goto('/faq')
  await expect(page.getByText(config.appFaqList[0]?.question ?? '-')).toBeVisible()
})
