import { expect, test } from './support/start-popups.ts'
import { fetchAppConfig } from './support.ts'

test('the locale switch changes the language, survives a reload and is kept in a cookie for a year', async ({
  page,
  context,
  request,
}) => {
  const es = await fetchAppConfig(request, 'es')
  await page.goto('/faq')
  await page.getByRole('combobox', { name: /language/i }).selectOption('es')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  // Seeded content follows the locale too.
  await expect(page.getByText(es.appFaqList[0]?.question ?? '-')).toBeVisible()

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByText(es.appFaqList[0]?.question ?? '-')).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/faq')

  const cookie = (await context.cookies()).find((c) => c.name === 'locale')
  expect(cookie?.value).toBe('es')
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(364)
  expect(days).toBeLessThanOrEqual(366)
})
