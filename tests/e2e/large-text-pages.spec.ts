import { type Browser, expect, type Page, test } from '@playwright/test'
import { addBankCard, depositApproved } from './play-support.ts'
import {
  atEveryWidth,
  brokenWords,
  clippedText,
  contextFor,
  cutText,
  HEIGHT,
  LOCALES,
  overflowReport,
  setLocale,
  settle,
  TEXT_200,
  WIDTHS,
} from './support/overflow.ts'
import { registerByAccount, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * WCAG 1.4.4 and 1.4.10 with 200 % text on 320 and 360 px, beyond the lobby (no-overflow.spec.ts): a
 * player's account page, retrieve balance, invite spin, every agent tab and the agent rules, bank cards
 * (list, add, edit), jackpot and its rank, diagnostics, promotions, mail, bet report, points and safe box
 * (before and after its password) scroll nothing sideways, no heading, paragraph, label, value, cell or
 * button has its text cut (an ellipsis, or text wider or taller than its box) and no title, heading,
 * button or link breaks inside a word it has room for, in en, pt-BR and es. Each locale has a player of
 * its own with a deposit and a bank card whose holder name is long, so it has to wrap.
 */
const PAGES = [
  '/member',
  '/member/retrieve-balance',
  '/activity/invite-spin',
  '/agent',
  '/agent?tabActive=invitees',
  '/agent?tabActive=commissions',
  '/agent?tabActive=rewards',
  '/agent/rule',
  '/wallets/card/list',
  '/wallets/card/edit',
  '/wallets/card/edit?id=CARD',
  '/rank',
  '/activity/jackpot',
  '/diagnostics',
  '/bonus',
  '/email',
  '/member/report',
  '/points',
  '/activity/bank',
]

const TEXTS = 'main :is(h1, h2, p, dt, dd, th, td, label, button, a)'
/** Where a word must not break when it has room: titles, headings, buttons and links (not table cells). */
const WORDS = 'main :is(h1, h2, button, a)'

async function addCard(page: Page): Promise<string> {
  await addBankCard(page, 'Maria Aparecida dos Santos Oliveira Pereira', '12345678901234567890')
  await page.goto('/wallets/card/list')
  const href = await page.locator('main a[href*="/wallets/card/edit?id="]').first().getAttribute('href')
  return href?.split('id=')[1] ?? ''
}

async function setSafeboxPassword(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const res = await page.request.post('/app/v1/setSafeboxPassword', {
    data: { password: '135790' },
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.ok(), 'setSafeboxPassword answers').toBe(true)
}

async function check(page: Page, url: string): Promise<string[]> {
  const problems: string[] = []
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
  await page.goto(url)
  await settle(page)
  expect(new URL(page.url()).pathname, `${url} is shown, not redirected`).toBe(url.split('?')[0])
  await atEveryWidth(page, async (width) => {
    const report = await page.evaluate(overflowReport)
    if (report) problems.push(`${width}px ${url}: ${report}`)
    const cut = await page.evaluate(cutText, TEXTS)
    if (cut.length) problems.push(`${width}px ${url}: ${cut.length} texts cut: ${cut.slice(0, 3).join('; ')}`)
    const broken = await page.evaluate(brokenWords, WORDS)
    if (broken.length) problems.push(`${width}px ${url}: broken inside a word: ${broken.join('; ')}`)
  })
  return problems
}

/** A context whose pages show 200 % text, and a page in it. */
async function largeTextPage(browser: Browser) {
  const context = await contextFor(browser)
  await context.addInitScript(TEXT_200)
  return { context, page: await context.newPage() }
}

/** A new player (English) with an approved deposit of 100, signed in on `page`. */
async function newPlayerWithDeposit(page: Page, prefix: string): Promise<void> {
  await registerByAccount(page, uniqueAccount(prefix), TEST_PASSWORD)
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await depositApproved(page, 100)
}

for (const locale of LOCALES) {
  test(`[player ${locale}] 200 % text: wallet, agent, invite spin, rank, diagnostics, promotions, mail, report, points and safe box fit 320 and 360 px`, async ({
    browser,
  }) => {
    test.setTimeout(180_000)
    const { context, page } = await largeTextPage(browser)
    await newPlayerWithDeposit(page, 'big')
    const card = await addCard(page)
    await setLocale(context, locale)
    const problems: string[] = []
    for (const url of PAGES) problems.push(...(await check(page, url.replace('CARD', card))))
    await setSafeboxPassword(page)
    problems.push(...(await check(page, '/activity/bank')))
    await context.close()
    expect(problems, problems.join('\n')).toEqual([])
  })
}

/**
 * The wide layout at 200 % text: the top bar (brand, links, language, session or balance and Deposit)
 * and the lobby's first-deposit panel beside the banner keep everything on screen at 1024 and 1280 px,
 * for a visitor and for a player with a balance.
 */
test('200 % text on a desktop: the top bar and the lobby fit 1024 and 1280 px, signed out and in', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const { context, page } = await largeTextPage(browser)
  const problems: string[] = []
  const checkDesktop = async (who: string) => {
    for (const locale of LOCALES) {
      await setLocale(context, locale)
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto('/')
        await settle(page)
        const where = `${who} ${locale} ${width}px`
        const report = await page.evaluate(overflowReport)
        if (report) problems.push(`${where}: ${report}`)
        const clipped = await page.evaluate(
          clippedText,
          'header :is(a, button), main :is(h1, h2, p, a, button)',
        )
        if (clipped.length) problems.push(`${where}: ${clipped.slice(0, 3).join('; ')}`)
      }
    }
  }
  await checkDesktop('visitor')
  await setLocale(context, 'en')
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
  await newPlayerWithDeposit(page, 'wide')
  await checkDesktop('player')
  await context.close()
  expect(problems, problems.join('\n')).toEqual([])
})
