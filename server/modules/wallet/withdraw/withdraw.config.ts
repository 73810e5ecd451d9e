import { asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { DbOrTx } from '../../../db/client.ts'
import { appSettings, banks } from '../../../db/schema/index.ts'

/**
 * The operator's withdrawal rules: the app_settings row 'exchange' (inserted by 0006_withdraw.sql), and
 * the banks. Like the rest of the operator configuration (config.service.ts), they are read once per
 * process and `Db` handle and served from memory: a withdrawal is the wallet's hottest call and these rows
 * change only by an operator, whose edit takes effect on restart (or clearWithdrawConfigCache).
 */
const exchangeConfigSchema = z
  .object({
    /** Minor units per request. */
    minAmount: z.number().int().positive(),
    maxAmount: z.number().int().positive(),
    /** Basis points of the amount (200 = 2%). */
    feeBps: z.number().int().min(0).max(10_000),
    feeMin: z.number().int().nonnegative(),
    /** Bets required as a percentage of deposits + deposit bonuses (100 = 1x). */
    turnoverPercent: z.number().int().nonnegative(),
    maxCards: z.number().int().positive(),
  })
  // A request of minAmount must leave something to pay out after the fee.
  .refine((c) => c.minAmount <= c.maxAmount && feeFor(c, c.minAmount) < c.minAmount, {
    message: 'minAmount must be <= maxAmount and above its own fee',
  })
export type ExchangeConfig = z.infer<typeof exchangeConfigSchema>

/** One promise per `Db` handle; a failed load (database down, not yet migrated) is retried by the next call. */
function memoPerDb<T>(load: (db: DbOrTx) => Promise<T>) {
  const memo = new WeakMap<object, Promise<T>>()
  return {
    get(db: DbOrTx): Promise<T> {
      let value = memo.get(db)
      if (!value) {
        value = load(db)
        memo.set(db, value)
        value.catch(() => memo.delete(db))
      }
      return value
    },
    clear: (db: DbOrTx) => memo.delete(db),
  }
}

const exchangeConfig = memoPerDb((db) => loadExchangeConfig(db))
// async: a drizzle query is a lazy thenable that would run again on every await of the memo.
const bankRows = memoPerDb(async (db) => db.select().from(banks).orderBy(asc(banks.sort), asc(banks.id)))

/** Drops the cached rules and banks (tests and operator tooling that edit them). */
export function clearWithdrawConfigCache(db: DbOrTx): void {
  exchangeConfig.clear(db)
  bankRows.clear(db)
}

export function getExchangeConfig(db: DbOrTx): Promise<ExchangeConfig> {
  return exchangeConfig.get(db)
}

async function loadExchangeConfig(db: DbOrTx): Promise<ExchangeConfig> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'exchange'))
  const parsed = exchangeConfigSchema.safeParse(row?.value)
  if (!parsed.success)
    throw new Error(`app_settings 'exchange' is missing or invalid: ${parsed.error.message}`)
  return parsed.data
}

/** The fee of a withdrawal of `amount`: feeBps of it, rounded down, at least feeMin. */
export function feeFor(c: { feeBps: number; feeMin: number }, amount: number): number {
  return Math.max(c.feeMin, Math.floor((amount * c.feeBps) / 10_000))
}

export type BankRow = typeof banks.$inferSelect

/** Every configured bank (disabled ones too: existing cards of them still show their name). */
export function listBanks(db: DbOrTx): Promise<BankRow[]> {
  return bankRows.get(db)
}
