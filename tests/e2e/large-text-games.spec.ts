import { type CDPSession, expect, type Frame, type Page, test } from '@playwright/test'
import { playCall } from './play-support.ts'
import { atEveryWidth, contextFor, HEIGHT, setLocale, WIDTHS } from './support/overflow.ts'
import { fetchAppConfig, registerByAccount, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * WCAG 1.4.4 and 1.4.10 inside the game's frame: every built-in game's page (slot, crash, mines, roulette,
 * blackjack, dice), in the two longest locales, at 320 and 360 px and on a 320 x 568 phone, with the
 * phone's text at 100 % and at 200 %. No part of the page (header, stage, message, controls, HUD) runs
 * into the next, no board leaves its stage, nothing makes the page scroll sideways, and no chip, button,
 * select, HUD value or table cell is narrower than its text (the HUD's three values once ran over each
 * other at 200 %; the dice and roulette chips cut '×100,00' and '0,20 BRL' at 360 px even at 100 %; the
 * mines field ran under the message at 320 x 568 in es; blackjack's Stand and Split overflowed their
 * quarter of the row at 200 %, checked with a hand open); at 100 % the HUD is on screen before any scrolling.
 * Roulette's outside labels grow with the text and keep, with a covered cell's chips amount, to their cell.
 * No closed select cuts any of its options (a cut select reports no overflow, so each option is measured).
 *
 * The text size is the browser's default font size (CDP Page.setFontSizes), as a phone's text scaling
 * sets it before the page loads: the pages' `rem` container queries then hold from the first frame.
 */

const LOCALES = ['es', 'pt-BR'] as const
const SHORT_PHONE = { width: 320, height: 568 }
const TEXT_SIZES = [100, 200] as const

/** One game of each engine (server/provider/games.catalog.ts): by type, or the table game's id. */
const ENGINES = [
  { engine: 'slot', gameType: 1 },
  { engine: 'crash', gameType: 2 },
  { engine: 'mines', gameType: 8 },
  { engine: 'dice', gameType: 6 },
  { engine: 'roulette', id: 3001 },
  { engine: 'blackjack', id: 3006 },
] as const

/**
 * The HUD (balance, net, time) off the frame's screen before any scrolling: at 100 % text it stays at the
 * foot of a page taller than its frame (a short phone). Runs in the game's frame.
 */
function hudOffScreen(): string[] {
  const hud = document.querySelector('.hud')?.getBoundingClientRect()
  if (!hud) return ['no HUD']
  return hud.bottom > innerHeight + 0.5 ? [`the HUD ends at ${Math.round(hud.bottom)} > ${innerHeight}`] : []
}

/**
 * Parts of a built-in game's page (the children of #app: header, stage, message, controls, HUD) that run
 * into the next one, and a board that leaves its stage (unless the stage scrolls, as roulette's does),
 * with the page scrolled to its end, where the stuck HUD is back in its place. Runs in the game's frame.
 */
function gamePageOverlaps(): string[] {
  const app = document.getElementById('app')
  if (app) app.scrollTop = app.scrollHeight
  const out: string[] = []
  const name = (el: Element) => el.className || el.tagName.toLowerCase()
  const parts = [...document.querySelectorAll('#app > *')].filter(
    (el) => el.getBoundingClientRect().height > 0,
  )
  for (const [i, part] of parts.entries()) {
    const next = parts[i + 1]
    if (!next) break
    const a = part.getBoundingClientRect()
    const b = next.getBoundingClientRect()
    if (a.bottom > b.top + 0.5)
      out.push(
        `${name(part)} (bottom ${Math.round(a.bottom)}) runs into ${name(next)} (top ${Math.round(b.top)})`,
      )
  }
  const stage = document.querySelector('.stage')
  const board = stage?.firstElementChild
  if (stage && board && getComputedStyle(stage).overflowY === 'visible') {
    const s = stage.getBoundingClientRect()
    const c = board.getBoundingClientRect()
    if (c.top < s.top - 0.5 || c.bottom > s.bottom + 0.5)
      out.push(
        `the board (${Math.round(c.top)}-${Math.round(c.bottom)}) leaves its stage (${Math.round(s.top)}-${Math.round(s.bottom)})`,
      )
  }
  return out
}

/**
 * What is wider than its room in a game's page: the page itself scrolling sideways (#app scrolls), and a
 * control or HUD entry whose text is wider than its box (cut, or drawn over its neighbour). Runs in the
 * game's frame.
 */
function gamePageTooWide(): string[] {
  const out: string[] = []
  const app = document.getElementById('app')
  if (app && app.scrollWidth > app.clientWidth + 1)
    out.push(`the page scrolls sideways: ${app.scrollWidth} > ${app.clientWidth}`)
  const boxes = '.chip, .btn, .step, select, .hud-item, .rt-cell, .bj-act, .tile, .dice-info > *'
  for (const el of document.querySelectorAll<HTMLElement>(boxes)) {
    if (el.clientWidth === 0) continue
    if (el.scrollWidth > el.clientWidth + 1)
      out.push(
        `"${(el.textContent ?? '').trim().slice(0, 30)}" (${el.className}) needs ${el.scrollWidth} px, has ${el.clientWidth}`,
      )
  }
  // A closed select shows its chosen option cut ('Plen' for 'Pleno') and reports no overflow: a copy sized
  // to its content (field-sizing) says how wide each option needs it.
  for (const select of document.querySelectorAll('select')) {
    if (select.clientWidth === 0) continue
    const copy = select.cloneNode(true) as HTMLSelectElement
    Object.assign(copy.style, { fieldSizing: 'content', width: 'auto', minWidth: '0', maxWidth: 'none' })
    Object.assign(copy.style, { position: 'absolute', visibility: 'hidden' })
    select.after(copy)
    for (const [i, option] of [...copy.options].entries()) {
      copy.selectedIndex = i
      if (copy.offsetWidth > select.offsetWidth + 1)
        out.push(
          `the select shows "${option.text}" cut: needs ${copy.offsetWidth} px, has ${select.offsetWidth}`,
        )
    }
    copy.remove()
  }
  return out
}

/**
 * Roulette's outside bets: a label smaller than 0.75 of the text size (they were capped by their narrow
 * column, so 200 % text left them at their 100 % size), and a label or a covered cell's chips amount
 * outside its cell. Runs in the game's frame, with bets on the table.
 */
function rouletteOutsideProblems(): string[] {
  const out: string[] = []
  const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize)
  for (const cell of document.querySelectorAll<HTMLElement>('.rt-out')) {
    const bet = cell.dataset.bet
    const size = Number.parseFloat(getComputedStyle(cell).fontSize)
    if (size < 0.75 * rem - 0.5) out.push(`${bet}: its label is ${size} px, under 0.75 of ${rem} px`)
    const box = cell.getBoundingClientRect()
    for (const part of cell.querySelectorAll('.rt-label, .rt-stack')) {
      const r = part.getBoundingClientRect()
      if (
        r.left < box.left - 0.5 ||
        r.right > box.right + 0.5 ||
        r.top < box.top - 0.5 ||
        r.bottom > box.bottom + 0.5
      )
        out.push(`${bet}: "${part.textContent}" (${part.className}) leaves its cell`)
    }
  }
  return out
}

async function setTextSize(cdp: CDPSession, percent: number): Promise<void> {
  // Chromium's defaults are 16 and 13 px.
  const scale = percent / 100
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 * scale, fixed: 13 * scale } })
}

function gameFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().includes('/provider/games/play'))
  if (!frame) throw new Error('no game frame')
  return frame
}

for (const locale of LOCALES) {
  test(`[player ${locale}] every built-in game's page fits 320 and 360 px at 100 % and 200 % text`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000)
    const catalogue = (await fetchAppConfig(request)).appGameList.filter((g) => g.status === 1)
    const games = ENGINES.map((e) => {
      const game = catalogue.find((g) => ('id' in e ? g.id === e.id : g.gameType === e.gameType))
      if (!game) throw new Error(`no ${e.engine} game in the catalogue`)
      return { engine: e.engine, id: game.id }
    })

    const context = await contextFor(browser)
    const page = await context.newPage()
    await registerByAccount(page, uniqueAccount('lgg'), TEST_PASSWORD)
    await expect(page).toHaveURL(/\/$/)
    await setLocale(context, locale)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Page.enable')

    const problems: string[] = []
    for (const size of TEXT_SIZES) {
      await setTextSize(cdp, size)
      for (const { engine, id } of games) {
        await page.goto(`/game/start?gameId=${id}&tryIt=1`)
        const game = page.frameLocator('[data-testid="game-frame"]')
        await expect(game.locator('.stage > *').first()).toBeVisible({ timeout: 15_000 })
        const frame = gameFrame(page)
        expect(await frame.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
          `${16 * (size / 100)}px`,
        )
        await frame.evaluate(() => document.fonts.ready.then(() => undefined))
        if (engine === 'roulette') {
          // Chips on an even-money strip, a dozen and a column, so their amounts are drawn too.
          for (const bet of ['odd', 'dozen1', 'column2']) await game.locator(`[data-bet="${bet}"]`).click()
        }
        const check = async (at: string) => {
          if (size === 100) for (const p of await frame.evaluate(hudOffScreen)) problems.push(`${at}: ${p}`)
          if (engine === 'roulette')
            for (const p of await frame.evaluate(rouletteOutsideProblems)) problems.push(`${at}: ${p}`)
          for (const p of await frame.evaluate(gamePageOverlaps)) problems.push(`${at}: ${p}`)
          for (const p of await frame.evaluate(gamePageTooWide)) problems.push(`${at}: ${p}`)
        }
        await atEveryWidth(page, (width) => check(`${width}px ${size} % ${engine} (${id})`))
        // A short phone, where the stage has the least height left.
        await page.setViewportSize(SHORT_PHONE)
        await page.evaluate(() => new Promise(requestAnimationFrame))
        await check(`${SHORT_PHONE.width}x${SHORT_PHONE.height} ${size} % ${engine} (${id})`)
        if (engine === 'blackjack') {
          // Hit, Stand, Double and Split show only while a hand is open (a blackjack dealt ends it at once).
          await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
          let state = ''
          for (let deals = 0; deals < 5 && state !== 'open'; deals++) {
            const started = page.waitForResponse(playCall('blackjack/start'))
            await game.getByTestId('bj-deal').click()
            state = (await (await started).json()).state
          }
          await expect(game.getByTestId('bj-hit')).toBeVisible()
          await atEveryWidth(page, (width) => check(`${width}px ${size} % blackjack (${id}), a hand open`))
        }
      }
    }

    await context.close()
    expect(problems, problems.join('\n')).toEqual([])
  })
}
