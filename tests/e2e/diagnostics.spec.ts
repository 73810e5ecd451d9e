import en from '../../locales/en.json' with { type: 'json' }
import pt from '../../locales/pt-BR.json' with { type: 'json' }
import { expect, test } from './support/start-popups.ts'
import { controlledByServiceWorker, fetchAppConfig } from './support.ts'

/**
 * Issue 3: the diagnostics page shows what this client runs and holds (version, service worker, the
 * catalogue in the SW's IndexedDB, queued events, connection and timeout), checks for updates, and
 * clears the caches without losing the player's language.
 */
test('diagnostics reports the SW, the stored catalogue and the timeout; clearing caches keeps the locale', async ({
  page,
  request,
}) => {
  const config = await fetchAppConfig(request)

  await page.goto('/')
  await controlledByServiceWorker(page, { reload: true })
  await expect(page.getByRole('link', { name: config.appGameList[0]?.name }).first()).toBeVisible()
  await expect.poll(() => page.evaluate(() => caches.has('ll-media')), { timeout: 15_000 }).toBe(true)

  await page.goto('/diagnostics')
  await expect(page.getByTestId('diag-version')).toContainText('1.1.1')
  await expect(page.getByTestId('diag-sw')).toHaveText(en.diagnostics.sw.active)
  await expect(page.getByTestId('diag-sw-error')).toHaveText(en.diagnostics.none)
  await expect(page.getByTestId('diag-catalogue')).toContainText(`, ${config.appGameList.length} games,`)
  await expect(page.getByTestId('diag-catalogue')).toContainText('en: version ')
  await expect(page.getByTestId('diag-queued')).toHaveText(/^\d+$/)
  await expect(page.getByTestId('diag-online')).toHaveText(en.diagnostics.online)
  await expect(page.getByTestId('diag-timeout')).toHaveText('10 s')

  await page.getByRole('button', { name: en.diagnostics.checkUpdate }).click()
  await expect(page.getByText(en.diagnostics.upToDate)).toBeVisible()

  // The player's language is data, not a cache: it survives "clear caches".
  await page.getByLabel(en.common.language).filter({ visible: true }).selectOption('pt-BR')
  await expect(page.getByRole('heading', { name: pt.diagnostics.title, level: 1 })).toBeVisible()
  const reloaded = page.waitForEvent('load')
  await page.getByRole('button', { name: pt.diagnostics.clearCaches }).click()
  await reloaded
  await expect(page.getByRole('heading', { name: pt.diagnostics.title, level: 1 })).toBeVisible()
  expect(await page.evaluate(() => caches.has('ll-media'))).toBe(false)
})
