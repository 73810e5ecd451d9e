import type { Browser, BrowserContext, Locator, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { E2E_PORT } from '../env.ts'
import { hideStartPopups } from './start-popups.ts'

/** What the sideways-scroll and large-text specs share: the widths, the checks run in the page, a context. */
export const LOCALES = ['en', 'pt-BR', 'es'] as const
export const WIDTHS = [320, 360] as const
export const HEIGHT = 740

/** What sticks out: null when the page does not scroll sideways. Runs in the page. */
export function overflowReport(): null | string {
  const root = document.scrollingElement ?? document.documentElement
  const edge = root.clientWidth
  // The game screen is fixed to the viewport: a game frame wider than the screen scrolls nothing.
  const frame = document.querySelector('[data-testid="game-frame"]')?.getBoundingClientRect()
  if (frame && frame.right > edge + 0.5)
    return `the game frame is ${Math.round(frame.width)} px wide > ${edge}`
  if (root.scrollWidth <= edge) return null
  // Inside a scroller narrower than the screen (a row of tabs, a brand strip) nothing widens the page.
  const clipped = (el: Element) => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      if (getComputedStyle(up).overflowX !== 'visible' && up.getBoundingClientRect().right <= edge + 0.5)
        return true
    }
    return false
  }
  let worst: { el: Element; rect: DOMRect } | null = null
  for (const el of document.body.querySelectorAll('*')) {
    const rect = el.getBoundingClientRect()
    if (rect.width === 0 || rect.right <= edge + 0.5 || clipped(el)) continue
    if (!worst || rect.width > worst.rect.width) worst = { el, rect }
  }
  const name = (el: Element) => {
    const cls =
      typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : ''
    return `${el.tagName.toLowerCase()}${cls}`
  }
  const path = (el: Element) => {
    const parts: string[] = []
    for (let at: Element | null = el; at && at !== document.body && parts.length < 6; at = at.parentElement)
      parts.unshift(name(at))
    return parts.join(' > ')
  }
  const what = worst
    ? `${path(worst.el)} (left ${Math.round(worst.rect.left)}, right ${Math.round(worst.rect.right)}, ` +
      `width ${Math.round(worst.rect.width)}) "${(worst.el.textContent ?? '').trim().slice(0, 60)}"`
    : 'no single element found'
  return `scrollWidth ${root.scrollWidth} > ${edge}: ${what}`
}

/** Waits until the page shows its content, not its skeleton or a spinner. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('main h1, [data-testid="game-frame"]').first()).toBeAttached({ timeout: 15_000 })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

export async function contextFor(
  browser: Browser,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  const context = await browser.newContext({
    viewport: { width: WIDTHS[0], height: HEIGHT },
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
    storageState,
  })
  await hideStartPopups(context)
  return context
}

export async function setLocale(context: BrowserContext, locale: string): Promise<void> {
  await context.addCookies([{ name: 'locale', value: locale, url: `http://localhost:${E2E_PORT}` }])
}

/**
 * The phone's text size at 200 % (the root font size, as Android and iOS text scaling set it), for a
 * context's init script. The new player's first-deposit offer is marked shown too.
 */
export const TEXT_200 = () => {
  document.addEventListener('DOMContentLoaded', () => {
    document.documentElement.style.fontSize = '200%'
  })
  // The new player's first-deposit offer marked shown too (as the app records it), so the bubble is free.
  const shown: unknown = JSON.parse(sessionStorage.getItem('ll.startPopups') ?? '[]')
  sessionStorage.setItem(
    'll.startPopups',
    JSON.stringify([...(Array.isArray(shown) ? shown : []), 'firstDeposit']),
  )
}

/**
 * Text that is cut rather than wrapped: an ellipsis (one line, wider inside than its box) or a line clamp
 * (taller inside than its box). Visually hidden text (a 1 px box, or inside one: a table's headings
 * kept for screen readers only) is left out. Runs in the page.
 */
export function cutText(selector: string): string[] {
  const inHiddenBox = (el: Element) => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const r = up.getBoundingClientRect()
      if (getComputedStyle(up).display !== 'contents' && (r.width <= 1 || r.height <= 1)) return true
    }
    return false
  }
  return [...document.querySelectorAll(selector)]
    .filter((el) => el.clientWidth > 1 && !inHiddenBox(el))
    .filter((el) => el.scrollWidth > el.clientWidth + 0.5 || el.scrollHeight > el.clientHeight + 0.5)
    .map(
      (el) =>
        `"${(el.textContent ?? '').trim()}" is cut (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`,
    )
}

/**
 * Text that runs past the edge of a box hiding its overflow (a card with rounded corners, a header), so
 * the box cuts it even though the page does not scroll. Visually hidden and aria-hidden text is left
 * out. Runs in the page.
 */
export function clippedText(selector: string): string[] {
  const problems: string[] = []
  for (const el of document.querySelectorAll(selector)) {
    const rect = el.getBoundingClientRect()
    if (rect.width <= 1 || el.closest('[aria-hidden="true"]')) continue
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const overflow = getComputedStyle(up).overflowX
      if (overflow !== 'hidden' && overflow !== 'clip') continue
      const box = up.getBoundingClientRect()
      if (box.width > 1 && (rect.right > box.right + 0.5 || rect.left < box.left - 0.5))
        problems.push(
          `"${(el.textContent ?? '').trim().slice(0, 40)}" runs out of its box (${Math.round(rect.left)}-${Math.round(rect.right)} in ${Math.round(box.left)}-${Math.round(box.right)})`,
        )
      break
    }
  }
  return problems
}

/**
 * Words broken across two lines inside the elements matching `selector` (a title that wraps mid-word,
 * "Recupera / r saldo"), as "text: word". Only a word that would fit on a row of its own in the parent's
 * box, less the element's own padding and border, counts; a longer one has to break. A hyphenated word
 * may break after its hyphen ("safe-" / "box"). Runs in the page.
 */
export function brokenWords(selector: string): string[] {
  const broken: string[] = []
  const px = (style: CSSStyleDeclaration, ...properties: string[]) =>
    properties.reduce((sum, name) => sum + (Number.parseFloat(style.getPropertyValue(name)) || 0), 0)
  for (const el of document.querySelectorAll(selector)) {
    const box = el.parentElement ?? el
    const width =
      box.clientWidth -
      px(getComputedStyle(box), 'padding-left', 'padding-right') -
      (box === el
        ? 0
        : px(
            getComputedStyle(el),
            'padding-left',
            'padding-right',
            'border-left-width',
            'border-right-width',
          ))
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (const match of text.matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0)
        const lines = new Set(rects.map((rect) => Math.round(rect.top)))
        const wordWidth = rects.reduce((sum, rect) => sum + rect.width, 0)
        if (lines.size > 1 && wordWidth <= width) broken.push(`${text.trim()}: ${match[0]}`)
      }
    }
  }
  return broken
}

/**
 * Elements (of `selector`: buttons, links, badges) that stick out sideways past the card they sit in, the nearest
 * ancestor drawn with a border all round, by more than a pixel: a label that cannot wrap widens its button
 * beyond the card's edge without the page scrolling sideways ("Abrir Instagram" at 200 % text). One inside
 * a scroller or a clipping box on the way to its card (a row of tabs) is left out. Runs in the page.
 */
export function outOfCard(selector: string): string[] {
  const out: string[] = []
  const bordered = (style: CSSStyleDeclaration) =>
    ['top', 'right', 'bottom', 'left'].every(
      (side) =>
        Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
        style.getPropertyValue(`border-${side}-style`) !== 'none',
    )
  for (const el of document.querySelectorAll(selector)) {
    const rect = el.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) continue
    let card: Element | null = null
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up)
      if (bordered(style)) {
        card = up
        break
      }
      if (style.overflowX !== 'visible') break
    }
    if (!card) continue
    const box = card.getBoundingClientRect()
    if (rect.left < box.left - 1 || rect.right > box.right + 1) {
      const cls = typeof card.className === 'string' ? card.className.trim().split(/\s+/)[0] : ''
      out.push(
        `"${(el.textContent ?? '').trim().slice(0, 40)}" (${Math.round(rect.left)}-${Math.round(rect.right)}) ` +
          `out of ${card.tagName.toLowerCase()}.${cls} (${Math.round(box.left)}-${Math.round(box.right)})`,
      )
    }
  }
  return out
}

/**
 * Open dialogs (of `selector`) that do not fit the screen: a panel reaching past either edge, or one
 * whose content is wider than it (the panel scrolls, so nothing widens the page). Runs in the page.
 */
export function dialogReport(selector: string): string[] {
  const edge = document.documentElement.clientWidth
  const out: string[] = []
  for (const panel of document.querySelectorAll(selector)) {
    const box = panel.getBoundingClientRect()
    const name = panel.getAttribute('aria-label') ?? panel.querySelector('h2, h3')?.textContent ?? ''
    if (box.left < -0.5 || box.right > edge + 0.5)
      out.push(
        `dialog "${name}" (${Math.round(box.left)}-${Math.round(box.right)}) is past the screen's edge`,
      )
    if (panel.scrollWidth > panel.clientWidth + 0.5)
      out.push(`dialog "${name}" scrolls sideways (${panel.scrollWidth} > ${panel.clientWidth})`)
  }
  return out
}

/** Runs `check` at 320 and 360 px (after a frame), then leaves the page at 320 px. */
export async function atEveryWidth(page: Page, check: (width: number) => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT })
    await page.evaluate(() => new Promise(requestAnimationFrame))
    await check(width)
  }
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
}

/** An open dialog or alert dialog. */
export const DIALOG = ':is([role="dialog"], [role="alertdialog"])'

/** The open dialog named `name`, else the top one (nested dialogs). */
export function openDialog(page: Page, name?: string): Locator {
  if (name) return page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name })).first()
  return page.locator(DIALOG).last()
}

/**
 * What does not fit in an open dialog (see openDialog) with the phone's text at 200 %, at 320 and 360 px:
 * the page or a panel scrolling sideways or past an edge, a control, heading or badge out of its box, a
 * word broken where it has room, a heading or button cut. Sets the root font size for the check (a spec
 * can reach the dialog at any text size) and puts it and the viewport back after.
 */
export async function largeTextDialogProblems(page: Page, name?: string): Promise<string[]> {
  const dialog = openDialog(page, name)
  await expect(dialog).toBeVisible()
  // A body that loads after its panel: wait for its heading.
  const heading = dialog.locator('h2, h3').first()
  await expect(heading).toBeVisible()
  const label = name ?? (await heading.textContent())?.trim()
  const viewport = page.viewportSize()
  const fontSize = await page.evaluate(() => {
    const before = document.documentElement.style.fontSize
    document.documentElement.style.fontSize = '200%'
    return before
  })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  const problems: string[] = []
  const words = `${DIALOG} :is(h2, h3, button, a)`
  await atEveryWidth(page, async (width) => {
    const at = `${width}px "${label}"`
    const report = await page.evaluate(overflowReport)
    if (report) problems.push(`${at}: ${report}`)
    for (const p of await page.evaluate(dialogReport, DIALOG)) problems.push(`${at}: ${p}`)
    const out = await page.evaluate(outOfCard, `${DIALOG} :is(button, a, h2, h3, span, input)`)
    for (const p of out) problems.push(`${at}: out of its box: ${p}`)
    const broken = await page.evaluate(brokenWords, words)
    if (broken.length) problems.push(`${at}: broken inside a word: ${broken.join('; ')}`)
    const cut = await page.evaluate(cutText, words)
    if (cut.length) problems.push(`${at}: cut: ${cut.join('; ')}`)
  })
  await page.evaluate((before) => {
    document.documentElement.style.fontSize = before
  }, fontSize)
  if (viewport) await page.setViewportSize(viewport)
  return problems
}
