import type { Frame, Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import en from '../../locales/en.json' with { type: 'json' }
import { expect, markFirstDepositOfferSeen, test } from './support/start-popups.ts'
import { registerByAccount, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * Issue 16, point 3 and DESIGN 7 ("every interactive element is reachable by keyboard"): a new player
 * registers, deposits through the sandbox payment page, opens a game and closes it with the keyboard
 * alone: Tab, Shift+Tab, Enter, Space, Escape and the arrow keys a radio group takes. No clicks, no
 * focus() calls: page.goto only for the first page.
 *
 * Every stop Tab makes is checked for a visible focus indicator: the focused element, or one of its two
 * nearest ancestors (a field's frame, a radio's label card), must change its outline, box-shadow,
 * border colour or background when it gets focus. Before each key the styles of every focusable element
 * are noted; after it, the newly focused element's are compared with its own note, so a static shadow
 * (a primary button's glow) does not count as a focus ring.
 */
const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'

interface Stop {
  what: string
  /** Whether a focus style shows; null when focus is on <body> or inside a frame this document can't see. */
  indicator: boolean | null
}

/** Notes the focus-relevant styles of every focusable element (and its two parents) in `frame`. */
async function noteStyles(frame: Frame): Promise<void> {
  await frame.evaluate((selector) => {
    const look = (el: Element) => {
      const out: string[] = []
      for (let n: Element | null = el, i = 0; n && i < 3; n = n.parentElement, i++) {
        const s = getComputedStyle(n)
        out.push(
          [
            s.outlineStyle,
            s.outlineWidth,
            s.outlineColor,
            s.boxShadow,
            s.borderColor,
            s.backgroundColor,
          ].join('|'),
        )
      }
      return out
    }
    const notes = new WeakMap<Element, string[]>()
    for (const el of document.querySelectorAll(selector)) notes.set(el, look(el))
    Object.assign(window, { __focusNotes: notes, __focusLook: look, __focusBefore: document.activeElement })
  }, FOCUSABLE)
}

/** What has focus in `frame` now, and whether it shows a focus style its note (unfocused) lacked. */
async function focusStop(frame: Frame): Promise<Stop> {
  // Two frames: a focus style with a (reduced-motion, 0.01 ms) transition has settled.
  await frame.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  )
  return frame.evaluate(() => {
    const w = window as unknown as {
      __focusNotes?: WeakMap<Element, string[]>
      __focusLook?: (el: Element) => string[]
      __focusBefore?: Element | null
    }
    const el = document.activeElement
    if (!el || el === document.body || el.tagName === 'IFRAME')
      return { what: el?.tagName ?? 'none', indicator: null }
    const label = el.getAttribute('aria-label') ?? el.textContent ?? ''
    const what = `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${label.trim().slice(0, 40)}"`
    // Focus did not move (Enter on a link that stays, an arrow key): checked when it arrived.
    if (el === w.__focusBefore) return { what, indicator: null }
    // <main> takes focus after a page change only to start the next Tab there; it is not a control.
    if (el.tagName === 'MAIN') return { what, indicator: null }
    const before = w.__focusNotes?.get(el)
    const now = w.__focusLook?.(el) ?? []
    if (before) return { what, indicator: now.some((v, i) => v !== before[i]) }
    // Rendered since the note: a ring drawn by outline or box-shadow on it or its parents.
    const shows = [el, el.parentElement, el.parentElement?.parentElement].some((n) => {
      if (!n) return false
      const s = getComputedStyle(n)
      return (s.outlineStyle !== 'none' && s.outlineWidth !== '0px') || s.boxShadow !== 'none'
    })
    return { what, indicator: shows }
  })
}

/** A walk through the app with the keyboard; remembers every stop that showed no focus indicator. */
class Walk {
  readonly missing: string[] = []
  constructor(private readonly page: Page) {}

  /** The frame focus is in: the page's, or the game frame's once focus has entered it. */
  private async focusedFrame(): Promise<Frame> {
    const inFrame = await this.page.evaluate(() => document.activeElement?.tagName === 'IFRAME')
    const child = this.page.frames().find((f) => f.parentFrame() === this.page.mainFrame())
    return inFrame && child ? child : this.page.mainFrame()
  }

  async press(key: string): Promise<Stop> {
    for (const f of this.page.frames()) await noteStyles(f).catch(() => undefined)
    await this.page.keyboard.press(key)
    let stop: Stop
    try {
      stop = await focusStop(await this.focusedFrame())
    } catch (error) {
      // The key submitted a form or followed a link out of the app: a new document, no stop to check.
      if (!/context was destroyed|navigat/i.test(String(error))) throw error
      stop = { what: `(a new page after ${key})`, indicator: null }
    }
    if (stop.indicator === false) this.missing.push(`${stop.what} (after ${key} on ${this.page.url()})`)
    return stop
  }

  /** Presses Tab (or Shift+Tab) until `target` has focus; fails with the stops it went through. */
  async tabTo(target: Locator, opts: { back?: boolean; max?: number } = {}): Promise<void> {
    const visited: string[] = []
    for (let i = 0; i < (opts.max ?? 60); i++) {
      const stop = await this.press(opts.back ? 'Shift+Tab' : 'Tab')
      visited.push(stop.what)
      if (await isFocused(target)) return
    }
    throw new Error(`Tab never reached ${target}; it went through:\n  ${visited.join('\n  ')}`)
  }
}

/** Whether `target` has focus now (false when it is not on the page; never waits for it). */
const isFocused = (target: Locator) =>
  target.evaluateAll((els) => els.some((el) => el === el.ownerDocument.activeElement)).catch(() => false)

/** Whether focus is inside the element `selector` matches. */
const activeInside = (page: Page, selector: string) =>
  page.evaluate((sel) => document.activeElement?.closest(sel) !== null, selector)

/**
 * After a page change that removed the focused control (src/ui/route-focus.ts), focus is on <main>, so
 * the next Tab is the new page's first control, not the top of the document.
 */
const expectFocusOnMain = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toBe('main')

/** After Enter on `control`: focus stayed on it (it is still there, e.g. in the top nav), or is on <main>. */
const expectFocusKeptOrOnMain = (page: Page, control: Locator) =>
  expect
    .poll(
      async () =>
        (await isFocused(control)) || (await page.evaluate(() => document.activeElement?.id)) === 'main',
    )
    .toBe(true)

const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } }

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(size, () => {
    test.use({ viewport })

    test('register, deposit, open a game and close it with the keyboard alone; every stop shows focus', async ({
      page,
    }) => {
      test.setTimeout(120_000)
      const walk = new Walk(page)
      const account = uniqueAccount('kbd')

      // The lobby: the header's Sign up.
      await page.goto('/')
      await expect(page.locator('#root main [elementtiming="game-card"]').first()).toBeVisible()
      const skip = page.getByRole('link', { name: en.common.skipToContent })
      await walk.tabTo(skip, { max: 1 })
      await walk.tabTo(page.getByRole('link', { name: en.common.register }))
      await walk.press('Enter')
      await expect(page).toHaveURL(/\/auth\/register/)
      await expectFocusOnMain(page)

      // Register: type into each field as Tab reaches it.
      const accountField = page.getByRole('textbox', { name: en.auth.fields.account })
      await walk.tabTo(accountField)
      await page.keyboard.type(account)
      await walk.tabTo(page.getByLabel(en.auth.fields.password, { exact: true }))
      await page.keyboard.type(TEST_PASSWORD)
      await walk.tabTo(page.getByLabel(en.auth.fields.confirm))
      await page.keyboard.type(TEST_PASSWORD)
      await walk.tabTo(page.getByRole('button', { name: en.auth.register.submit }))
      await walk.press('Enter')
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('link', { name: new RegExp(en.a11y.balance) })).toBeVisible()
      // A new player is offered the first-deposit bonus once per session: the dialog takes focus, Escape closes it.
      const offer = page.getByRole('dialog', { name: en.firstDeposit.title })
      await expect(offer).toBeVisible()
      await expect.poll(() => activeInside(page, '[role="dialog"]')).toBe(true)
      await walk.press('Escape')
      await expect(offer).toBeHidden()
      await expectFocusOnMain(page)

      // To the wallet: the balance chip opens /member, whose menu has Deposit.
      const chip = page.getByRole('link', { name: new RegExp(en.a11y.balance) })
      // From <main>, back up into the top nav on a desktop; on a phone the chip is in the lobby's header.
      await walk.tabTo(chip, { back: size === 'desktop' })
      await walk.press('Enter')
      await expect(page).toHaveURL(/\/member$/)
      // On a phone the chip is in the lobby's own header and goes with it; on a desktop it stays in the top nav.
      await expectFocusKeptOrOnMain(page, chip)
      const depositLink = page
        .getByRole('navigation', { name: en.member.menu })
        .getByRole('link', { name: en.member.links.deposit })
      await walk.tabTo(depositLink)
      await walk.press('Enter')
      await expect(page).toHaveURL(/\/wallets\?name=deposit/)
      await expectFocusOnMain(page)

      // Deposit: the amount is a radio group (arrow keys move the choice), then the submit button.
      const amounts = page.getByRole('group', { name: en.deposit.amount }).getByRole('radio')
      await walk.tabTo(amounts.first())
      await walk.press('ArrowRight')
      await expect(amounts.nth(1)).toBeChecked()
      await walk.tabTo(page.getByRole('button', { name: en.deposit.submit, exact: true }))
      await walk.press('Enter')

      // The sandbox payment page (the provider's, outside the app): Approve with the keyboard.
      await page.waitForURL(/\/sandbox-pay\//)
      await walk.tabTo(page.getByRole('button', { name: 'Approve' }))
      await walk.press('Enter')
      await page.waitForURL(/\/wallets\?.*order=/)
      await expect(page.getByText(en.deposit.order.paid)).toBeVisible({ timeout: 15_000 })

      // Home through the main navigation (the tab bar on a phone, the top nav on a desktop), then a game.
      const home = page
        .getByRole('navigation', { name: en.nav.main })
        .getByRole('link', { name: en.nav.home })
      await walk.tabTo(home, { back: size === 'desktop', max: 80 })
      await walk.press('Enter')
      await expect(page).toHaveURL(/\/$/)
      // The navigation stays, and so does focus on its link.
      expect(await isFocused(home)).toBe(true)
      const card = page.locator('main a[href*="/game/start?gameId="]').first()
      await expect(card).toBeVisible()
      await walk.tabTo(card, { max: 80 })
      await walk.press('Enter')
      await expect(page).toHaveURL(/\/game\/start\?gameId=\d+&tryIt=0$/)
      await expectFocusOnMain(page)

      // The game: focus can enter its frame and reach the spin button, then come back out to Close.
      const close = page.getByRole('main').getByRole('button', { name: en.games.start.close })
      await expect(page.getByTestId('game-frame')).toBeVisible({ timeout: 15_000 })
      const spin = page.frameLocator('[data-testid="game-frame"]').getByTestId('spin')
      await expect(spin).toBeEnabled({ timeout: 15_000 })
      await walk.tabTo(close)
      await walk.tabTo(spin)
      await walk.tabTo(close, { back: true })
      await walk.press('Enter')
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByTestId('game-frame')).toHaveCount(0)
      await expectFocusOnMain(page)
      // The lobby's first control is one Tab away.
      await walk.press('Tab')
      expect(await activeInside(page, 'main')).toBe(true)

      expect(walk.missing, `no visible focus indicator on:\n${walk.missing.join('\n')}`).toEqual([])
    })
  })
}

test('a dialog takes focus, keeps Tab inside, closes on Escape and gives focus back', async ({ page }) => {
  const walk = new Walk(page)
  await page.goto('/')
  await expect(page.locator('#root main [elementtiming="game-card"]').first()).toBeVisible()
  // The header's install button shows once the browser offers install; stand in for the browser's offer.
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true })
    Object.assign(offer, { prompt: async () => undefined, userChoice: new Promise(() => undefined) })
    window.dispatchEvent(offer)
  })
  const install = page.getByRole('button', { name: en.nav.download })
  await walk.tabTo(install)
  await walk.press('Enter')

  const dialog = page.getByRole('dialog', { name: en.install.title })
  await expect(dialog).toBeVisible()
  await expect.poll(() => activeInside(page, '[role="dialog"]')).toBe(true)
  // Round the panel both ways, more stops than it has: focus never leaves it.
  const stops = await dialog.locator(FOCUSABLE).count()
  for (let i = 0; i < stops + 2; i++) {
    await walk.press('Tab')
    expect(await activeInside(page, '[role="dialog"]'), `Tab ${i + 1} stays in the dialog`).toBe(true)
  }
  for (let i = 0; i < stops + 2; i++) {
    await walk.press('Shift+Tab')
    expect(await activeInside(page, '[role="dialog"]'), `Shift+Tab ${i + 1} stays in the dialog`).toBe(true)
  }

  await walk.press('Escape')
  await expect(dialog).toHaveCount(0)
  expect(await isFocused(install), 'focus is back on the button that opened the dialog').toBe(true)
  expect(walk.missing, `no visible focus indicator on:\n${walk.missing.join('\n')}`).toEqual([])
})

/**
 * Audit a11y.md A1-A3: with the page behind inert and the trap on the document, focus stays in the top
 * dialog wherever it starts (on the panel itself, on a control that lost its chance, in a dialog with no
 * control), and the toast host stays outside the inert page.
 */
test.describe('dialogs own focus and the page behind is inert', () => {
  test.use({ viewport: VIEWPORTS.phone })

  /** Focus is inside `dialog`. */
  const focusIn = (dialog: Locator) =>
    dialog.evaluate((el) => el.contains(document.activeElement)).catch(() => false)

  test('the first-visit notice: a click on its text, then Shift+Tab and Tab, never leave it', async ({
    browser,
  }) => {
    // A context of its own, without the popups marked shown, so the notice opens as on a first visit.
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' })
    try {
      const page = await context.newPage()
      await page.goto('/')
      // The notice comes first (its name is start-popups.spec's to check), the guide after it.
      const notice = page
        .getByRole('dialog')
        .filter({ has: page.getByRole('heading', { name: 'A bonus on your deposits' }) })
      await expect(notice).toBeVisible({ timeout: 15_000 })
      await expect(page.locator('#root')).toHaveAttribute('inert', '')
      await expect(page.locator('[data-stay-live]')).not.toHaveAttribute('inert', /.*/)
      // A click on the heading's text puts focus on the panel itself.
      await notice.getByRole('heading').click()
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog')
      await page.keyboard.press('Shift+Tab')
      expect(await focusIn(notice), 'Shift+Tab from the panel').toBe(true)
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('Tab')
        expect(await focusIn(notice), `Tab ${i + 1}`).toBe(true)
      }
      await page.keyboard.press('Escape')
      await expect(notice).toBeHidden()
      // The guide opens next; once it is closed too, the page is live again.
      const guide = page.getByRole('dialog', { name: en.startPopups.guide.title })
      await expect(guide).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(guide).toBeHidden()
      await expect(page.locator('#root')).not.toHaveAttribute('inert', /.*/)
    } finally {
      await context.close()
    }
  })

  /** A new player on the lobby with one draw chance (stubbed) and `prize` as the draw's result. */
  async function jackpotWithOneChance(page: Page, prize: Record<string, number>) {
    await markFirstDepositOfferSeen(page.context())
    await registerByAccount(page, uniqueAccount('kjp'), TEST_PASSWORD)
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
    const draws: string[] = []
    await page.route('**/app/v1/getJackpotDrawInfo', async (route) => {
      const res = await route.fetch()
      const body = (await res.json()) as { data: Record<string, unknown> }
      // One chance, spent by the first draw: the info fetched after it has none left.
      body.data = {
        ...body.data,
        canReceiveDrawChance: draws.length === 0,
        total: draws.length === 0 ? 1 : 0,
      }
      await route.fulfill({ response: res, json: body })
    })
    await page.route('**/app/v1/receiveDrawChance', (route) => {
      draws.push(route.request().url())
      return route.fulfill({ json: { code: 200, msg: 'ok', data: { drawId: 1, total: 0, ...prize } } })
    })
    await page.goto('/')
    const bubble = page.locator('[data-jackpot-bubble]')
    await expect(bubble).toBeVisible({ timeout: 15_000 })
    await bubble.focus()
    await page.keyboard.press('Enter')
    const modal = page.getByRole('dialog', { name: en.jackpot.title })
    await expect(modal).toBeVisible()
    const spin = modal.getByRole('button', { name: en.jackpot.spin })
    await expect(spin).not.toHaveAttribute('aria-disabled', 'true')
    await new Walk(page).tabTo(spin)
    await page.keyboard.press('Enter')
    return { bubble, modal, spin, draws }
  }

  test('the jackpot after the last chance: focus returns to SPIN, stays in the modal, Escape still closes it', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const { bubble, modal, spin, draws } = await jackpotWithOneChance(page, {
      type: 1,
      propId: 2002,
      count: 20,
      bonus: 20,
      id: 1,
    })
    const won = page.getByRole('alertdialog', { name: en.rewards.title })
    await expect(won).toBeVisible({ timeout: 20_000 })
    // B4: the prize is the alert's description (soft: the focus checks below run either way).
    await expect.soft(won).toHaveAccessibleDescription(/20 points/)
    await expect(page.locator('#root')).toHaveAttribute('inert', '')
    // The jackpot modal under the prize is inert too.
    expect(await modal.evaluate((el) => el.closest('[inert]') !== null)).toBe(true)
    expect(await focusIn(won)).toBe(true)
    await page.keyboard.press('Enter')
    await expect(won).toBeHidden()
    // The chance is spent: SPIN says so, but keeps focus, and a press draws nothing.
    await expect(spin).toHaveAttribute('aria-disabled', 'true')
    await expect(spin).toBeFocused()
    await page.keyboard.press('Enter')
    expect(draws).toHaveLength(1)
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      expect(await focusIn(modal), `Tab ${i + 1} stays in the modal`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    await expect(bubble).toBeFocused()
    // A refetch of the draw info may still be on its way: let it end without the closing route.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test('the jackpot wheel has nothing to focus: Tab and Shift+Tab keep focus on it', async ({ page }) => {
    test.setTimeout(90_000)
    await jackpotWithOneChance(page, { type: 2, propId: 50004, count: 10_000, bonus: 1_234, id: 4 })
    const wheel = page.getByRole('alertdialog', { name: en.jackpot.wheelTitle })
    await expect(wheel).toBeVisible({ timeout: 20_000 })
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      expect(await focusIn(wheel), `${key} stays on the wheel`).toBe(true)
    }
    // Still the wheel: the keys were checked while it was up.
    await expect(wheel).toBeVisible()
    await expect(page.getByRole('alertdialog', { name: en.rewards.title })).toBeVisible({ timeout: 20_000 })
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })
})

/** A screenshot of `target` and a margin around it, where a focus ring would show. */
async function around(page: Page, target: Locator, margin = 6): Promise<Buffer> {
  const box = await target.boundingBox()
  if (!box) throw new Error(`${target} has no box`)
  return page.screenshot({
    clip: {
      x: box.x - margin,
      y: box.y - margin,
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    },
  })
}

/**
 * Presses Tab until `target` has focus, then compares the area around `shown` focused and unfocused
 * (after a blur, which scrolls nothing, so both are at the same place on the page). Answers how many
 * pixels clearly changed (by more than 40 in a colour channel: not antialiasing at a clipped corner)
 * and the area's perimeter, both in device pixels: a ring shows along most of the perimeter.
 */
async function focusChange(page: Page, target: Locator, shown: Locator = target) {
  for (let i = 0; i < 150 && !(await isFocused(target)); i++) await page.keyboard.press('Tab')
  expect(await isFocused(target), `Tab reached ${target}`).toBe(true)
  const focused = await sharp(await around(page, shown))
    .raw()
    .toBuffer({ resolveWithObject: true })
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  const unfocused = await sharp(await around(page, shown))
    .raw()
    .toBuffer()
  const { width, height, channels } = focused.info
  let changed = 0
  for (let px = 0; px < width * height; px++) {
    const at = px * channels
    const delta = [0, 1, 2].map((c) => Math.abs((focused.data[at + c] ?? 0) - (unfocused[at + c] ?? 0)))
    if (Math.max(...delta) > 40) changed++
  }
  return { changed, perimeter: 2 * (width + height) }
}

/** Audit A4 and B2: focus shows as a change of pixels, not only of a computed style. */
test.describe('a focus ring you can see', () => {
  test.use({ reducedMotion: 'reduce' })

  test('forced colours (Windows High Contrast): Sign up, a game card and the language pill show focus', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop)
    await page.emulateMedia({ forcedColors: 'active' })
    await page.goto('/')
    await expect(page.locator('#root main [elementtiming="game-card"]').first()).toBeVisible()
    const targets = {
      'Sign up': page.getByRole('link', { name: en.common.register }),
      // The pill draws the ring for the transparent <select> over it.
      'the language pill': page
        .locator('header')
        .getByRole('combobox', { name: en.common.language })
        .locator('..'),
      'a game card': page
        .locator('main a')
        .filter({ has: page.locator('[elementtiming="game-card"]') })
        .first(),
    }
    for (const [what, shown] of Object.entries(targets)) {
      const control = what === 'the language pill' ? shown.getByRole('combobox') : shown
      const { changed, perimeter } = await focusChange(page, control, shown)
      expect(changed, `pixels ${what} changes when focused`).toBeGreaterThanOrEqual(perimeter / 2)
    }
  })

  test('a Providers logo shows its ring inside its clipped tile', async ({ page }) => {
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport)
      await page.goto('/')
      const brands = page.getByRole('region', { name: en.lobby.brands })
      const link = brands.getByRole('link').first()
      await link.scrollIntoViewIfNeeded()
      await expect(link.locator('img')).toBeVisible()
      // The tile (the list item) clips the link: the ring must show inside it.
      const { changed, perimeter } = await focusChange(page, link, link.locator('..'))
      expect(changed, `pixels a focused logo changes at ${viewport.width}`).toBeGreaterThanOrEqual(
        perimeter / 2,
      )
    }
  })
})

/**
 * Audit B1 (WCAG 2.4.11): Tab and Shift+Tab through the lobby never leave the focused control under the
 * sticky header or the fixed tab bar.
 */
for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`${size}: no focused control is under the sticky header or the tab bar`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    await page.goto('/')
    await expect(page.locator('#root main [elementtiming="game-card"]').first()).toBeVisible()
    const hidden: string[] = []
    const check = async (key: string) => {
      await page.keyboard.press(key)
      const found = await page.evaluate(() => {
        const el = document.activeElement
        if (!el || el === document.body) return null
        // What sits in a fixed or sticky bar moves with it: only the page's own content can go under one.
        for (let n: Element | null = el; n; n = n.parentElement) {
          const pos = getComputedStyle(n).position
          if (pos === 'fixed' || pos === 'sticky') return null
        }
        const bars = [...document.querySelectorAll('header, nav')].filter((b) =>
          ['fixed', 'sticky'].includes(getComputedStyle(b).position),
        )
        // The centre and four points a quarter in (clear of rounded corners): is a bar on top at any?
        const r = el.getBoundingClientRect()
        const xs = [r.left + r.width / 4, r.left + r.width / 2, r.right - r.width / 4]
        const ys = [r.top + r.height / 4, r.top + r.height / 2, r.bottom - r.height / 4]
        const points = [0, 2].flatMap((i) => [0, 2].map((j) => [xs[i], ys[j]])).concat([[xs[1], ys[1]]])
        const under = points.some(([x, y]) => {
          const top = document.elementFromPoint(x ?? 0, y ?? 0)
          return top !== null && !el.contains(top) && bars.some((b) => b.contains(top))
        })
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)
        return under ? `<${el.tagName.toLowerCase()}> "${name}"` : null
      })
      if (found) hidden.push(`${found} after ${key}`)
    }
    for (let i = 0; i < 70; i++) await check('Tab')
    for (let i = 0; i < 40; i++) await check('Shift+Tab')
    expect(hidden, `focused controls under a bar:\n${hidden.join('\n')}`).toEqual([])
  })
}
