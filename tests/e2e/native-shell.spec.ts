import en from '../../locales/en.json' with { type: 'json' }
import { expect, test } from './support/start-popups.ts'
import { registerByAccount, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * Issue 3 / spec 1: with the Android shell's bridge injected (src/platform/native.ts), download points at
 * the shell's own update, the customer-service chat opens through the bridge, copying goes through the
 * bridge, and a copy the bridge refuses is reported as failed.
 */
declare global {
  interface Window {
    bridgeCalls: Array<[string, string?]>
    bridgeCopyWorks: boolean
  }
}

// page.route must see the page's API calls, so no service worker answers them first.
test.use({ serviceWorkers: 'block' })

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.bridgeCalls = []
    window.bridgeCopyWorks = true
    Object.defineProperty(window, 'LuckyLobbyNative', {
      value: {
        getShellVersion: () => '3.2.0',
        openUpdate: () => window.bridgeCalls.push(['openUpdate']),
        openChat: (url: string) => window.bridgeCalls.push(['openChat', url]),
        copyText: (text: string) => {
          window.bridgeCalls.push(['copyText', text])
          return window.bridgeCopyWorks
        },
      },
    })
  })
})

const calls = (page: import('@playwright/test').Page) => page.evaluate(() => window.bridgeCalls)

test('download offers the shell update, chat opens in the shell, diagnostics names the shell', async ({
  page,
}) => {
  await page.goto('/download')
  await expect(page.getByText(en.install.nativeHint)).toBeVisible()
  await expect(page.getByRole('link', { name: en.content.downloadButton })).toHaveCount(0)
  await page.getByRole('button', { name: en.install.updateButton }).click()
  expect(await calls(page)).toEqual([['openUpdate']])

  // The seed ships no chat (no placeholder addresses): serve the queue an operator would configure.
  const chatUrl = 'https://chat.operator.net/room'
  await page.route('**/app/v1/getCustomerServices', (route) =>
    route.fulfill({
      json: {
        code: 200,
        msg: 'ok',
        data: { appCustomerServiceQueue: [{ id: 7, itemType: 1, param1: 'Live chat', param2: chatUrl }] },
      },
    }),
  )
  await page.goto('/service')
  const pagesBefore = page.context().pages().length
  await page.getByRole('link', { name: new RegExp(en.content.chatHint) }).click()
  await expect.poll(() => calls(page)).toEqual([['openChat', chatUrl]])
  expect(page.context().pages().length).toBe(pagesBefore) // no browser tab opened

  await page.goto('/diagnostics')
  await expect(page.getByTestId('diag-mode')).toHaveText(en.diagnostics.modes.native)
  await expect(page.getByTestId('diag-shell')).toHaveText('3.2.0')
})

test('copying the user id goes through the bridge; a refused copy says so', async ({ page }) => {
  await registerByAccount(page, uniqueAccount('nat'), TEST_PASSWORD)
  await expect(page.getByRole('link', { name: /Member/ }).first()).toBeVisible()
  await page.goto('/member')
  const userId = (
    await page
      .getByText(/^ID \d+$/)
      .first()
      .textContent()
  )?.match(/\d+/)?.[0]
  expect(userId).toBeTruthy()

  await page.getByRole('button', { name: en.member.copyId }).click()
  await expect(page.getByText(en.member.copied)).toBeVisible()
  expect(await calls(page)).toEqual([['copyText', userId]])

  await page.evaluate(() => {
    window.bridgeCopyWorks = false
  })
  await page.getByRole('button', { name: en.member.copyId }).click()
  await expect(page.getByText(en.member.copyFailed)).toBeVisible()
})
