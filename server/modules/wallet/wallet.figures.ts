import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { walletTotals } from '../../db/schema/index.ts'
import { playerBalances } from './ledger/ledger.ts'

/**
 * Figures user info reads, from the player's running totals (wallet_totals,
 * 0008_ledger_fast.sql): deposits and deposit bonuses are what the player's accounts were credited by
 * those transactions, bets what bet_records hold (the games module writes one row per round). One
 * indexed row instead of an aggregate over the player's whole history; ledgerViolations checks that the
 * totals equal those aggregates.
 */
export interface PlayerTotals {
  deposits: number
  bonuses: number
  bets: number
}

const totalsColumns = {
  deposits: walletTotals.deposits,
  bonuses: walletTotals.bonuses,
  bets: walletTotals.bets,
}

/** A player without a row has neither deposited nor bet. */
const toTotals = (row?: { deposits: unknown; bonuses: unknown; bets: unknown }): PlayerTotals => ({
  deposits: Number(row?.deposits ?? 0),
  bonuses: Number(row?.bonuses ?? 0),
  bets: Number(row?.bets ?? 0),
})

export async function playerTotals(db: DbOrTx, userId: number): Promise<PlayerTotals> {
  const [row] = await db.select(totalsColumns).from(walletTotals).where(eq(walletTotals.userId, userId))
  return toTotals(row)
}

export interface WalletFigures {
  /** The cached cash balance. */
  coin: number
  /** Lifetime bet total. */
  bet: number
  /** Lifetime paid deposits (user info totalRecharge): wallet_totals.deposits, the one total of them. */
  deposits: number
}

/** What user info and refreshData show: read fresh on every call, so a movement shows at once. */
export async function walletFigures(db: DbOrTx, userId: number): Promise<WalletFigures> {
  const balances = await playerBalances(db, userId)
  const totals = await playerTotals(db, userId)
  return { coin: balances.cash, bet: totals.bets, deposits: totals.deposits }
}
