import { execFileSync } from 'node:child_process'
import { expect, type Page, request as playwrightRequest, test } from '@playwright/test'
import sharp from 'sharp'
import en from '../../locales/en.json' with { type: 'json' }
import es from '../../locales/es.json' with { type: 'json' }
import ptBR from '../../locales/pt-BR.json' with { type: 'json' }
import { E2E_PORT } from './env.ts'
import { createTestDatabase, startServer, type TestDatabase, type TestServer } from './server.ts'
import { TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * Feedback tickets (issue 20): a ticket with two pictures, the staff reply written with the operator's
 * command (server/cli/feedback-reply.ts), the red dot on the member page and in the list until the player
 * opens the conversation; and a ticket written offline, sent once when the network returns.
 *
 * Its own server, so the command can write to its database: on PostgreSQL beside the running server; on
 * the embedded PGlite (one process's files) with the server stopped, as the command's help says.
 * Optional screenshots with E2E_SHOTS_DIR: the form with two pictures, the list and the conversation at
 * 360 and 1280 in en, pt-BR and es.
 */
const PORT = E2E_PORT + 11
const BASE = `http://localhost:${PORT}`
const SHOTS = process.env.E2E_SHOTS_DIR
const STRINGS = { en, 'pt-BR': ptBR, es } as const
const DIST = process.env.E2E_DIST_DIR ?? './dist'

let database: TestDatabase
let server: TestServer

const start = () => startServer({ port: PORT, distDir: DIST, database })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  database = await createTestDatabase()
  server = await start()
})
test.afterAll(async () => {
  await server?.stop()
  await database?.drop()
})

/** The operator's reply command, as an operator would run it. */
async function staffReply(ticket: number, text: string) {
  const pglite = !database.env.DATABASE_URL
  if (pglite) await server.stop()
  const env: NodeJS.ProcessEnv = { ...process.env, ...database.env, NODE_ENV: 'test' }
  if (pglite) delete env.DATABASE_URL
  try {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'server/cli/feedback-reply.ts', '--ticket', String(ticket), '--text', text],
      { env, encoding: 'utf8' },
    )
    expect(out).toContain(`ticket #${ticket}: reply`)
  } finally {
    if (pglite) server = await start()
  }
}

const png = (r: number) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r, g: 80, b: 200 } } })
    .png()
    .toBuffer()

async function logIn(page: Page, account: string) {
  await page.goto(`${BASE}/auth/login?type=account&redirect=%2Ffeedback`)
  await page.getByRole('textbox', { name: 'Account' }).fill(account)
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: en.feedback.title })).toBeVisible()
}

async function shootAll(page: Page, path: string, name: string, ready: () => Promise<void>) {
  if (!SHOTS) return
  for (const locale of Object.keys(STRINGS)) {
    await page.context().addCookies([{ name: 'locale', value: locale, url: BASE }])
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      await page.goto(`${BASE}${path}`)
      await page.locator('main h1').first().waitFor()
      await ready()
      await page.screenshot({ path: `${SHOTS}/feedback-${name}-${locale}-${width}.png`, fullPage: true })
    }
  }
  await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE }])
  await page.setViewportSize({ width: 360, height: 740 })
}

async function pickTwo(page: Page) {
  await page.getByLabel(en.feedback.category).selectOption('deposit')
  await page.getByLabel(en.feedback.text).fill('My deposit of R$50 has not arrived yet.')
  await page.locator('input[type=file]').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: await png(30) },
    { name: 'two.png', mimeType: 'image/png', buffer: await png(220) },
  ])
  await expect(page.getByRole('img', { name: /^Picture [12]$/ })).toHaveCount(2)
}

test('a ticket with two pictures, the staff reply, its red dot and the conversation', async ({ page }) => {
  test.setTimeout(240_000)
  const account = uniqueAccount('fb')
  const api = await playwrightRequest.newContext({ baseURL: BASE })
  expect(
    (await api.post('/app/v1/accountRegist', { data: { account, password: TEST_PASSWORD } })).status(),
  ).toBe(200)
  await logIn(page, account)

  // The right-hand link goes to the records.
  await expect(page.getByRole('link', { name: en.feedback.recordLink })).toHaveAttribute(
    'href',
    '/feedback/record',
  )
  // Sent empty from the keyboard: each field says what it misses (its description, with the message's
  // counter), and focus goes to the first one.
  await page.getByRole('button', { name: en.feedback.submit, exact: true }).focus()
  await page.keyboard.press('Enter')
  const topic = page.getByLabel(en.feedback.category)
  const message = page.getByLabel(en.feedback.text)
  await expect(topic).toBeFocused()
  await expect(topic).toHaveAttribute('aria-invalid', 'true')
  await expect(topic).toHaveAccessibleDescription(en.feedback.needCategory)
  await expect(message).toHaveAttribute('aria-invalid', 'true')
  await expect(message).toHaveAccessibleDescription(`${en.feedback.needText} 0 / 2000`)
  await pickTwo(page)
  await expect(topic).not.toHaveAttribute('aria-invalid', 'true')
  await expect(message).toHaveAccessibleDescription('39 / 2000')
  await expect(page.getByText('Pictures (2 of 3)')).toBeVisible()
  await page.getByRole('button', { name: en.feedback.submit, exact: true }).click()

  await expect(page).toHaveURL(/\/feedback\/record\/\d+$/)
  const ticket = Number(page.url().split('/').pop())
  const mine = page.getByRole('list', { name: en.feedback.conversation }).getByRole('listitem')
  await expect(mine).toHaveCount(1)
  await expect(mine.first()).toContainText('My deposit of R$50 has not arrived yet.')
  // Both pictures load through the authorised route (decoded, so real images).
  const pictures = mine.first().getByRole('img')
  await expect(pictures).toHaveCount(2)
  await expect
    .poll(() => pictures.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth)))
    .toEqual([320, 320])

  await staffReply(ticket, 'We found your deposit and credited it. Sorry for the wait!')

  // The red dot: on the member page's Feedback entry and on the ticket in the list.
  await page.goto(`${BASE}/member`)
  const entry = page
    .getByRole('navigation', { name: en.member.menu })
    .getByRole('link', { name: /^Feedback/ })
  await expect(entry.locator('[data-red-dot]')).toHaveCount(1)
  await entry.click()
  await page.getByRole('link', { name: en.feedback.recordLink }).click()
  const row = page.getByRole('link', { name: /My deposit of R\$50/ })
  await expect(row).toContainText(en.feedback.status.answered)
  await expect(row.locator('[data-red-dot]')).toHaveCount(1)
  await row.click()

  const messages = page.getByRole('list', { name: en.feedback.conversation }).getByRole('listitem')
  await expect(messages).toHaveCount(2)
  await expect(messages.nth(1)).toContainText(en.feedback.author.staff)
  await expect(messages.nth(1)).toContainText('We found your deposit and credited it.')

  // A follow-up from the player.
  await page.getByLabel(en.feedback.replyLabel).fill('Thank you!')
  await page.getByRole('button', { name: en.feedback.replySend }).click()
  await expect(messages).toHaveCount(3)

  // Opened: the dot is gone.
  await page.goto(`${BASE}/member`)
  await expect(entry).toBeVisible()
  await expect(entry.locator('[data-red-dot]')).toHaveCount(0)

  await shootAll(page, `/feedback/record/${ticket}`, 'conversation', async () => {
    await expect
      .poll(() =>
        page
          .getByRole('img')
          .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true)
  })
  await shootAll(page, '/feedback/record', 'list', async () => {
    await expect(page.getByRole('link', { name: /My deposit/ })).toBeVisible()
  })
  if (SHOTS) {
    for (const locale of Object.keys(STRINGS)) {
      await page.context().addCookies([{ name: 'locale', value: locale, url: BASE }])
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
        await page.goto(`${BASE}/feedback`)
        await page.locator('main h1').first().waitFor()
        await page.locator('main select').selectOption('deposit')
        await page.locator('main textarea').fill('My deposit of R$50 has not arrived yet.')
        await page.locator('input[type=file]').setInputFiles([
          { name: 'one.png', mimeType: 'image/png', buffer: await png(30) },
          { name: 'two.png', mimeType: 'image/png', buffer: await png(220) },
        ])
        await expect(page.locator('form img')).toHaveCount(2)
        await page.screenshot({ path: `${SHOTS}/feedback-form-${locale}-${width}.png`, fullPage: true })
      }
    }
    await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE }])
  }
  await api.dispose()
})

test('a ticket written offline waits, then is sent exactly once when the network returns', async ({
  page,
  context,
}) => {
  const account = uniqueAccount('fbo')
  const api = await playwrightRequest.newContext({ baseURL: BASE })
  const reg = await api.post('/app/v1/accountRegist', { data: { account, password: TEST_PASSWORD } })
  const token = ((await reg.json()) as { data: { token: string } }).data.token
  await logIn(page, account)
  // Both pages' code is loaded while online.
  await page.getByRole('link', { name: en.feedback.recordLink }).click()
  await expect(page.getByText(en.feedback.emptyTitle)).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: en.feedback.title })).toBeVisible()

  await context.setOffline(true)
  await pickTwo(page)
  await page.getByRole('button', { name: en.feedback.submit, exact: true }).click()
  await expect(page).toHaveURL(/\/feedback\/record$/)
  const waiting = page.getByRole('list', { name: en.feedback.pendingTitle })
  await expect(waiting).toContainText(en.feedback.waiting)

  await context.setOffline(false)
  await expect(waiting).toHaveCount(0)
  await expect(page.getByRole('link', { name: /My deposit of R\$50/ })).toBeVisible()
  // Exactly one ticket reached the server, with both pictures, and a reload sends nothing more.
  await page.reload()
  await expect(page.getByRole('link', { name: /My deposit of R\$50/ })).toBeVisible()
  const list = await api.post('/app/v1/getFeedbackList', {
    data: {},
    headers: { authorization: `Bearer ${token}` },
  })
  const tickets = ((await list.json()) as { data: { total: number; list: Array<{ id: number }> } }).data
  expect(tickets.total).toBe(1)
  const detail = await api.post('/app/v1/getFeedbackDetail', {
    data: { id: tickets.list[0]?.id },
    headers: { authorization: `Bearer ${token}` },
  })
  const conversation = ((await detail.json()) as { data: { conversation: Array<{ images: string[] }> } }).data
    .conversation
  expect(conversation.map((m) => m.images.length)).toEqual([2])
  await api.dispose()
})

test('a ticket the server did not answer, while the browser says online, is sent again on a timer', async ({
  page,
}) => {
  const account = uniqueAccount('fbu')
  const api = await playwrightRequest.newContext({ baseURL: BASE })
  expect(
    (await api.post('/app/v1/accountRegist', { data: { account, password: TEST_PASSWORD } })).status(),
  ).toBe(200)
  await logIn(page, account)
  // The server out of reach (a captive portal, a restart): the connection drops, navigator.onLine stays
  // true, so no `online` event will ever come.
  let refused = 0
  await page.route('**/app/v1/addFeedback', (route) => {
    refused++
    return route.abort('connectionrefused')
  })
  await pickTwo(page)
  await page.getByRole('button', { name: en.feedback.submit, exact: true }).click()
  await expect(page.getByText(en.feedback.queuedUnreachable)).toBeVisible()
  await expect(page).toHaveURL(/\/feedback\/record$/)
  await expect(page.getByRole('list', { name: en.feedback.pendingTitle })).toContainText(en.feedback.waiting)
  expect(refused).toBeGreaterThanOrEqual(1)

  await page.unroute('**/app/v1/addFeedback')
  // The first retry comes 5 s after the failure.
  await expect(page.getByRole('list', { name: en.feedback.pendingTitle })).toHaveCount(0, { timeout: 15_000 })
  await expect(page.getByRole('link', { name: /My deposit of R\$50/ })).toBeVisible()
  await api.dispose()
})
