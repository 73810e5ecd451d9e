import { expect, test } from './support/start-popups.ts'
import { controlledByServiceWorker, fetchAppConfig } from './support.ts'

/**
 * DESIGN 6 / issue 3 "Done when": with a real Chromium and the real service worker, the lobby and the FAQ
 * open with the network off (shell from the precache, config and catalogue from the SW's IndexedDB),
 * and nothing breaks when the network returns.
 */
test('the lobby and the FAQ open offline, and keep working back online', async ({
  page,
  context,
  request,
}) => {
  const config = await fetchAppConfig(request)
  const firstType = [...config.appGameTypeList]
    .filter((t) => t.status === 1)
    .sort((a, b) => a.sort - b.sort)[0]
  const game = config.appGameList.find((g) => g.status === 1 && g.gameType === firstType?.id)
  const question = config.appFaqList[0]?.question
  expect(game).toBeTruthy()
  expect(question).toBeTruthy()
  const gameLink = page.getByRole('link', { name: game?.name, exact: false }).first()

  await page.goto('/')
  await controlledByServiceWorker(page, { reload: true })
  await expect(gameLink).toBeVisible()

  await context.setOffline(true)
  // The service worker answers appConfig from IndexedDB: a full config, catalogue included.
  const offlineConfig = await page.evaluate(async () => {
    const res = await fetch('/app/v1/anonymous/appConfig', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: '{}',
    })
    return (await res.json()) as { code: number; data: { appGameList?: Array<{ name: string }> } }
  })
  expect(offlineConfig.code).toBe(200)
  expect(offlineConfig.data.appGameList?.map((g) => g.name)).toContain(game?.name)
  await page.reload()
  await expect(gameLink).toBeVisible()
  await expect(page.getByTestId('offline-banner')).toHaveText('You are offline. Showing saved data.')
  await page.goto('/faq')
  await expect(page.getByText(question ?? '-')).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByTestId('offline-banner')).toHaveCount(0)
  await page.goto('/')
  await expect(gameLink).toBeVisible()
  await page.reload()
  await expect(gameLink).toBeVisible()
  await page.goto('/faq')
  await expect(page.getByText(question ?? '-')).toBeVisible()
})

test('a returning player sees the lobby they last saw before the app has even run, offline too', async ({
  page,
  context,
  request,
}) => {
  const config = await fetchAppConfig(request)
  const name = config.appGameList.find((g) => g.status === 1)?.name ?? '-'
  await page.goto('/')
  await controlledByServiceWorker(page, { reload: true })
  await expect(page.getByRole('link', { name }).first()).toBeVisible()
  // The lobby keeps its markup when the browser is idle (features/lobby/lobby-snapshot.ts).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('ll.lobbySnapshot')?.length ?? 0), {
      timeout: 15_000,
    })
    .toBeGreaterThan(1000)
  await page.close()

  await context.setOffline(true)
  const again = await context.newPage()
  // Record what index.html painted before any of the app's JavaScript ran (routes cannot hold back
  // scripts the service worker answers, so the page notes it itself when the app chunk starts).
  await again.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return
      const snap = document.getElementById('snap')
      ;(window as { painted?: unknown }).painted = {
        links: snap ? [...snap.querySelectorAll('a')].map((a) => a.textContent) : [],
        bootHidden: document.getElementById('boot')?.hidden ?? null,
        appRendered: (document.getElementById('root')?.childElementCount ?? 0) > 0,
      }
    })
  })
  await again.goto('/')
  await expect(again.locator('#root').getByRole('link', { name }).first()).toBeVisible()
  const painted = (await again.evaluate(() => (window as { painted?: unknown }).painted)) as {
    links: string[]
    bootHidden: boolean
    appRendered: boolean
  }
  expect(painted.appRendered).toBe(false)
  expect(painted.bootHidden).toBe(true)
  expect(painted.links.some((text) => text.includes(name))).toBe(true)
  // The app's own lobby replaced it.
  await expect(again.locator('#snap')).toBeHidden()
  await context.setOffline(false)
})

test('a page opened after the connection dropped says so at once, and fills itself in when it is back', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await controlledByServiceWorker(page, { reload: true })
  await context.setOffline(true)
  // A page whose data was never fetched: no spinner forever, the error state with its reason and Retry.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Service' })
    .click()
  const main = page.getByRole('main')
  await expect(main.getByText("We couldn't load this page")).toBeVisible({ timeout: 5_000 })
  await expect(main.getByText('No connection. Please check your network.')).toBeVisible()
  await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible()

  await context.setOffline(false)
  await expect(main.getByText("We couldn't load this page")).toHaveCount(0, { timeout: 10_000 })
  await expect(main.getByText('No customer-service channels are available right now.')).toBeVisible()
})
