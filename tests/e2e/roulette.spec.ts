import { GAME_TEXTS } from '../../server/provider/i18n.ts'
import {
  appMoney,
  expectBalanceOfRecords,
  expectLobbyBalance,
  expectSessionShown,
  gameFrame,
  newPlayerWithDeposit,
  openFairnessBeforeStake,
  openFromLobby,
  ownBetRecords,
  playCall,
  rotateAndVerify,
} from './play-support.ts'
import { expect, test } from './support/start-popups.ts'
import { fetchAppConfig, shootWidths } from './support.ts'

/**
 * Issue 22 "Done when", European roulette end to end: a new player deposits, opens a roulette table from
 * the lobby, reads the rules, paytable and RTP and the seed hash before any stake, places three bets (two
 * with the keyboard, one the zero's split 0-1) and spins one real-money round; the balance is the deposit
 * minus the bets plus the wins of the bet records, and the bets page names the game. Then the seeds are
 * rotated and the round is verified in the Fairness panel, in the browser.
 */
const DEPOSIT = 50
const ROULETTE_GAMES = [3001, 3002, 3003, 3004, 3005]
const g = GAME_TEXTS.en
const SHOT = { width: 360, height: 740 }

test('deposit, one roulette round from the lobby, then verify it in the Fairness panel', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const config = await fetchAppConfig(request)
  const tables = config.appGameList.filter((x) => x.status === 1 && ROULETTE_GAMES.includes(x.id))
  expect(tables.map((x) => x.name)).toContain('Velvet Roulette')

  const deposited = await newPlayerWithDeposit(page, 'rlt', DEPOSIT)
  const tableIds = tables.map((x) => x.id)
  const gameId = await openFromLobby(page, tableIds)
  const gameName = tables.find((x) => x.id === gameId)?.name ?? ''
  expect(gameName).toMatch(/Roulette|Single Zero/)

  const game = gameFrame(page)
  const spin = game.getByTestId('spin-button')
  await expect(game.getByTestId('bet-kind')).toBeEnabled({ timeout: 15_000 })
  await expect(spin).toBeDisabled()
  await expectSessionShown(game, deposited)

  // Rules, paytable and RTP before any stake.
  await game.getByRole('button', { name: g.rules }).click()
  const rules = game.getByRole('dialog', { name: g.rules })
  await expect(rules.getByTestId('rtp')).toHaveText('Return to player (RTP): 97.30%')
  await expect(rules.getByText(g.rouletteRtp)).toBeVisible()
  await expect(rules.getByTestId('roulette-paytable')).toContainText('35 to 1')
  await expect(rules.getByTestId('roulette-paytable')).toContainText('17 to 1')
  await expect(rules.getByTestId('roulette-paytable')).toContainText(g.rouletteZeroTrio)
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'roulette', SHOT, 'rules')
  await rules.getByRole('button', { name: g.close }).click()

  // The seed hash is shown before any stake.
  const { fair, hash } = await openFairnessBeforeStake(game)
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
  // The zero's split 0-1 (17:1) with the same R$5 chip, also by keyboard: the bet type, then the roving
  // numbers from 17 up five rows and left to 1; the trio 0-2-3 (11:1) is named on 2 under its own type.
  const kinds = game.getByTestId('bet-kind')
  await kinds.focus()
  await kinds.selectOption('zeroTrio')
  await expect(game.locator('[data-n="2"]')).toHaveAccessibleName('Trio 0, 2, 3, pays 11 to 1')
  await expect(game.locator('[data-n="3"]')).toHaveAccessibleName('3: this bet type does not start here')
  await kinds.selectOption('zeroSplit')
  await game.locator('[data-n="17"]').focus()
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowLeft')
  await expect(game.getByRole('button', { name: 'Split 0, 1, pays 17 to 1' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(game.locator('[data-n="1"]')).toHaveAccessibleName('Split 0, 1, pays 17 to 1. Your bet: R$5')
  await expect(game.locator('[data-n="0"]')).toHaveClass(/covered/)
  await expect(spin).toHaveText(`Spin ${appMoney(1100, 'amount')}`)
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'roulette', SHOT, 'bets')

  const reply = page.waitForResponse(playCall('roulette/spin'))
  await spin.focus()
  await page.keyboard.press('Enter')
  const round = await (await reply).json()
  expect(round.stake).toBe(1100)
  // R$5 on 0-1 returns 5 x 18 = R$90 (stake included) when the ball lands on 0 or 1, else nothing.
  const zeroSplit = round.outcome.bets.find((b: { on: unknown }) => String(b.on) === '0,1')
  expect(zeroSplit).toMatchObject({ on: [0, 1], amount: 500 })
  expect(zeroSplit.win).toBe([0, 1].includes(round.outcome.pocket) ? 9000 : 0)
  await expect(game.locator('p.message')).toHaveText(
    new RegExp(`^The ball landed on ${round.outcome.pocket} (red|black|green) · `),
    { timeout: 15_000 },
  )
  await expect(game.getByTestId('roulette-result')).toHaveText(String(round.outcome.pocket))
  await expect(spin).toBeEnabled()
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'roulette', SHOT, 'result')

  const bets = await ownBetRecords(page)
  expect(bets).toHaveLength(1)
  expect(bets[0]).toMatchObject({ gameId, betAmount: 1100, winAmount: round.win })
  const expected = await expectBalanceOfRecords(game, deposited, bets)

  // Rotate the seeds: the old server seed is revealed and the round verifies in the browser.
  await rotateAndVerify(game, hash, 'my-roulette-seed', (past) =>
    expect(past).toContainText(`${round.outcome.pocket} `),
  )
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'roulette', SHOT, 'fairness-after')
  await fair.getByRole('button', { name: g.close }).click()

  // The bets page names the game; the lobby's balance is the records'.
  await page.goto('/member/report')
  await expect(page.locator('main').getByText(gameName, { exact: true })).toBeVisible({ timeout: 15_000 })
  await page.goto('/')
  await expectLobbyBalance(page, expected)
})
