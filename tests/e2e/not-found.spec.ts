import { expect, test } from './support/start-popups.ts'
import { controlledByServiceWorker, fetchAppConfig } from './support.ts'

/**
 * Issue 17: an unknown route is a 404 from the server too (the body is still the app, which shows its
 * not-found page), and that 404 never reaches the service worker's precache: with the worker in
 * control the same path still renders the not-found page, and the lobby still opens offline.
 */
test('an unknown route answers 404 and shows the not-found page', async ({ page }) => {
  const res = await page.goto('/no-such-page')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('/no-such-page')
  await expect(page.getByRole('link', { name: 'Back to the lobby' })).toBeVisible()

  const known = await page.goto('/faq')
  expect(known?.status()).toBe(200)
})

test('the 404 does not poison the precache: the shell still opens offline', async ({
  page,
  context,
  request,
}) => {
  const question = (await fetchAppConfig(request)).appFaqList[0]?.question
  expect(question).toBeTruthy()
  await page.goto('/no-such-page')
  await controlledByServiceWorker(page, { reload: true })
  await expect(page.getByRole('heading', { level: 1 })).toContainText('/no-such-page')
  await context.setOffline(true)
  await page.goto('/faq')
  await expect(page.getByText(question ?? '-')).toBeVisible()
  await page.goto('/another-missing-page')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('/another-missing-page')
  await context.setOffline(false)
})
