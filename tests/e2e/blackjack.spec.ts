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
 * Issue 22 "Done when", blackjack end to end: a new player deposits, opens a blackjack table from the lobby,
 * reads the rules, paytable, RTP and the seed hash before any stake, plays one real-money round to its end
 * with the keyboard (Deal, then Stand, or Hit while offered), and the balance is the deposit minus the bets
 * plus the wins of the bet records, which name the game. Then the seeds are rotated and the round is
 * verified in the Fairness panel, in the browser.
 */
const DEPOSIT = 50
const BLACKJACK_TABLES = [3006, 3007, 3008, 3009, 3010]
const g = GAME_TEXTS.en

test('deposit, one blackjack round from the lobby, then verify it in the Fairness panel', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const config = await fetchAppConfig(request)
  const tables = config.appGameList.filter((x) => x.status === 1 && BLACKJACK_TABLES.includes(x.id))
  expect(tables.length).toBeGreaterThan(0)

  const deposited = await newPlayerWithDeposit(page, 'bjk', DEPOSIT)
  const tableIds = tables.map((x) => x.id)
  const gameId = await openFromLobby(page, tableIds)
  const gameName = tables.find((x) => x.id === gameId)?.name ?? ''
  expect(gameName).toMatch(/blackjack|twenty-one/i)

  const game = gameFrame(page)
  const deal = game.getByTestId('bj-deal')
  await expect(deal).toHaveText(g.bjDeal, { timeout: 15_000 })
  await expect(game.getByRole('heading', { name: gameName })).toBeVisible()
  await expectSessionShown(game, deposited)

  // Rules, paytable and RTP before any stake.
  await game.getByRole('button', { name: g.rules }).click()
  const rules = game.getByRole('dialog', { name: g.rules })
  await expect(rules.getByTestId('rtp')).toHaveText('Return to player (RTP): 99.53%')
  await expect(rules.getByText(g.bjRules)).toBeVisible()
  await expect(rules.getByRole('table')).toContainText('3:2')
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'blackjack', { width: 1280, height: 720 }, 'rules')
  await rules.getByRole('button', { name: g.close }).click()

  // The seed hash is shown before any stake.
  const { fair, hash } = await openFairnessBeforeStake(game)
  await fair.getByRole('button', { name: g.close }).click()
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'blackjack', { width: 1280, height: 720 }, 'start')

  // One round with the keyboard: Deal, then Hit below 12, else Stand, until the round is over.
  const started = page.waitForResponse(playCall('blackjack/start'))
  await deal.focus()
  await page.keyboard.press('Enter')
  let reply = await (await started).json()
  let shotOpen = false
  while (reply.state === 'open') {
    await expect(game.getByRole('listitem', { name: g.bjHidden })).toHaveCount(1)
    if (!shotOpen) {
      await shootWidths(page, process.env.E2E_SHOTS_DIR, 'blackjack', { width: 1280, height: 720 }, 'open')
      shotOpen = true
    }
    const hand = reply.hands[reply.active]
    const key = hand.total < 12 ? 'h' : 's'
    const acted = page.waitForResponse(playCall('blackjack/act'))
    await page.keyboard.press(key)
    reply = await (await acted).json()
  }
  await expect(deal).toBeVisible()
  await expect(game.getByRole('listitem', { name: g.bjHidden })).toHaveCount(0)
  await expect(game.getByTestId('bj-hand').first()).toContainText(
    new RegExp(`${g.bjResultBlackjack}|${g.bjResultWin}|${g.bjResultPush}|${g.bjResultLose}`),
  )
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'blackjack', { width: 1280, height: 720 }, 'ended')

  const bets = await ownBetRecords(page)
  expect(bets).toHaveLength(1)
  expect(bets[0]?.gameId).toBe(gameId)
  expect(bets[0]?.gameName).toBe(gameName)
  expect(bets[0]?.betAmount).toBe(reply.staked)
  expect(bets[0]?.winAmount).toBe(reply.win)
  const expected = await expectBalanceOfRecords(game, deposited, bets)

  // Rotate the seeds: the old server seed is revealed and the round's cards verify in the browser.
  await rotateAndVerify(game, hash, 'my-e2e-seed')
  await shootWidths(
    page,
    process.env.E2E_SHOTS_DIR,
    'blackjack',
    { width: 1280, height: 720 },
    'fairness-after',
  )
  await fair.getByRole('button', { name: g.close }).click()

  // The lobby's balance is the records'.
  await page.goto('/')
  await expectLobbyBalance(page, expected)
})
