import { sql } from 'drizzle-orm'
import { TxKind } from '../../../contract/wallet-kinds.ts'
import type { Tx } from '../../db/client.ts'
import { pgArray, query } from '../../db/sql.ts'
import type { Consumer } from '../../outbox/consumer.ts'
import type { DomainEvent } from '../../outbox/events.ts'
import { validAmountOf } from '../vip/vip.consumer.ts'
import { type Movement, postInTransaction } from '../wallet/ledger/ledger.ts'
import { pointsAward } from './points.award.ts'
import { type EarnRule, earnRules, pointsForBets } from './points.rules.ts'

/** What earned points say they came from (ref_id of the points_earn movement; the history's `source`). */
export const EarnSource = { bet: 'bet', signIn: 'signIn' } as const

/** Issues points to a player under a key: points_issued -> the player's points account. */
function earnMovement(userId: number, points: number, key: string, source: string): Movement {
  return pointsAward({ userId, points, key, ref: { type: 'points', id: source } })
}

interface PlayerBets {
  userId: number
  delta: number
  /** The player's last bet or rollback event of the batch: names the batch's movement for them. */
  lastId: number
  at: Date
}

function betsPerPlayer(events: DomainEvent[]): PlayerBets[] {
  const sums = new Map<number, PlayerBets>()
  for (const e of events) {
    if (e.userId === null || (e.kind !== TxKind.bet && e.kind !== TxKind.rollback)) continue
    const d = sums.get(e.userId) ?? { userId: e.userId, delta: 0, lastId: e.id, at: e.createdAt }
    d.delta += validAmountOf(e)
    d.lastId = Math.max(d.lastId, e.id)
    if (e.createdAt > d.at) d.at = e.createdAt
    sums.set(e.userId, d)
  }
  return [...sums.values()].filter((d) => d.delta !== 0).sort((a, b) => a.userId - b.userId)
}

/** Adds the batch's valid bets to each player's carry and turns whole per_amounts into points. */
async function earnFromBets(tx: Tx, bets: PlayerBets[], rule: EarnRule): Promise<void> {
  if (bets.length === 0) return
  const carried = await query<{ user_id: string | number; carry: string | number }>(
    tx,
    sql`INSERT INTO points_progress (user_id, carry, updated_at)
        SELECT x.u, x.d, x.t
        FROM unnest(${pgArray(bets.map((b) => b.userId))}::bigint[], ${pgArray(bets.map((b) => b.delta))}::bigint[],
                    ${pgArray(bets.map((b) => b.at.toISOString()))}::timestamptz[]) AS x(u, d, t)
        ORDER BY x.u
        ON CONFLICT (user_id) DO UPDATE
        SET carry = points_progress.carry + excluded.carry, updated_at = excluded.updated_at
        RETURNING user_id, carry`,
  )
  const carryOf = new Map(carried.map((r) => [Number(r.user_id), Number(r.carry)]))
  const earning = bets
    .map((b) => ({ ...b, ...pointsForBets(carryOf.get(b.userId) ?? 0, rule) }))
    .filter((b) => b.points > 0)
  if (earning.length === 0) return
  await tx.execute(
    sql`UPDATE points_progress p SET carry = p.carry - x.used
        FROM unnest(${pgArray(earning.map((b) => b.userId))}::bigint[], ${pgArray(earning.map((b) => b.used))}::bigint[]) AS x(u, used)
        WHERE p.user_id = x.u`,
  )
  for (const b of earning) {
    const key = `points_earn:bet:${b.userId}:${b.lastId}`
    await postInTransaction(tx, earnMovement(b.userId, b.points, key, EarnSource.bet), b.at.getTime())
  }
}

/** The daily sign-in claim's payment (sign-in.service.ts: a bonus movement with activity 'signIn'). */
const isSignInClaim = (e: DomainEvent) =>
  e.kind === TxKind.bonus && e.userId !== null && e.data.activity === 'signIn'

/**
 * Points from the operator's earning rules (points_earn_rules): valid bets from bet and rollback events
 * (a rollback's negative valid amount takes its bet back out of the carry, never points already
 * credited), and each daily sign-in claim. Every movement is posted in the transaction that moves the
 * cursor, under a key named by the event that earned it, so each event earns exactly once.
 */
export const pointsConsumer: Consumer = {
  name: 'points.earn',
  kinds: [TxKind.bet, TxKind.rollback, TxKind.bonus],
  async apply(tx, events) {
    const rules = await earnRules(tx)
    const betRule = rules.find((r) => r.action === 'bet')
    const signInRule = rules.find((r) => r.action === 'sign_in')
    if (betRule) await earnFromBets(tx, betsPerPlayer(events), betRule)
    if (!signInRule) return
    const claims = events
      .filter(isSignInClaim)
      .sort((a, b) => (a.userId ?? 0) - (b.userId ?? 0) || a.id - b.id)
    for (const e of claims) {
      const userId = e.userId as number
      const key = `points_earn:signin:${userId}:${e.id}`
      await postInTransaction(
        tx,
        earnMovement(userId, signInRule.points, key, EarnSource.signIn),
        e.createdAt.getTime(),
      )
    }
  },
}
