import { TxKind } from '../../contract/wallet-kinds.ts'
import en from '../../locales/en.json' with { type: 'json' }
import { GAME_TEXTS } from '../../server/provider/i18n.ts'
import { appMoney, depositApproved, ownBetRecords, ownMovementsTotal } from './play-support.ts'
import { expect, test } from './support/start-popups.ts'
import { fetchAppConfig, registerByAccount, shootWidths, uniqueAccount } from './support.ts'

/**
 * Issue 22 "Done when", crash end to end: a new player deposits, opens a crash game from the lobby, reads
 * the rules, RTP and the seed hash before any stake, plays one real-money round with the keyboard (cashed
 * out while the curve climbs, or crashed first), and the balance is the deposit minus the bets plus the
 * wins of the bet records, whose page names the game. Then the seeds are rotated and the round is verified
 * in the Fairness panel, in the browser.
 */
const PASSWORD = 'correct horse battery'
const DEPOSIT = 50
const CRASH_GAME_TYPE = 2
const g = GAME_TEXTS.en

const played = (path: string) => (r: { url(): string; request(): { method(): string } }) =>
  r.url().endsWith(`/provider/play/v1/${path}`) && r.request().method() === 'POST'

test('deposit, one crash round from the lobby, then verify it in the Fairness panel', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const config = await fetchAppConfig(request)
  const crashGames = config.appGameList.filter((x) => x.status === 1 && x.gameType === CRASH_GAME_TYPE)
  expect(crashGames.length).toBeGreaterThan(0)
  const crashIds = crashGames.map((x) => x.id)

  await registerByAccount(page, uniqueAccount('crs'), PASSWORD)
  await expect(page).toHaveURL(/\/$/)
  await depositApproved(page, DEPOSIT)
  const deposited = await ownMovementsTotal(page, [TxKind.deposit, TxKind.depositBonus])
  expect(deposited).toBeGreaterThanOrEqual(DEPOSIT * 100)

  await page.goto('/')
  const card = page
    .locator(crashIds.map((id) => `a[href$="/game/start?gameId=${id}&tryIt=0"]`).join(', '))
    .filter({ visible: true })
  await card.first().click()
  await expect(page).toHaveURL(/\/game\/start\?gameId=\d+&tryIt=0$/)
  const gameId = Number(new URL(page.url()).searchParams.get('gameId'))
  expect(crashIds).toContain(gameId)
  const gameName = crashGames.find((x) => x.id === gameId)?.name ?? '-'

  const game = page.frameLocator('[data-testid="game-frame"]')
  const action = game.getByTestId('crash-action')
  await expect(action).toHaveText(g.startRound, { timeout: 15_000 })
  await expect(game.getByTestId('balance')).toHaveText(appMoney(deposited, 'balance'))
  await expect(game.getByText(g.net, { exact: true })).toBeVisible()
  await expect(game.getByTestId('time')).toHaveText(/^\d{2}:\d{2}:\d{2}$/)
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
  await game.getByRole('button', { name: g.fairness }).click()
  const fair = game.getByRole('dialog', { name: g.fairness })
  const hash = (await fair.getByTestId('server-hash').textContent()) ?? ''
  expect(hash).toMatch(/^[0-9a-f]{64}$/)
  await expect(fair.getByTestId('next-nonce')).toHaveText('1')
  await expect(fair.getByText(g.noRounds)).toBeVisible()
  await fair.getByRole('button', { name: g.close }).click()
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'crash', { width: 360, height: 740 }, 'start')

  // One round with the keyboard: Bet, then Cash out once the curve shows x1.01 or more.
  const started = page.waitForResponse(played('crash/start'))
  await action.focus()
  await page.keyboard.press('Enter')
  const start = await (await started).json()
  expect(start).toMatchObject({ state: 'open', target: null })
  // A crash point of x1.00 to x1.05 (about 1 round in 13) ends the round before a press can cash out.
  const crashed = game.getByText(/^Crashed at ×\d+\.\d\d\. The round is over\.$/)
  const flying = await Promise.race([
    expect(action)
      .toHaveText(/^Cash out R\$/)
      .then(() => true),
    expect(crashed)
      .toBeVisible({ timeout: 15_000 })
      .then(() => false),
  ])
  let state = 'lost'
  if (flying) {
    await shootWidths(page, process.env.E2E_SHOTS_DIR, 'crash', { width: 360, height: 740 }, 'flying')
    await expect(action).toBeFocused()
    const cashedOut = page.waitForResponse(played('crash/cashout'))
    if (/^Cash out/.test((await action.textContent()) ?? '')) await page.keyboard.press('Enter')
    // The cash-out answers the round: won, or lost when the curve had passed the crash point already.
    state = await Promise.race([
      cashedOut.then(async (r) => (await r.json()).state as string),
      expect(crashed)
        .toBeVisible({ timeout: 15_000 })
        .then(() => 'lost'),
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
  const totalBet = bets.reduce((sum, b) => sum + b.betAmount, 0)
  const totalWin = bets.reduce((sum, b) => sum + b.winAmount, 0)
  const expected = deposited - totalBet + totalWin
  await expect(game.getByTestId('balance')).toHaveText(appMoney(expected, 'balance'))

  // Rotate the seeds: the old server seed is revealed and the crash point verifies in the browser.
  await game.getByRole('button', { name: g.fairness }).click()
  await expect(fair.getByTestId('fair-round')).toHaveCount(1)
  await expect(fair.getByText(g.sealed)).toBeVisible()
  await fair.getByLabel(g.clientSeed).fill('my-crash-seed')
  await fair.getByRole('button', { name: g.rotate }).click()
  await expect(fair.getByTestId('server-hash')).not.toHaveText(hash)
  await expect(fair.getByTestId('next-nonce')).toHaveText('1')
  const round = fair.getByTestId('fair-round')
  await expect(round).toContainText(hash)
  await expect(round).toContainText(/Crash point ×\d+\.\d\d/)
  await round.getByRole('button', { name: g.verify }).click()
  await expect(round.getByText(g.verified)).toBeVisible()
  await shootWidths(page, process.env.E2E_SHOTS_DIR, 'crash', { width: 360, height: 740 }, 'fairness-after')
  await fair.getByRole('button', { name: g.close }).click()

  // The bet records page names the game; the lobby's balance is the records'.
  await page.goto('/member/report')
  await expect(page.getByText(gameName, { exact: true }).first()).toBeVisible()
  await page.goto('/')
  const chip = page.getByRole('link', { name: `${en.nav.member}: ${en.a11y.balance}` })
  await expect(chip.locator('[data-value]')).toHaveAttribute('data-value', String(expected))
})
