import { GAME_TEXTS } from '../../server/provider/i18n.ts'
import {
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
import { fetchAppConfig, registerByAccount, shootWidths, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * Issue 22 "Done when", mines end to end: a new player deposits, opens a mines game from the lobby, reads
 * the rules, RTP and the seed hash before any stake, plays one real-money round with the keyboard (a gem
 * cashed out, or a mine), and the balance is the deposit minus the bets plus the wins of the bet records.
 * Then the seeds are rotated and the round is verified in the Fairness panel, in the browser.
 */
const DEPOSIT = 50
const MINES_GAME_TYPE = 8
const g = GAME_TEXTS.en

test('deposit, one mines round from the lobby, then verify it in the Fairness panel', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const config = await fetchAppConfig(request)
  const minesIds = config.appGameList
    .filter((x) => x.status === 1 && x.gameType === MINES_GAME_TYPE)
    .map((x) => x.id)
  expect(minesIds.length).toBeGreaterThan(0)

  const deposited = await newPlayerWithDeposit(page, 'mns', DEPOSIT)
  const gameId = await openFromLobby(page, minesIds)

  const game = gameFrame(page)
  const action = game.getByTestId('mines-action')
  await expect(action).toHaveText(g.startRound, { timeout: 15_000 })
  await expectSessionShown(game, deposited)
  await expect(game.getByTestId('mines-info')).toHaveText(/×\d/)

  // Rules, paytable and RTP before any stake.
  await game.getByRole('button', { name: g.rules }).click()
  const rules = game.getByRole('dialog', { name: g.rules })
  await expect(rules.getByTestId('rtp')).toHaveText('Return to player (RTP): 97.00%')
  await expect(rules.getByText(g.minesRtp)).toBeVisible()
  // 3 mines, 1 gem: 0.97 x 25/22 = 1.10.
  await expect(rules.getByRole('table')).toContainText('×1.10')
  await rules.getByRole('button', { name: g.close }).click()

  // The seed hash is shown before any stake.
  const { fair, hash } = await openFairnessBeforeStake(game)
  await expect(fair.getByText(g.noRounds)).toBeVisible()
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'mines', { width: 1280, height: 720 }, 'fairness-before')
  await fair.getByRole('button', { name: g.close }).click()

  // One round with the keyboard: Bet, then the first tile; a gem is cashed out, a mine ends the round.
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'mines', { width: 1280, height: 720 }, 'start')
  const started = page.waitForResponse(playCall('mines/start'))
  await action.focus()
  await page.keyboard.press('Enter')
  expect((await started).status()).toBe(200)
  const firstTile = game.getByRole('button', { name: 'Tile 1', exact: true })
  await expect(firstTile).toBeFocused()
  const picked = page.waitForResponse(playCall('mines/pick'))
  await page.keyboard.press('Enter')
  const pick = await (await picked).json()
  if (pick.state === 'open') {
    await expect(game.getByRole('button', { name: 'Tile 1: gem' })).toBeVisible()
    await shootWidths(page, process.env.E2E_SHOTS_DIR, 'mines', { width: 1280, height: 720 }, 'open')
    const out = page.waitForResponse(playCall('mines/cashout'))
    await action.click()
    expect((await out).status()).toBe(200)
    await expect(game.locator('p.message')).toHaveText(/^Cashed out R\$/)
  } else {
    expect(pick.state).toBe('lost')
    await expect(game.locator('p.message')).toHaveText(g.hitMine)
  }
  await expect(action).toHaveText(g.startRound)
  // Every mine is shown once the round is over.
  await expect(game.getByRole('button', { name: /^Tile \d+: mine$/ })).toHaveCount(3)
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'mines', { width: 1280, height: 720 }, 'ended')

  const bets = await ownBetRecords(page)
  expect(bets).toHaveLength(1)
  expect(bets[0]?.gameId).toBe(gameId)
  const expected = await expectBalanceOfRecords(game, deposited, bets)

  // Rotate the seeds: the old server seed is revealed and the round verifies in the browser.
  await rotateAndVerify(game, hash, 'my-e2e-seed')
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'mines', { width: 1280, height: 720 }, 'fairness-after')
  await fair.getByRole('button', { name: g.close }).click()

  // The lobby's balance is the records'.
  await page.goto('/')
  await expectLobbyBalance(page, expected)
})

test('a dice round (demo) verifies in its Fairness panel after the seeds are rotated', async ({
  page,
  request,
}) => {
  const config = await fetchAppConfig(request)
  const dice = config.appGameList.find((x) => x.status === 1 && x.gameType === 6)
  expect(dice, 'a dice game (every seeded one has demo play)').toBeTruthy()
  await registerByAccount(page, uniqueAccount('fdc'), TEST_PASSWORD)
  await expect(page).toHaveURL(/\/$/)
  await page.goto(`/game/start?gameId=${dice?.id}&tryIt=1`)
  const game = gameFrame(page)
  const roll = game.getByTestId('roll-button')
  await expect(roll).toBeEnabled({ timeout: 15_000 })
  const rolled = page.waitForResponse(playCall('play'))
  await roll.click()
  const outcome = (await (await rolled).json()).outcome
  await expect(roll).toBeEnabled({ timeout: 15_000 })

  await game.getByRole('button', { name: g.fairness }).click()
  const fair = game.getByRole('dialog', { name: g.fairness })
  const round = fair.getByTestId('fair-round')
  await expect(round).toHaveCount(1)
  // The roll as the panel writes it (two decimals), before and after rotation.
  await expect(round).toContainText((outcome.roll / 100).toFixed(2))
  await fair.getByRole('button', { name: g.rotate }).click()
  await expect(round.getByRole('button', { name: g.verify })).toBeVisible()
  await round.getByRole('button', { name: g.verify }).click()
  await expect(round.getByText(g.verified)).toBeVisible()
})
