import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import en from '../../locales/en.json' with { type: 'json' }
import es from '../../locales/es.json' with { type: 'json' }
import ptBR from '../../locales/pt-BR.json' with { type: 'json' }
import { E2E_PORT } from './env.ts'
import { expect, test } from './support/start-popups.ts'

/**
 * Issue 17: "The offline-ready toast covers the Log in button after a wrong password at 360 px". At
 * 360 x 740, in en, pt-BR and es, a wrong password on /auth/login, then the service worker's first
 * install shows its offline-ready toast: the Log in button's box meets no toast's box, and the point at
 * its centre is the button (nothing lies over it). The worker's script is held back until the wrong
 * password is answered, so the toast always arrives over the form with its error. With E2E_SHOTS_DIR
 * set, each state is saved as a screenshot.
 */
const LOCALES = { en, 'pt-BR': ptBR, es } as const

/** A toast saying `text` (the toast host is the one live region: its toasts carry no role). */
const toastOf = (page: Page, text: string) => page.locator('[data-toast]').filter({ hasText: text })

test.use({ viewport: { width: 360, height: 740 } })

for (const [locale, strings] of Object.entries(LOCALES)) {
  test(`[${locale}] a toast never covers the Log in button at 360 px`, async ({ page }) => {
    await page.context().addCookies([{ name: 'locale', value: locale, url: `http://localhost:${E2E_PORT}` }])
    let answered = () => {}
    const loginAnswered = new Promise<void>((resolve) => {
      answered = resolve
    })
    await page.route('**/sw.js', async (route) => {
      await loginAnswered
      await route.continue()
    })

    await page.goto('/auth/login?type=account')
    const submit = page.getByRole('button', { name: strings.auth.login.submit, exact: true })
    await page.getByRole('textbox', { name: strings.auth.fields.account }).fill('nobody_here_1')
    await page.getByLabel(strings.auth.fields.password, { exact: true }).fill('wrong password 1')
    await submit.click()
    await expect(page.getByRole('alert')).toBeVisible()
    answered()

    const toast = toastOf(page, strings.pwa.offlineReady)
    await expect(toast).toBeVisible({ timeout: 30_000 })
    // Measured in one go, while the toast is up (it leaves after a few seconds).
    const seen = await submit.evaluate((button) => {
      const box = button.getBoundingClientRect()
      const toasts = [...document.querySelectorAll('[data-toast]')]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0)
      const meets = (r: DOMRect) =>
        r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return {
        toasts: toasts.length,
        covered: toasts.filter(meets).length,
        onTop: hit !== null && button.contains(hit),
        inView: box.top >= 0 && box.bottom <= window.innerHeight,
      }
    })
    expect(seen.toasts, 'a toast is on screen').toBeGreaterThan(0)
    expect(seen.inView, 'the Log in button is on screen').toBe(true)
    expect(seen.covered, 'toasts over the Log in button').toBe(0)
    expect(seen.onTop, 'the Log in button is what its centre hits').toBe(true)
    await submit.click({ trial: true })

    const dir = process.env.E2E_SHOTS_DIR
    if (dir) {
      mkdirSync(dir, { recursive: true })
      await page.screenshot({ path: `${dir}/login-toast-${locale}-360.png` })
    }
  })
}

/**
 * A toast over something the player taps lets the tap through: only its close button takes taps. On the
 * game page the phone's toasts sit over the game's own header, and the offline-ready toast once swallowed
 * a tap on the game's Rules button (CI, roulette.spec, 2026-11-28).
 */
test('a toast lets taps through to what lies under it, all but its close button', async ({ page }) => {
  await page.goto('/')
  const toast = toastOf(page, en.pwa.offlineReady)
  await expect(toast).toBeVisible({ timeout: 30_000 })
  const hits = await toast.evaluate((el) => {
    const text = el.querySelector('span')?.getBoundingClientRect()
    const close = el.querySelector('button')
    const box = close?.getBoundingClientRect()
    if (!text || !close || !box) return null
    const underText = document.elementFromPoint(text.left + text.width / 2, text.top + text.height / 2)
    const onClose = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return {
      textTakesTap: underText !== null && el.contains(underText),
      closeTakesTap: close.contains(onClose),
    }
  })
  expect(hits).toEqual({ textTakesTap: false, closeTakesTap: true })
})
