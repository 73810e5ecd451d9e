import en from '../../locales/en.json' with { type: 'json' }
import { GAME_TEXTS } from '../../server/provider/i18n.ts'
import {
  appMoney,
  expectBalanceOfRecords,
  expectLobbyBalance,
  gameFrame,
  newPlayerWithDeposit,
  openFromLobby,
  ownBetRecords,
  playCall,
} from './play-support.ts'
import { expect, test } from './support/start-popups.ts'
import { fetchAppConfig } from './support.ts'

/**
 * Issue 5 "Done when", real play end to end: a new player deposits through the sandbox payment page,
 * opens a slot from the lobby, reads the rules before any stake, spins several rounds on the seamless
 * wallet, closes the game with the app's close button, and the lobby's balance is the deposit minus the
 * bets plus the wins of the player's own bet records.
 */
const ROUNDS = 5
const DEPOSIT = 50
const SLOT_GAME_TYPE = 1
const g = GAME_TEXTS.en

/** A game text with {{placeholders}} as a regular expression source (any text in their place). */
const template = (text: string) =>
  text
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+')

test('deposit, play a slot from the lobby for several rounds, close it: the balance follows the bet records', async ({
  page,
  request,
}) => {
  // Spins wait on the game's own 2.5 s cycle.
  test.setTimeout(120_000)
  const config = await fetchAppConfig(request)
  const slotIds = config.appGameList
    .filter((x) => x.status === 1 && x.gameType === SLOT_GAME_TYPE)
    .map((x) => x.id)
  expect(slotIds.length).toBeGreaterThan(0)

  const deposited = await newPlayerWithDeposit(page, 'ply', DEPOSIT)
  // The lobby: a slot's card.
  const gameId = await openFromLobby(page, slotIds)

  // The game frame loads the provider's page: balance, session net and time played at all times.
  await expect(page.getByTestId('game-frame')).toBeVisible({ timeout: 15_000 })
  const game = gameFrame(page)
  const spin = game.getByTestId('spin')
  await expect(spin).toBeEnabled({ timeout: 15_000 })
  await expect(game.getByTestId('reels')).toBeVisible()
  await expect(game.getByText(g.balance, { exact: true })).toBeVisible()
  await expect(game.getByText(g.net, { exact: true })).toBeVisible()
  await expect(game.getByText(g.time, { exact: true })).toBeVisible()
  // Money as the app shows it (issue 17): the balance floored, the net exact, both with the currency.
  await expect(game.getByTestId('balance')).toHaveText(appMoney(deposited, 'balance'))
  await expect(game.getByTestId('net')).toHaveText('R$0')
  await expect(game.getByTestId('stake')).toHaveText(/^R\$\d+(\.\d\d)?$/)
  const time = game.getByTestId('time')
  await expect(time).toHaveText(/^\d{2}:\d{2}:\d{2}$/)
  const firstTime = await time.textContent()
  await expect(time).not.toHaveText(firstTime ?? '', { timeout: 5_000 })

  // The rules, paytable and RTP open before any stake.
  await game.getByRole('button', { name: g.rules }).click()
  const rules = game.getByRole('dialog', { name: g.rules })
  await expect(rules).toBeVisible()
  await expect(rules.getByTestId('rtp')).toHaveText(/\d+\.\d{2}%/)
  await expect(rules.getByRole('table')).toBeVisible()
  await expect(rules.getByRole('columnheader', { name: g.symbol })).toBeVisible()
  expect(await ownBetRecords(page)).toHaveLength(0)
  await rules.getByRole('button', { name: g.close }).click()
  await expect(rules).toBeHidden()

  // Several rounds, each started only when the previous one has finished (the button is enabled again).
  const message = game.locator('p[role="status"]')
  const outcome = new RegExp(`^(${[g.noWin, g.returned, g.youWin].map(template).join('|')})$`)
  for (let round = 1; round <= ROUNDS; round++) {
    await expect(spin).toBeEnabled({ timeout: 15_000 })
    const played = page.waitForResponse(playCall('play'))
    await spin.click()
    expect((await played).status(), `round ${round} is accepted`).toBe(200)
    await expect(spin).toBeEnabled({ timeout: 15_000 })
    // Each round ends with a plain outcome: no win, a return, or a win.
    await expect(message).toHaveText(outcome)
  }

  // The records: one bet per round, and the game's HUD agrees with them.
  const bets = await ownBetRecords(page)
  expect(bets).toHaveLength(ROUNDS)
  for (const b of bets) expect(b.gameId).toBe(gameId)
  const expected = await expectBalanceOfRecords(game, deposited, bets)
  const net = expected - deposited
  await expect(game.getByTestId('net')).toHaveText(`${net > 0 ? '+' : ''}${appMoney(net, 'amount')}`)

  // The app's close button ends the session and goes back to the lobby, whose balance is the records'.
  await page.getByRole('main').getByRole('button', { name: en.games.start.close }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId('game-frame')).toHaveCount(0)
  const shown = await expectLobbyBalance(page, expected)
  await expect(shown).toHaveText(appMoney(expected, 'balance'))
})
