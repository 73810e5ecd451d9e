import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { eq, sql } from 'drizzle-orm'
import { TxKind } from '../../contract/wallet-kinds.ts'
import en from '../../locales/en.json' with { type: 'json' }
import es from '../../locales/es.json' with { type: 'json' }
import ptBR from '../../locales/pt-BR.json' with { type: 'json' }
import { openDatabase } from '../../server/db/client.ts'
import { migrate } from '../../server/db/migrate.ts'
import { betRecords, users } from '../../server/db/schema/index.ts'
import { seedIfEmpty } from '../../server/db/seed/index.ts'
import { formatMoney } from '../../src/ui/money-format.ts'
import { E2E_PORT } from './env.ts'
import { addBankCard, depositApproved, ownMovementsTotal } from './play-support.ts'
import { createTestDatabase, startServer, type TestDatabase, type TestServer } from './server.ts'
import { expect, test } from './support/start-popups.ts'
import { registerByAccount, TEST_PASSWORD, uniqueAccount } from './support.ts'

/**
 * Issue 17: a second deposit must not re-lock money already wagered. A player deposits, bets it all
 * through, deposits again: the withdraw page offers the first deposit's money, says the second is locked
 * and what is left to bet, and a withdrawal of the free part goes through after its confirmation.
 *
 * A server of its own with the seeded 1x turnover and a 10.00 minimum. The bets are written as the games
 * module writes them (bet_records), with the server stopped: the built-in games take seconds per round.
 * With E2E_SHOTS_DIR set, the page and its confirmation are captured at 360 and 1280 px in each locale.
 */
const PORT = E2E_PORT + 7
let database: TestDatabase
let server: TestServer

test.use({ baseURL: `http://localhost:${PORT}` })

async function withDb<T>(
  work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({
    databaseUrl: database.env.DATABASE_URL,
    dataDir: database.env.DATA_DIR ?? 'memory://',
  })
  try {
    return await work(handle.db)
  } finally {
    await handle.close()
  }
}

const start = async () => {
  server = await startServer({ port: PORT, distDir: process.env.E2E_DIST_DIR ?? './dist', database })
}

test.beforeAll(async () => {
  database = await createTestDatabase()
  await withDb(async (db) => {
    await migrate(db)
    await seedIfEmpty(db)
    await db.execute(
      sql`UPDATE app_settings SET value = value || '{"minAmount":1000,"turnoverPercent":100}'::jsonb WHERE key = 'exchange'`,
    )
  })
  await start()
})

test.afterAll(async () => {
  await server?.stop()
  await database?.drop()
})

/** A balance as the page shows it: whole units, floored (spec 3), with the currency (issue 17). */
const shown = (minor: number) => formatMoney(minor, 'en', 'BRL', 'balance')
/** What the player types: whole units. */
const units = (minor: number) => String(Math.floor(minor / 100))

test('money already wagered stays withdrawable after a second deposit; the page says what is locked', async ({
  page,
}) => {
  // Two sandbox deposits and a server restart; the optional screenshots take a while more.
  test.setTimeout(process.env.E2E_SHOTS_DIR ? 600_000 : 120_000)
  const account = uniqueAccount('lck')
  await registerByAccount(page, account, TEST_PASSWORD)
  await expect(page).toHaveURL(/\/$/)
  await depositApproved(page, 50)
  const first = await ownMovementsTotal(page, [TxKind.deposit, TxKind.depositBonus])

  await addBankCard(page, 'Locked Tester')

  // Bets of everything the first deposit credited, as the games module records them.
  await server.stop()
  await withDb(async (db) => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.account, account))
    await db.insert(betRecords).values({
      userId: user?.id ?? 0,
      gameId: 1,
      gameType: 1,
      betAmount: first,
      winAmount: 0,
      roundId: `e2e-${account}`,
      createdAt: new Date(),
    })
  })
  await start()

  await page.goto('/wallets?name=withdraw')
  await expect(page.getByTestId('withdrawable')).toHaveText(shown(first))
  await expect(page.getByText(en.withdraw.turnover.none)).toBeVisible()

  await depositApproved(page, 30)
  const second = (await ownMovementsTotal(page, [TxKind.deposit, TxKind.depositBonus])) - first
  await page.goto('/wallets?name=withdraw')
  await expect(page.getByTestId('withdrawable')).toHaveText(shown(first))
  const lockedNote = page.getByTestId('locked')
  await expect(lockedNote).toContainText(shown(second))
  await expect(page.getByTestId('requirement').first()).toContainText(en.withdraw.turnover.kind.deposit)

  await shots(page, 'locked')

  await page.getByLabel(en.withdraw.amount).fill(units(first))
  await page.getByRole('button', { name: en.withdraw.submit, exact: true }).click()
  const confirm = page.getByRole('alertdialog', { name: en.withdraw.confirm.title })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: `Withdraw ${shown(first)}` }).click()
  await expect(page.getByText(en.withdraw.result.title)).toBeVisible()
  await page.goto('/wallets?name=withdraw')
  await expect(page.getByTestId('withdrawable')).toHaveText('R$0')
  await expect(lockedNote).toContainText(shown(second))
})

/** With E2E_SHOTS_DIR: the withdraw page and its confirmation at 360 and 1280 px in each locale. */
async function shots(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  const locales = { en, 'pt-BR': ptBR, es } as const
  for (const [locale, strings] of Object.entries(locales)) {
    await page.context().addCookies([{ name: 'locale', value: locale, url: `http://localhost:${PORT}` }])
    for (const [width, height] of [
      [360, 740],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height })
      await page.goto('/wallets?name=withdraw')
      await expect(page.getByTestId('locked')).toBeVisible()
      await page.screenshot({ path: `${dir}/${name}-${locale}-${width}.png`, fullPage: true })
      await page.getByLabel(strings.withdraw.amount).fill('10')
      await page.getByRole('button', { name: strings.withdraw.submit, exact: true }).click()
      await expect(page.getByRole('alertdialog')).toBeVisible()
      await page.screenshot({ path: `${dir}/${name}-confirm-${locale}-${width}.png` })
      await page.keyboard.press('Escape')
      await expect(page.getByRole('alertdialog')).toBeHidden()
    }
  }
  await page.context().addCookies([{ name: 'locale', value: 'en', url: `http://localhost:${PORT}` }])
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/wallets?name=withdraw')
}
