import { test as withPopups } from '@playwright/test'
import { expect, test } from './support/start-popups.ts'

/**
 * The app is installable (spec 1), but its manifest is linked by the app at the player's first tap, key
 * or wheel (or 10 s in), not by index.html: the browser's install check then runs outside the first
 * load (platform/web-manifest.ts).
 */
test('index.html links no manifest; the first tap links one that describes the app', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('<div id="root">')
  expect(html).not.toContain('rel="manifest"')

  await page.goto('/faq')
  await expect(page.locator('main h1')).toBeVisible()
  const link = page.locator('head link[rel="manifest"]')
  await expect(link).toHaveCount(0)

  await page.locator('main h1').click()
  await expect(link).toHaveAttribute('href', '/manifest.webmanifest')
  const res = await request.get('/manifest.webmanifest')
  expect(res.ok()).toBe(true)
  expect(await res.json()).toMatchObject({ name: 'Lucky Lobby', start_url: '/', display: 'standalone' })
})

withPopups(
  'a cold lobby scrolling itself (its carousel, the start popup taking focus) links no manifest',
  async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await page.goto('/')
    await expect(page.getByRole('dialog')).toBeVisible()
    // The carousel settles and the popup has taken focus; let a few more frames pass.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 1_000)))
    await expect(page.locator('head link[rel="manifest"]')).toHaveCount(0)
    await page.mouse.wheel(0, 200)
    await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1)
  },
)
