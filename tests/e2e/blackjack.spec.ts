import { TxKind } from '../../contract/wallet-kinds.ts'
import en from '../../locales/en.json' with { type: 'json' }
import { GAME_TEXTS } from '../../server/provider/i18n.ts'
import { appMoney, depositApproved, ownBetRecords, ownMovementsTotal } from './play-support.ts'
import { expect, test } from './support/start-popups.ts'
import { fetchAppConfig, registerByAccount, shootWidths, uniqueAccount } from './support.ts'

/**
 * Issue 22 "Done when", blackjack end to end: a new player deposits, opens a blackjack table from the lobby,
 * reads the rules, paytable, RTP and the seed hash before any stake, plays one real-money round to its end
 * with the keyboard (Deal, then Stand, or Hit while offered), and the balance is the deposit minus the bets
 * plus the wins of the bet records, which name the game. Then the seeds are rotated and the round is
 * verified in the Fairness panel, in the browser.
 */
const PASSWORD = 'correct horse battery'
const DEPOSIT = 50
const BLACKJACK_TABLES = [3006, 3007, 3008, 3009, 3010]
const g = GAME_TEXTS.en

const played = (path: string) => (r: { url(): string; request(): { method(): string } }) =>
  r.url().endsWith(`/provider/play/v1/${path}`) && r.request().method() === 'POST'

test('deposit, one blackjack round from the lobby, then verify it in the Fairness panel', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const config = await fetchAppConfig(request)
  const tables = config.appGameList.filter((x) => x.status === 1 && BLACKJACK_TABLES.includes(x.id))
  expect(tables.length).toBeGreaterThan(0)

  await registerByAccount(page, uniqueAccount('bjk'), PASSWORD)
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
  expect(gameName).toMatch(/blackjack|twenty-one/i)

  const game = page.frameLocator('[data-testid="game-frame"]')
  const deal = game.getByTestId('bj-deal')
  await expect(deal).toHaveText(g.bjDeal, { timeout: 15_000 })
  await expect(game.getByRole('heading', { name: gameName })).toBeVisible()
  await expect(game.getByTestId('balance')).toHaveText(appMoney(deposited, 'balance'))
  await expect(game.getByText(g.net, { exact: true })).toBeVisible()
  await expect(game.getByTestId('time')).toHaveText(/^\d{2}:\d{2}:\d{2}$/)

  // Rules, paytable and RTP before any stake.
  await game.getByRole('button', { name: g.rules }).click()
  const rules = game.getByRole('dialog', { name: g.rules })
  await expect(rules.getByTestId('rtp')).toHaveText('Return to player (RTP): 99.53%')
  await expect(rules.getByText(g.bjRules)).toBeVisible()
  await expect(rules.getByRole('table')).toContainText('3:2')
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'blackjack', { width: 1280, height: 720 }, 'rules')
  await rules.getByRole('button', { name: g.close }).click()

  // The seed hash is shown before any stake.
  await game.getByRole('button', { name: g.fairness }).click()
  const fair = game.getByRole('dialog', { name: g.fairness })
  const hash = (await fair.getByTestId('server-hash').textContent()) ?? ''
  expect(hash).toMatch(/^[0-9a-f]{64}$/)
  await expect(fair.getByTestId('next-nonce')).toHaveText('1')
  await fair.getByRole('button', { name: g.close }).click()
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'blackjack', { width: 1280, height: 720 }, 'start')

  // One round with the keyboard: Deal, then Hit below 12, else Stand, until the round is over.
  const started = page.waitForResponse(played('blackjack/start'))
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
    const acted = page.waitForResponse(played('blackjack/act'))
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
  const totalBet = bets.reduce((sum, b) => sum + b.betAmount, 0)
  const totalWin = bets.reduce((sum, b) => sum + b.winAmount, 0)
  const expected = deposited - totalBet + totalWin
  await expect(game.getByTestId('balance')).toHaveText(appMoney(expected, 'balance'))

  // Rotate the seeds: the old server seed is revealed and the round's cards verify in the browser.
  await game.getByRole('button', { name: g.fairness }).click()
  await expect(fair.getByTestId('fair-round')).toHaveCount(1)
  await expect(fair.getByText(g.sealed)).toBeVisible()
  await fair.getByLabel(g.clientSeed).fill('my-e2e-seed')
  await fair.getByRole('button', { name: g.rotate }).click()
  await expect(fair.getByTestId('server-hash')).not.toHaveText(hash)
  await expect(fair.getByTestId('next-nonce')).toHaveText('1')
  const round = fair.getByTestId('fair-round')
  await expect(round).toContainText(hash)
  await round.getByRole('button', { name: g.verify }).click()
  await expect(round.getByText(g.verified)).toBeVisible()
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
  const chip = page.getByRole('link', { name: `${en.nav.member}: ${en.a11y.balance}` })
  await expect(chip.locator('[data-value]')).toHaveAttribute('data-value', String(expected))
})
