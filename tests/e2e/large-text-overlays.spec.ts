import { type Browser, expect, type Page, test } from '@playwright/test'
import es from '../../locales/es.json' with { type: 'json' }
import ptBR from '../../locales/pt-BR.json' with { type: 'json' }
import {
  atEveryWidth,
  brokenWords,
  cutText,
  DIALOG,
  HEIGHT,
  largeTextDialogProblems,
  openDialog,
  overflowReport,
  setLocale,
  WIDTHS,
} from './support/overflow.ts'
import { fetchAppConfig, registerByAccount, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * WCAG 1.4.4 and 1.4.10 for what opens over a page, which the route sweeps (no-overflow.spec.ts) never
 * open: with the phone's text at 200 %, at 320 and 360 px, in the two longest locales, every start popup
 * (popup notice, the home guide's three steps, Download, first deposit), the auth modals (login, register,
 * reset password), the jackpot's nested Rank and Rules popups, a reward list (a sign-in claimed), a
 * question (deleting a mail with its gift unclaimed) and the game screen's bar fit the screen: no panel past
 * an edge or scrolling sideways, no control, heading or badge sticking out of its box, no word broken where
 * it has room, no heading or button cut. The game's page inside the frame: large-text-games.spec.ts.
 */

const STRINGS = { es, 'pt-BR': ptBR } as const
const LOCALES = ['es', 'pt-BR'] as const

/** The root font size at 200 % only: unlike TEXT_200, every start popup stays due. */
const FONT_200 = () => {
  document.addEventListener('DOMContentLoaded', () => {
    document.documentElement.style.fontSize = '200%'
  })
}

/** A context of its own, so the start popups come as on a first visit; the home guide unless `guideSeen`. */
async function freshContext(browser: Browser, locale: string, { guideSeen = false } = {}) {
  const context = await browser.newContext({
    viewport: { width: WIDTHS[0], height: HEIGHT },
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  })
  await context.addInitScript(FONT_200)
  if (guideSeen) await context.addInitScript(() => localStorage.setItem('ll.homeGuide', '1'))
  await setLocale(context, locale)
  return context
}

/** Adds what does not fit in the open dialog named `name` (else the top one) to `problems`. */
async function checkDialog(page: Page, problems: string[], name?: string): Promise<void> {
  problems.push(...(await largeTextDialogProblems(page, name)))
}

async function rootFontIs200(page: Page) {
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px')
}

for (const locale of LOCALES) {
  const t = STRINGS[locale]

  test(`[visitor ${locale} 200 %] the popup notice, the home guide and the auth modals fit 320 and 360 px`, async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const context = await freshContext(browser, locale)
    const page = await context.newPage()
    const problems: string[] = []
    await page.goto('/')
    await rootFontIs200(page)

    // The seeded popup notice, named by its own title (the server's text).
    await expect(openDialog(page)).toBeVisible({ timeout: 15_000 })
    await checkDialog(page, problems)
    await page.keyboard.press('Escape')

    const guide = t.startPopups.guide
    for (const step of ['lobby', 'wallet', 'member'] as const) {
      await expect(page.getByRole('heading', { name: guide[step].title })).toBeVisible()
      await checkDialog(page, problems, guide.title)
      const next = step === 'member' ? guide.done : guide.next
      await page.getByRole('button', { name: next, exact: true }).click()
    }
    await expect(page.locator('html[data-start-popups="idle"]')).toBeAttached()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // The auth modals, as a visitor meets them on the follow page.
    await page.goto('/activity/follow')
    await page.getByRole('button', { name: t.follow.logInToClaim }).first().click()
    await checkDialog(page, problems, t.auth.titles.login)
    await page.getByRole('button', { name: t.auth.login.toRegister }).click()
    await checkDialog(page, problems, t.auth.titles.register)
    await page.getByRole('button', { name: t.auth.register.toLogin }).click()
    await page
      .getByRole('dialog', { name: t.auth.titles.login })
      .getByRole('button', { name: t.auth.login.forgot })
      .click()
    await checkDialog(page, problems, t.auth.titles.forget)

    await context.close()
    expect(problems, problems.join('\n')).toEqual([])
  })

  test(`[player ${locale} 200 %] Download, the notice, first deposit, the jackpot's popups, a reward list, a question and the game's bar fit 320 and 360 px`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const context = await freshContext(browser, 'en', { guideSeen: true })
    const page = await context.newPage()
    const problems: string[] = []
    await registerByAccount(page, uniqueAccount('pop'), TEST_PASSWORD)
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 })
    // The same popups again in the player's language: a new session's queue.
    await setLocale(context, locale)
    await page.evaluate(() => sessionStorage.removeItem('ll.startPopups'))
    await page.reload()
    await rootFontIs200(page)

    await checkDialog(page, problems, t.install.title)
    await page.keyboard.press('Escape')
    await expect(openDialog(page)).not.toHaveAccessibleName(t.install.title)
    await checkDialog(page, problems)
    await page.keyboard.press('Escape')
    await checkDialog(page, problems, t.firstDeposit.title)
    await page.keyboard.press('Escape')
    await expect(page.locator('html[data-start-popups="idle"]')).toBeAttached()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // The jackpot: its modal, then the Rank and Rules popups opened over it.
    const bubble = page.locator('[data-jackpot-bubble]')
    await expect(bubble).toBeVisible({ timeout: 15_000 })
    await bubble.click()
    const jackpot = page.getByRole('dialog', { name: t.jackpot.title })
    await expect(jackpot.locator('[data-cell]')).toHaveCount(10)
    await checkDialog(page, problems, t.jackpot.title)
    await jackpot.getByRole('button', { name: t.jackpot.menu.rank, exact: true }).click()
    await checkDialog(page, problems, t.jackpot.menu.rank)
    await page.keyboard.press('Escape')
    await jackpot.getByRole('button', { name: t.jackpot.menu.rules, exact: true }).click()
    await expect(page.locator(DIALOG)).toHaveCount(2)
    await checkDialog(page, problems)
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(page.locator(DIALOG)).toHaveCount(0)

    // A reward list: the daily sign-in's first day, claimed.
    await page.goto('/activity/sign-in')
    await page.getByRole('button', { name: t.signIn.claim.replace('{{day}}', '1') }).click()
    await checkDialog(page, problems, t.rewards.title)
    await page.keyboard.press('Escape')

    // A question (ui/dialog.tsx): deleting the site's welcome mail before its gift is claimed.
    await page.goto('/email')
    await page
      .locator('main a[href^="/email/detail"]')
      .filter({ hasText: t.mail.template.siteWelcome.title })
      .click()
    await page.getByRole('button', { name: t.mail.delete }).click()
    await checkDialog(page, problems, t.mail.deleteTitle)
    await page.keyboard.press('Escape')

    // The game screen's bar: the whole name and the demo badge, neither cut nor broken inside a word.
    const game = (await fetchAppConfig(request)).appGameList.find((g) => g.status === 1)
    await page.goto(`/game/start?gameId=${game?.id}&tryIt=1`)
    await expect(page.getByTestId('game-frame')).toBeVisible()
    await expect(page.getByText(t.games.start.demo)).toBeVisible()
    await atEveryWidth(page, async (width) => {
      const at = `${width}px game bar`
      const report = await page.evaluate(overflowReport)
      if (report) problems.push(`${at}: ${report}`)
      const broken = await page.evaluate(brokenWords, 'h1, h1 + span, button')
      if (broken.length) problems.push(`${at}: broken inside a word: ${broken.join('; ')}`)
      const cut = await page.evaluate(cutText, 'h1, h1 + span')
      if (cut.length) problems.push(`${at}: cut: ${cut.join('; ')}`)
    })

    await context.close()
    expect(problems, problems.join('\n')).toEqual([])
  })
}
