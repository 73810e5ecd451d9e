import { sql } from 'drizzle-orm'
import { TxKind } from '../../../contract/wallet-kinds.ts'
import { pgArray, query } from '../../db/sql.ts'
import type { Consumer } from '../../outbox/consumer.ts'
import { validAmountOf } from '../vip/vip.consumer.ts'
import { JackpotTxKind, SystemAccount } from '../wallet/ledger/ledger.kinds.ts'
import { postInTransaction } from '../wallet/ledger/ledger.ts'

/**
 * Funds the pools from valid bets. The batch's valid amounts are summed (a rollback takes its bet back out;
 * a batch that nets to 0 or less funds nothing and takes nothing back), each pool gets floor(sum × share)
 * up to its ceiling, and ONE ledger movement per batch (house -> jackpot_pool, key jackpot_fund:<the batch's
 * last event id>) is posted in the transaction that moves the cursor, beside the pools' rows. Bets never
 * touch a pool row: only this consumer and a pool prize do.
 */
export const jackpotPoolsConsumer: Consumer = {
  name: 'jackpot.pools',
  kinds: [TxKind.bet, TxKind.rollback],
  async apply(tx, events) {
    let valid = 0
    let lastId = 0
    let at = 0
    for (const e of events) {
      if (e.userId === null) continue
      valid += validAmountOf(e)
      lastId = Math.max(lastId, e.id)
      at = Math.max(at, e.createdAt.getTime())
    }
    if (valid <= 0) return
    const pools = await query<{
      id: number
      share_bp: number
      ceiling: string | number
      balance: string | number
    }>(tx, sql`SELECT id, share_bp, ceiling, balance FROM jackpot_pools ORDER BY id FOR UPDATE`)
    const adds = pools
      .map((p) => ({
        id: Number(p.id),
        add: Math.min(Math.floor((valid * p.share_bp) / 10_000), Number(p.ceiling) - Number(p.balance)),
      }))
      .filter((p) => p.add > 0)
    const total = adds.reduce((s, p) => s + p.add, 0)
    if (total === 0) return
    await tx.execute(
      sql`UPDATE jackpot_pools p SET funded = p.funded + x.a, balance = p.balance + x.a
          FROM unnest(${pgArray(adds.map((p) => p.id))}::int[], ${pgArray(adds.map((p) => p.add))}::bigint[]) AS x(id, a)
          WHERE p.id = x.id`,
    )
    await postInTransaction(
      tx,
      {
        kind: JackpotTxKind.fund,
        userId: null,
        idempotencyKey: `jackpot_fund:${lastId}`,
        ref: { type: 'jackpot_fund', id: String(lastId) },
        postings: [
          { account: { system: SystemAccount.jackpotPool }, amount: total },
          { account: { system: SystemAccount.house }, amount: -total },
        ],
      },
      at,
    )
  },
}
