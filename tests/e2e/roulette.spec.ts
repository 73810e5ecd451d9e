import { TxKind } from '../../contract/wallet-kinds.ts'
import en from '../../locales/en.json' with { type: 'json' }
import { GAME_TEXTS } from '../../server/provider/i18n.ts'
import { appMoney, depositApproved, ownBetRecords, ownMovementsTotal } from './play-support.ts'
import { expect, test } from './support/start-popups.ts'
import { fetchAppConfig, registerByAccount, shootWidths, uniqueAccount } from './support.ts'

/**
 * Issue 22 "Done when", European roulette end to end: a new player deposits, opens a roulette table from
 * the lobby, reads the rules, paytable and RTP and the seed hash before any stake, places two bets (one
 * with the keyboard) and spins one real-money round; the balance is the deposit minus the bets plus the
 * wins of the bet records, and the bets page names the game. Then the seeds are rotated and the round is
 * verified in the Fairness panel, in the browser.
 */
const PASSWORD = 'correct horse battery'
const DEPOSIT = 50
const ROULETTE_GAMES = [3001, 3002, 3003, 3004, 3005]
const g = GAME_TEXTS.en
const SHOT = { width: 360, height: 740 }

const spun = (r: { url(): string; request(): { method(): string } }) =>
  r.url().endsWith('/provider/play/v1/roulette/spin') && r.request().method() === 'POST'

test('deposit, one roulette round from the lobby, then verify it in the Fairness panel', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const config = await fetchAppConfig(request)
  const tables = config.appGameList.filter((x) => x.status === 1 && ROULETTE_GAMES.includes(x.id))
  expect(tables.map((x) => x.name)).toContain('Velvet Roulette')

  await registerByAccount(page, uniqueAccount('rlt'), PASSWORD)
  await expect(page).toHaveURL(/\/$/)
  await depositApproved(page, DEPOSIT)
  const deposited = await ownMovementsTotal(page, [TxKind.deposit, TxKind.depositBonus])
  expect(deposited).toBeGreaterThanOrEqual(DEPOSIT * 100)

  await page.goto('/')
  const card = page
    .locator(tables.map((x) => `a[href$="/game/start?gameId=${x.id}&tryIt=0"]`).join(', '))
    .filter({ visible: true })
  await card.first().click()
  await expect(page).toHaveURL(/\/game\/start\?gameId=\d+&tryIt=0$/)
  const gameId = Number(new URL(page.url()).searchParams.get('gameId'))
  const gameName = tables.find((x) => x.id === gameId)?.name ?? ''
  expect(gameName).toMatch(/Roulette|Single Zero/)

  const game = page.frameLocator('[data-testid="game-frame"]')
  const spin = game.getByTestId('spin-button')
  await expect(game.getByTestId('bet-kind')).toBeEnabled({ timeout: 15_000 })
  await expect(spin).toBeDisabled()
  await expect(game.getByTestId('balance')).toHaveText(appMoney(deposited, 'balance'))
  await expect(game.getByText(g.net, { exact: true })).toBeVisible()
  await expect(game.getByTestId('time')).toHaveText(/^\d{2}:\d{2}:\d{2}$/)

  // Rules, paytable and RTP before any stake.
  await game.getByRole('button', { name: g.rules }).click()
  const rules = game.getByRole('dialog', { name: g.rules })
  await expect(rules.getByTestId('rtp')).toHaveText('Return to player (RTP): 97.30%')
  await expect(rules.getByText(g.rouletteRtp)).toBeVisible()
  await expect(rules.getByTestId('roulette-paytable')).toContainText('35 to 1')
  await expect(rules.getByTestId('roulette-paytable')).toContainText('17 to 1')
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'roulette', SHOT, 'rules')
  await rules.getByRole('button', { name: g.close }).click()

  // The seed hash is shown before any stake.
  await game.getByRole('button', { name: g.fairness }).click()
  const fair = game.getByRole('dialog', { name: g.fairness })
  const hash = (await fair.getByTestId('server-hash').textContent()) ?? ''
  expect(hash).toMatch(/^[0-9a-f]{64}$/)
  await expect(fair.getByTestId('next-nonce')).toHaveText('1')
  await fair.getByRole('button', { name: g.close }).click()

  // Two bets with the keyboard: red (R$1, the chip chosen at the start), then 17 straight up with R$5.
  const red = game.locator('[data-bet="red"]')
  await expect(red).toHaveAccessibleName('Red, pays 1 to 1')
  await red.focus()
  await page.keyboard.press('Enter')
  await expect(red).toHaveAccessibleName('Red, pays 1 to 1. Your bet: R$1')
  await game.getByRole('button', { name: appMoney(500, 'amount'), exact: true }).click()
  // The numbers are one tab stop (on 1); arrow keys move over the 3 x 12 grid: down 5 rows, right 1.
  const one = game.getByRole('button', { name: 'Straight up 1 red, pays 35 to 1' })
  await expect(one).toHaveAttribute('tabindex', '0')
  await one.focus()
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowRight')
  await expect(game.getByRole('button', { name: 'Straight up 17 black, pays 35 to 1' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(game.locator('[data-n="17"]')).toHaveAccessibleName(
    'Straight up 17 black, pays 35 to 1. Your bet: R$5',
  )
  await expect(spin).toHaveText(`Spin ${appMoney(600, 'amount')}`)
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'roulette', SHOT, 'bets')

  const reply = page.waitForResponse(spun)
  await spin.focus()
  await page.keyboard.press('Enter')
  const round = await (await reply).json()
  expect(round.stake).toBe(600)
  await expect(game.locator('p.message')).toHaveText(
    new RegExp(`^The ball landed on ${round.outcome.pocket} (red|black|green) · `),
    { timeout: 15_000 },
  )
  await expect(game.getByTestId('roulette-result')).toHaveText(String(round.outcome.pocket))
  await expect(spin).toBeEnabled()
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'roulette', SHOT, 'result')

  const bets = await ownBetRecords(page)
  expect(bets).toHaveLength(1)
  expect(bets[0]).toMatchObject({ gameId, betAmount: 600, winAmount: round.win })
  const totalBet = bets.reduce((sum, b) => sum + b.betAmount, 0)
  const totalWin = bets.reduce((sum, b) => sum + b.winAmount, 0)
  const expected = deposited - totalBet + totalWin
  await expect(game.getByTestId('balance')).toHaveText(appMoney(expected, 'balance'))

  // Rotate the seeds: the old server seed is revealed and the round verifies in the browser.
  await game.getByRole('button', { name: g.fairness }).click()
  const past = fair.getByTestId('fair-round')
  await expect(past).toHaveCount(1)
  await expect(past).toContainText(`${round.outcome.pocket} `)
  await expect(fair.getByText(g.sealed)).toBeVisible()
  await fair.getByLabel(g.clientSeed).fill('my-roulette-seed')
  await fair.getByRole('button', { name: g.rotate }).click()
  await expect(fair.getByTestId('server-hash')).not.toHaveText(hash)
  await expect(fair.getByTestId('next-nonce')).toHaveText('1')
  await expect(past).toContainText(hash)
  await past.getByRole('button', { name: g.verify }).click()
  await expect(past.getByText(g.verified)).toBeVisible()
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'roulette', SHOT, 'fairness-after')
  await fair.getByRole('button', { name: g.close }).click()

  // The bets page names the game; the lobby's balance is the records'.
  await page.goto('/member/report')
  await expect(page.locator('main').getByText(gameName, { exact: true })).toBeVisible({ timeout: 15_000 })
  await page.goto('/')
  const chip = page.getByRole('link', { name: `${en.nav.member}: ${en.a11y.balance}` })
  await expect(chip.locator('[data-value]')).toHaveAttribute('data-value', String(expected))
})
