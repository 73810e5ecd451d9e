import { sql } from 'drizzle-orm'
import { TxKind } from '../../../../contract/wallet-kinds.ts'
import type { Tx } from '../../../db/client.ts'
import { pgArray, query } from '../../../db/sql.ts'
import type { Consumer } from '../../../outbox/consumer.ts'
import type { DomainEvent } from '../../../outbox/events.ts'
import { validAmountOf } from '../../vip/vip.consumer.ts'
import { TxKind as LedgerKind, PlayerAccount } from '../ledger/ledger.kinds.ts'
import { postInTransaction } from '../ledger/ledger.ts'

interface Grant {
  id: number
  userId: number
  amount: number
  required: number
  wagered: number
  /** The grant's movement: only bets of later movements count towards it. */
  grantTx: number
  changed: boolean
  /** Met in this batch: released at the end of it. */
  releasedAt: Date | null
}

interface GrantRow {
  id: number | string
  user_id: number | string
  amount: number | string
  wager_required: number | string
  wagered: number | string
  ledger_transaction_id: number | string
}

/** The batch's players' active grants, locked in one order (player, grant) so batches never deadlock. */
async function lockActiveGrants(tx: Tx, userIds: number[]): Promise<Grant[]> {
  const rows = await query<GrantRow>(
    tx,
    sql`SELECT id, user_id, amount, wager_required, wagered, ledger_transaction_id FROM bonus_grants
        WHERE state = 'active' AND user_id = ANY(${pgArray(userIds)}::bigint[])
        ORDER BY user_id, id FOR UPDATE`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    amount: Number(r.amount),
    required: Number(r.wager_required),
    wagered: Number(r.wagered),
    grantTx: Number(r.ledger_transaction_id),
    changed: false,
    releasedAt: null,
  }))
}

/**
 * One event, in order: a bet fills the oldest open grant first (the rest goes to the next); a rollback
 * takes its amount back from the newest grants that still hold bets. Only grants credited before the
 * event's movement are touched, and a grant met is released at once, so a later rollback cannot undo it.
 */
function applyEvent(grants: Grant[], e: DomainEvent): void {
  const eventTx = e.ledgerTransactionId ?? 0
  const open = grants.filter((g) => g.userId === e.userId && g.releasedAt === null && g.grantTx < eventTx)
  let left = Math.abs(validAmountOf(e))
  const ordered = validAmountOf(e) > 0 ? open : open.reverse()
  for (const g of ordered) {
    if (left === 0) break
    const take = validAmountOf(e) > 0 ? Math.min(left, g.required - g.wagered) : -Math.min(left, g.wagered)
    if (take === 0) continue
    g.wagered += take
    g.changed = true
    left -= Math.abs(take)
    if (g.wagered === g.required) g.releasedAt = e.createdAt
  }
}

/** Moves a met grant's amount from the bonus account to cash, once (key bonus_release:<grant>). */
async function release(tx: Tx, g: Grant, at: Date): Promise<void> {
  const posted = await postInTransaction(
    tx,
    {
      kind: LedgerKind.bonusRelease,
      userId: g.userId,
      idempotencyKey: `bonus_release:${g.id}`,
      ref: { type: 'bonus_grant', id: String(g.id) },
      event: { grantId: g.id },
      postings: [
        { account: { userId: g.userId, kind: PlayerAccount.bonus }, amount: -g.amount },
        { account: { userId: g.userId, kind: PlayerAccount.cash }, amount: g.amount },
      ],
    },
    at.getTime(),
  )
  await tx.execute(
    sql`UPDATE bonus_grants SET state = 'released', release_transaction_id = ${posted.transactionId},
               released_at = ${at.toISOString()}
        WHERE id = ${g.id} AND state = 'active'`,
  )
}

/**
 * Bonus wagering: valid cash bets (bet events; a rollback's negative valid amount takes its bet back)
 * count towards the player's active bonus grants, and a grant whose wagering is met is released to cash in
 * the same transaction that moves the cursor. The grant rows are locked, the state moves only from active,
 * and the release's ledger key is the grant's: a replay or a second process pays nothing.
 */
export const bonusWageringConsumer: Consumer = {
  name: 'bonus.wagering',
  kinds: [TxKind.bet, TxKind.rollback],
  async apply(tx, events) {
    const counted = events.filter((e) => e.userId !== null && validAmountOf(e) !== 0)
    const userIds = [...new Set(counted.map((e) => e.userId as number))].sort((a, b) => a - b)
    if (userIds.length === 0) return
    const grants = await lockActiveGrants(tx, userIds)
    if (grants.length === 0) return
    for (const e of counted) applyEvent(grants, e)
    const changed = grants.filter((g) => g.changed)
    if (changed.length === 0) return
    await tx.execute(
      sql`UPDATE bonus_grants b SET wagered = x.w
          FROM unnest(${pgArray(changed.map((g) => g.id))}::bigint[], ${pgArray(changed.map((g) => g.wagered))}::bigint[]) AS x(id, w)
          WHERE b.id = x.id`,
    )
    for (const g of changed) if (g.releasedAt) await release(tx, g, g.releasedAt)
  },
}
