import { sql } from 'drizzle-orm'
import { TxKind } from '../../../contract/wallet-kinds.ts'
import { pgArray } from '../../db/sql.ts'
import type { Consumer } from '../../outbox/consumer.ts'
import { needDeposit } from './jackpot.settings.ts'

/**
 * Draw chances from paid deposits: each player's deposits of the batch are added to their carry, every whole
 * needDeposit becomes one chance and the rest stays, in one statement in the transaction that moves the
 * cursor (each deposit counts once).
 */
export const jackpotChancesConsumer: Consumer = {
  name: 'jackpot.chances',
  kinds: [TxKind.deposit],
  async apply(tx, events) {
    const sums = new Map<number, { amount: number; at: number }>()
    for (const e of events) {
      if (e.userId === null || e.amount <= 0) continue
      const s = sums.get(e.userId) ?? { amount: 0, at: 0 }
      s.amount += e.amount
      s.at = Math.max(s.at, e.createdAt.getTime())
      sums.set(e.userId, s)
    }
    if (sums.size === 0) return
    const need = await needDeposit(tx)
    const users = [...sums.keys()].sort((a, b) => a - b)
    await tx.execute(
      sql`INSERT INTO jackpot_chances (user_id, carry, earned, updated_at)
          SELECT x.u, x.d % ${need}::bigint, (x.d / ${need}::bigint)::int, x.t
          FROM unnest(${pgArray(users)}::bigint[], ${pgArray(users.map((u) => sums.get(u)?.amount ?? 0))}::bigint[],
                      ${pgArray(users.map((u) => new Date(sums.get(u)?.at ?? 0).toISOString()))}::timestamptz[]) AS x(u, d, t)
          ORDER BY x.u
          ON CONFLICT (user_id) DO UPDATE
          SET earned = jackpot_chances.earned + ((jackpot_chances.carry + excluded.carry + excluded.earned * ${need}::bigint) / ${need}::bigint)::int,
              carry = (jackpot_chances.carry + excluded.carry) % ${need}::bigint,
              updated_at = excluded.updated_at`,
    )
  },
}
