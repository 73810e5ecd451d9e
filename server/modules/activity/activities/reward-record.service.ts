import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { RewardSource, rewardRecordReply } from '../../../../contract/calls/activities.ts'
import { PRIZE_COIN } from '../../../../contract/calls/activity-sign-in.ts'
import type { Db } from '../../../db/client.ts'
import { epochSeconds, offsetOf, pageInfo } from '../../../db/paging.ts'
import { query } from '../../../db/sql.ts'

/**
 * The reward record (/reward/record): every award the house paid the player, read from the ledger, so it
 * lists exactly what was paid. Which award a movement was comes from its kind and ref type:
 * the daily sign-in (bonus, ref sign_in), VIP awards (vip_reward, ref vip_daily / vip_signin /
 * vip_levelup), rebates (rebate), deposit bonuses (deposit_bonus, and bonus_grant into the bonus account),
 * task awards, mail gifts, coupons used on a deposit and cashback (ref type 'task', 'mail', 'coupon' or
 * 'cashback'; cashback may be paid as bonus money, a bonus_grant), follow rewards (bonus, ref follow), the
 * invite programme's commission and rewards (bonus, ref agent_commission / agent_reward), the invite spin's
 * exchanges (bonus, ref invite_spin) and jackpot coin
 * and pool prizes (jackpot).
 * The amount is what the movement credited to the player's own accounts (cash and bonus); a jackpot points
 * prize credits neither and is listed in the points history instead. Newest first, on the partial index of
 * the award kinds.
 */
/** The award kinds: the predicate of the ledger_transactions_awards index (0039_reward_record_jackpot.sql). */
const AWARD_KINDS = sql`t.kind IN ('bonus', 'vip_reward', 'rebate', 'deposit_bonus', 'bonus_grant', 'jackpot')`
const SOURCE = sql`CASE
    WHEN t.ref_type IN ('task', 'coupon', 'cashback') THEN t.ref_type
    WHEN t.kind = 'jackpot' THEN 'jackpot'
    WHEN t.kind = 'bonus' AND t.ref_type = 'mail' THEN 'mail'
    WHEN t.kind = 'bonus' AND t.ref_type = 'sign_in' THEN 'sign_in'
    WHEN t.kind = 'bonus' AND t.ref_type = 'follow' THEN 'follow'
    WHEN t.kind = 'bonus' AND t.ref_type IN ('agent_commission', 'agent_reward', 'invite_spin') THEN t.ref_type
    WHEN t.kind = 'vip_reward' AND t.ref_type IN ('vip_daily', 'vip_signin', 'vip_levelup') THEN t.ref_type
    WHEN t.kind = 'rebate' THEN 'rebate'
    WHEN t.kind IN ('deposit_bonus', 'bonus_grant') THEN 'deposit_bonus'
  END`

export async function rewardRecord(
  db: Db,
  userId: number,
  req: { pageNum: number; pageSize: number; source?: RewardSource | undefined },
): Promise<z.input<typeof rewardRecordReply>> {
  const where = sql`t.user_id = ${userId} AND ${AWARD_KINDS} AND ${SOURCE} IS NOT NULL
    ${req.source ? sql`AND ${SOURCE} = ${req.source}` : sql``}`
  const [counted] = await query<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ledger_transactions t WHERE ${where}`,
  )
  const rows = await query<{
    id: number
    source: RewardSource
    amount: string | number
    created_at: string | Date
  }>(
    db,
    sql`SELECT t.id, ${SOURCE} AS source, t.created_at,
               (SELECT coalesce(sum(p.amount), 0) FROM ledger_postings p
                JOIN ledger_accounts a ON a.id = p.account_id
                WHERE p.transaction_id = t.id AND a.user_id = ${userId} AND a.kind IN ('cash', 'bonus')) AS amount
        FROM ledger_transactions t
        WHERE ${where}
        ORDER BY t.created_at DESC, t.id DESC
        LIMIT ${req.pageSize} OFFSET ${offsetOf(req)}`,
  )
  return {
    ...pageInfo(req, Number(counted?.n ?? 0)),
    list: rows.map((r) => ({
      id: Number(r.id),
      source: r.source,
      propId: PRIZE_COIN,
      amount: Number(r.amount),
      time: epochSeconds(r.created_at),
    })),
  }
}
