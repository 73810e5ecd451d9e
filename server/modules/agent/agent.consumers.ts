import { sql } from 'drizzle-orm'
import { TxKind } from '../../../contract/wallet-kinds.ts'
import { pgArray, query } from '../../db/sql.ts'
import type { Consumer } from '../../outbox/consumer.ts'
import type { DomainEvent } from '../../outbox/events.ts'
import { validAmountOf } from '../vip/vip.consumer.ts'
import { postInTransaction } from '../wallet/ledger/ledger.ts'
import { agentPayment } from './agent.ledger.ts'

interface Sum {
  userId: number
  amount: number
}

/** The batch summed per player (sorted: one lock order for every batch), and its newest time and last id. */
function sumPerPlayer(events: DomainEvent[], amountOf: (e: DomainEvent) => number) {
  const sums = new Map<number, number>()
  let at = 0
  let lastId = 0
  for (const e of events) {
    if (e.userId === null) continue
    sums.set(e.userId, (sums.get(e.userId) ?? 0) + amountOf(e))
    at = Math.max(at, e.createdAt.getTime())
    lastId = Math.max(lastId, e.id)
  }
  const list: Sum[] = [...sums.entries()]
    .map(([userId, amount]) => ({ userId, amount }))
    .filter((s) => s.amount !== 0)
    .sort((a, b) => a.userId - b.userId)
  return { list, at, lastId }
}

/**
 * Commission (agent_commissions): each bettor's valid bets of the batch (a rollback takes its bet back
 * out) are added to the row of every ancestor up the pid chain, one row per (agent, invitee, level), as far
 * as agent_tiers has levels. Then every touched row pays floor(valid_bets × rate_bp / 10000) − paid when
 * above 0, and each agent gets ONE movement for the batch (key agent_commission:<agent>:<last event id>),
 * in the transaction that moves the cursor: each bet counts once, rounding is per row, never lost twice.
 * A rollback never takes back commission already paid: later bets must make up for it first.
 */
export const agentCommissionConsumer: Consumer = {
  name: 'agent.commission',
  kinds: [TxKind.bet, TxKind.rollback],
  async apply(tx, events) {
    const { list, at, lastId } = sumPerPlayer(events, validAmountOf)
    if (list.length === 0) return
    const when = new Date(at).toISOString()
    const touched = await query<{ agent_id: number | string }>(
      tx,
      sql`WITH RECURSIVE up (from_user, agent, level, v) AS (
            SELECT x.u, p.pid, 1, x.v
            FROM unnest(${pgArray(list.map((s) => s.userId))}::bigint[], ${pgArray(list.map((s) => s.amount))}::bigint[]) AS x(u, v)
            JOIN users p ON p.id = x.u
            WHERE p.pid IS NOT NULL
            UNION ALL
            SELECT up.from_user, p.pid, up.level + 1, up.v
            FROM up JOIN users p ON p.id = up.agent
            WHERE p.pid IS NOT NULL AND up.level < (SELECT max(level) FROM agent_tiers)
          )
          INSERT INTO agent_commissions AS c (agent_id, from_user_id, level, valid_bets, updated_at)
          SELECT up.agent, up.from_user, up.level, up.v, ${when}::timestamptz FROM up
          WHERE up.agent <> up.from_user AND up.level <= (SELECT max(level) FROM agent_tiers)
          ORDER BY up.agent, up.from_user, up.level
          ON CONFLICT (agent_id, from_user_id, level) DO UPDATE
          SET valid_bets = c.valid_bets + excluded.valid_bets, updated_at = excluded.updated_at
          RETURNING c.agent_id`,
    )
    if (touched.length === 0) return
    const agents = [...new Set(touched.map((r) => Number(r.agent_id)))].sort((a, b) => a - b)
    const paid = await query<{ agent_id: number | string; due: number | string }>(
      tx,
      sql`WITH due AS (
            SELECT c.agent_id, c.from_user_id, c.level,
                   (greatest(c.valid_bets, 0) * t.rate_bp) / 10000 - c.paid AS d
            FROM agent_commissions c JOIN agent_tiers t ON t.level = c.level
            WHERE c.agent_id = ANY(${pgArray(agents)}::bigint[])
          ), upd AS (
            UPDATE agent_commissions c SET paid = c.paid + due.d
            FROM due
            WHERE c.agent_id = due.agent_id AND c.from_user_id = due.from_user_id AND c.level = due.level
              AND due.d > 0
            RETURNING c.agent_id, due.d
          )
          SELECT agent_id, sum(d) AS due FROM upd GROUP BY agent_id ORDER BY agent_id`,
    )
    for (const p of paid) {
      const agentId = Number(p.agent_id)
      await postInTransaction(
        tx,
        agentPayment({
          userId: agentId,
          amount: Number(p.due),
          key: `agent_commission:${agentId}:${lastId}`,
          ref: { type: 'agent_commission', id: String(lastId) },
        }),
        at,
      )
    }
  },
}

/**
 * Valid invitees (agent_invitees): an invited player's paid deposits are summed from deposit events (their
 * inviter as pid says when the deposit is applied); the row turns valid, once, when they reach
 * agent_settings.valid_deposit. Players without an inviter are left out.
 */
export const agentValidConsumer: Consumer = {
  name: 'agent.valid',
  kinds: [TxKind.deposit],
  async apply(tx, events) {
    const { list, at } = sumPerPlayer(events, (e) => e.amount)
    if (list.length === 0) return
    const when = new Date(at).toISOString()
    await tx.execute(
      sql`INSERT INTO agent_invitees AS i (user_id, agent_id, deposits, valid_at)
          SELECT x.u, p.pid, x.v,
                 CASE WHEN x.v >= s.valid_deposit THEN ${when}::timestamptz END
          FROM unnest(${pgArray(list.map((s) => s.userId))}::bigint[], ${pgArray(list.map((s) => s.amount))}::bigint[]) AS x(u, v)
          JOIN users p ON p.id = x.u AND p.pid IS NOT NULL AND p.pid <> p.id
          CROSS JOIN agent_settings s
          ORDER BY x.u
          ON CONFLICT (user_id) DO UPDATE
          SET deposits = i.deposits + excluded.deposits,
              valid_at = coalesce(i.valid_at, CASE WHEN i.deposits + excluded.deposits >= (SELECT valid_deposit FROM agent_settings)
                                                   THEN ${when}::timestamptz END)`,
    )
  },
}
