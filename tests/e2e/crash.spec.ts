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
import { fetchAppConfig, shootWidths } from './support.ts'

/**
 * Issue 22 "Done when", crash end to end: a new player deposits, opens a crash game from the lobby, reads
 * the rules, RTP and the seed hash before any stake, plays one real-money round with the keyboard (cashed
 * out while the curve climbs, or crashed first), and the balance is the deposit minus the bets plus the
 * wins of the bet records, whose page names the game. Then the seeds are rotated and the round is verified
 * in the Fairness panel, in the browser.
 */
const DEPOSIT = 50

/**
 * For a race of expectations: `value` once `check` passes; never settles when it fails. The loser of a race
 * keeps running, and a loser that failed after the race was decided failed the whole test (a round cashed out
 * whose 'Crashed at' never came, 15 s later, while the test went on to the Fairness panel).
 */
const onceTrue = <T>(check: Promise<void>, value: T): Promise<T> =>
  check.then(
    () => value,
    () => new Promise<T>(() => {}),
  )
const CRASH_GAME_TYPE = 2
const g = GAME_TEXTS.en

test('deposit, one crash round from the lobby, then verify it in the Fairness panel', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const config = await fetchAppConfig(request)
  const crashGames = config.appGameList.filter((x) => x.status === 1 && x.gameType === CRASH_GAME_TYPE)
  expect(crashGames.length).toBeGreaterThan(0)
  const crashIds = crashGames.map((x) => x.id)

  const deposited = await newPlayerWithDeposit(page, 'crs', DEPOSIT)
  const gameId = await openFromLobby(page, crashIds)
  const gameName = crashGames.find((x) => x.id === gameId)?.name ?? '-'

  const game = gameFrame(page)
  const action = game.getByTestId('crash-action')
  await expect(action).toHaveText(g.startRound, { timeout: 15_000 })
  await expectSessionShown(game, deposited)
  await expect(game.getByTestId('crash-multiplier')).toHaveText('×1.00')

  // Rules, paytable and RTP before any stake.
  await game.getByRole('button', { name: g.rules }).click()
  const rules = game.getByRole('dialog', { name: g.rules })
  await expect(rules.getByTestId('rtp')).toHaveText('Return to player (RTP): 97.00%')
  await expect(rules.getByText(g.crashRtp)).toBeVisible()
  // Cash out at x2.00: reached with a chance of floor(97 x 2^32 / 200) / 2^32 = 48.4999...%.
  await expect(rules.getByRole('row', { name: /^×2\.00 48\.50% ×2\.00$/ })).toBeVisible()
  await rules.getByRole('button', { name: g.close }).click()

  // The seed hash is shown before any stake.
  const { fair, hash } = await openFairnessBeforeStake(game)
  await expect(fair.getByText(g.noRounds)).toBeVisible()
  await fair.getByRole('button', { name: g.close }).click()
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'crash', { width: 360, height: 740 }, 'start')

  // One round with the keyboard: Bet, then Cash out once the curve shows x1.01 or more.
  const started = page.waitForResponse(playCall('crash/start'))
  await action.focus()
  await page.keyboard.press('Enter')
  const start = await (await started).json()
  expect(start).toMatchObject({ state: 'open', target: null })
  // A crash point of x1.00 to x1.05 (about 1 round in 13) ends the round before a press can cash out.
  const crashed = game.getByText(/^Crashed at ×\d+\.\d\d\. The round is over\.$/)
  const flying = await Promise.race([
    onceTrue(expect(action).toHaveText(/^Cash out R\$/), true),
    onceTrue(expect(crashed).toBeVisible({ timeout: 15_000 }), false),
  ])
  let state = 'lost'
  if (flying) {
    await shootWidths(page, process.env.E2E_SHOTS_DIR, 'crash', { width: 360, height: 740 }, 'flying')
    await expect(action).toBeFocused()
    const cashedOut = page.waitForResponse(playCall('crash/cashout'))
    if (/^Cash out/.test((await action.textContent()) ?? '')) await page.keyboard.press('Enter')
    // The cash-out answers the round: won, or lost when the curve had passed the crash point already.
    state = await Promise.race([
      cashedOut.then(async (r) => (await r.json()).state as string),
      onceTrue(expect(crashed).toBeVisible({ timeout: 15_000 }), 'lost'),
    ])
  }
  if (state === 'won') {
    await expect(game.locator('p.message')).toHaveText(/^Cashed out at ×\d+\.\d\d: R\$/)
  } else {
    expect(state).toBe('lost')
    await expect(crashed).toBeVisible()
  }
  await expect(action).toHaveText(g.startRound)
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'crash', { width: 360, height: 740 }, 'ended')

  const bets = await ownBetRecords(page)
  expect(bets).toHaveLength(1)
  expect(bets[0]?.gameId).toBe(gameId)
  const expected = await expectBalanceOfRecords(game, deposited, bets)

  // Rotate the seeds: the old server seed is revealed and the crash point verifies in the browser.
  const panel = await rotateAndVerify(game, hash, 'my-crash-seed')
  await expect(panel.getByTestId('fair-round')).toContainText(/Crash point ×\d+\.\d\d/)
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'crash', { width: 360, height: 740 }, 'fairness-after')
  await panel.getByRole('button', { name: g.close }).click()

  // The bet records page names the game; the lobby's balance is the records'.
  await page.goto('/member/report')
  await expect(page.getByText(gameName, { exact: true }).first()).toBeVisible()
  await page.goto('/')
  await expectLobbyBalance(page, expected)
})
