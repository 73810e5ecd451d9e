import { expect, test } from '@playwright/test'
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
