import type { Page } from '@playwright/test'
import { E2E_PORT } from './env.ts'
import { launchHideableBrowser } from './hidden-browser.ts'
import { expect, test } from './support/start-popups.ts'

/**
 * The telemetry queue end to end: the real app API (the `window.luckyLobbyTelemetry` diagnostics handle),
 * the real worker and IndexedDB queue, the real server. There is no read endpoint for stored events, so
 * the test asks the server itself: it replays every event it saw on the wire, and the server's
 * exactly-once reply (`accepted` new, `duplicates` already held) tells what it holds.
 */
const EVENT_LOG = '/app/v1/anonymous/appEventLogClient'

interface WireEvent {
  id: string
  target: string
}
type WireBody = Record<string, unknown> & { events: WireEvent[] }

async function produce(page: Page, targets: string[]): Promise<void> {
  await page.waitForFunction(() => window.luckyLobbyTelemetry !== undefined)
  await page.evaluate(async (list) => {
    for (const target of list) await window.luckyLobbyTelemetry?.track('click_room', target)
  }, targets)
}

/** Events still waiting in the page's IndexedDB queue (the worker deletes them once the server accepted). */
function queued(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('ll-events')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const count = open.result.transaction('events').objectStore('events').count()
          count.onsuccess = () => resolve(count.result)
          count.onerror = () => reject(count.error)
        }
      }),
  )
}

test('55 events, 10 of them produced offline and carried over a reload, reach the server exactly once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const run = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
  const targets = Array.from({ length: 55 }, (_, i) => `${run}-${i}`)

  // Every event of this run seen on the wire (the context sees the page's and its worker's requests),
  // and the ids whose delivery a 200 reply confirmed.
  const sent = new Map<string, WireEvent>()
  const confirmed = new Set<string>()
  // The body fields (appId, channel...) of a real request, for the replay below.
  const wire: { template?: WireBody } = {}
  const ours = (body: WireBody) => body.events.filter((e) => e.target.startsWith(run))
  context.on('request', (req) => {
    if (!req.url().endsWith(EVENT_LOG)) return
    const body = req.postDataJSON() as WireBody
    wire.template ??= body
    for (const e of ours(body)) sent.set(e.id, e)
  })
  context.on('response', async (res) => {
    if (!res.url().endsWith(EVENT_LOG)) return
    const reply = (await res.json().catch(() => null)) as { code?: number } | null
    if (reply?.code === 200)
      for (const e of ours(res.request().postDataJSON() as WireBody)) confirmed.add(e.id)
  })

  await page.goto('/')
  await expect(page.locator('main h2').first()).toBeVisible()
  await produce(page, targets.slice(0, 45))
  await expect.poll(() => confirmed.size, { timeout: 15_000 }).toBe(45)

  await context.setOffline(true)
  await produce(page, targets.slice(45))
  // Offline the worker's send fails and its backoff keeps the 10 events queued in IndexedDB.
  await expect.poll(() => sent.size, { timeout: 10_000 }).toBe(55)
  expect(confirmed.size).toBe(45)
  expect(await queued(page)).toBeGreaterThanOrEqual(10)

  // Without the service worker's offline shell an offline reload shows the browser's error page; the
  // point is that the queue, in IndexedDB, outlives the page that filled it. Back online, the lobby's
  // next page starts the worker, which sends what the previous page left (a page-hide send lost
  // offline hands its events back, or they wait out their 30 s lease).
  await page.reload().catch(() => undefined)
  await context.setOffline(false)
  await page.goto('/')
  await expect(page.locator('main h2').first()).toBeVisible()
  await page.waitForFunction(() => window.luckyLobbyTelemetry !== undefined)
  await expect.poll(() => queued(page), { timeout: 60_000, intervals: [1_000] }).toBe(0)

  // One id per produced event: nothing was duplicated on the client.
  expect(new Set([...sent.values()].map((e) => e.target))).toEqual(new Set(targets))
  expect(sent.size).toBe(55)

  // The server holds all 55, each once: replaying them adds nothing.
  const events = [...sent.values()]
  let accepted = 0
  let duplicates = 0
  for (let i = 0; i < events.length; i += 20) {
    const res = await request.post(EVENT_LOG, { data: { ...wire.template, events: events.slice(i, i + 20) } })
    const reply = (await res.json()) as { code: number; data: { accepted: number; duplicates: number } }
    expect(reply.code).toBe(200)
    accepted += reply.data.accepted
    duplicates += reply.data.duplicates
  }
  expect({ accepted, duplicates }).toEqual({ accepted: 0, duplicates: 55 })
})

test('an event left by a page that closed offline goes out from the next page, though that page records none', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  const target = `left-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
  const confirmed: string[] = []
  context.on('response', async (res) => {
    if (!res.url().endsWith(EVENT_LOG)) return
    const reply = (await res.json().catch(() => null)) as { code?: number } | null
    const body = res.request().postDataJSON() as WireBody
    if (reply?.code === 200) confirmed.push(...body.events.map((e) => e.target).filter((t) => t === target))
  })

  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // One event online first: the worker's script loads with it (offline it could not, on a first visit).
  await produce(page, [`${target}-online`])
  await context.setOffline(true)
  await produce(page, [target])
  expect(await queued(page)).toBeGreaterThanOrEqual(1)
  // The page closes offline, so neither its worker nor its page-hide send gets the event out.
  await page.reload().catch(() => undefined)
  await context.setOffline(false)

  // /faq records no event of its own: only the leftover mark starts the worker that sends it.
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => confirmed, { timeout: 20_000 }).toEqual([target])
  await expect.poll(() => queued(page), { timeout: 10_000 }).toBe(0)
})

test("events queued when the tab is hidden leave from the page, with the spec's headers", async () => {
  test.setTimeout(60_000)
  const base = `http://localhost:${E2E_PORT}`
  const chromium = await launchHideableBrowser()
  try {
    const { page, context } = chromium
    // The page's own requests (its CDP target), apart from its worker's.
    const cdp = await context.newCDPSession(page)
    const fromPage: { headers: Record<string, string>; body: WireBody }[] = []
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!e.request.url.endsWith(EVENT_LOG)) return
      const headers = Object.fromEntries(
        Object.entries(e.request.headers).map(([k, v]) => [k.toLowerCase(), v]),
      )
      const body = JSON.parse(e.request.postData ?? '{}') as Partial<WireBody>
      fromPage.push({ headers, body: { ...body, events: body.events ?? [] } })
    })
    await cdp.send('Network.enable')

    await page.goto(`${base}/`)
    await expect(page.locator('main h2').first()).toBeVisible()
    const run = `hide-${Date.now().toString(36)}`
    const targets = [`${run}-a`, `${run}-b`, `${run}-c`]
    await produce(page, targets)
    // At once, before the worker's 2 s batch timer: the page drains the queue as it goes hidden.
    await chromium.hide(page)

    await expect
      .poll(() =>
        fromPage.flatMap((r) => r.body.events.map((e) => e.target)).filter((t) => t.startsWith(run)),
      )
      .toEqual(targets)
    const sent = fromPage.find((r) => r.body.events.some((e) => e.target.startsWith(run)))
    const fingerprint = await page.evaluate(() => localStorage.getItem('ll.fingerprint'))
    expect(fingerprint).toMatch(/^[0-9a-f-]{36}$/)
    expect(sent?.headers).toMatchObject({
      fingerprint,
      'accept-language': 'en',
      'content-type': 'application/json',
    })
    expect(sent?.body).toMatchObject({ appId: 'lucky-lobby', channel: 'WEB', appVersion: '1.1.1' })
    // The server took them and the page told the worker: the queue is empty without waiting for a lease.
    await expect.poll(() => queued(page), { timeout: 10_000 }).toBe(0)
  } finally {
    await chromium.close()
  }
})
