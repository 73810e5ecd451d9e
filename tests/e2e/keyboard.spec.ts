import type { Frame, Locator, Page } from '@playwright/test'
import en from '../../locales/en.json' with { type: 'json' }
import { expect, test } from './support/start-popups.ts'
import { TEST_PASSWORD, uniqueAccount } from './support.ts'

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
      const close = page.getByRole('button', { name: en.games.start.close })
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
