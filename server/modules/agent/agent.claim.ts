import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { agentInviteValidReceiveReply, agentReceiveReply } from '../../../contract/calls/agent.ts'
import { ErrorCode, ErrorMsg } from '../../../contract/errors.ts'
import type { Db, Tx } from '../../db/client.ts'
import { query } from '../../db/sql.ts'
import { AppError } from '../../http/errors.ts'
import { playerBalances, postInTransaction } from '../wallet/ledger/ledger.ts'
import { agentPayment } from './agent.ledger.ts'
import { refusalOf, takeIdentities } from './agent.rules.ts'

const fail = (code: keyof typeof ErrorCode & keyof typeof ErrorMsg, status = 409) =>
  new AppError(ErrorCode[code], ErrorMsg[code], status)

interface InviteeRow {
  user_id: number | string
  valid: boolean
  claimed: boolean
  refusal: string | null
}

/** The caller's level 1 invitee rows, locked for the claim (one order: by invitee id). */
function lockInvitees(tx: Tx, agentId: number, only: number | null) {
  return query<InviteeRow>(
    tx,
    sql`SELECT i.user_id, i.valid_at IS NOT NULL AS valid, i.claimed_at IS NOT NULL AS claimed,
               ${refusalOf} AS refusal
        FROM agent_invitees i
        WHERE i.agent_id = ${agentId} ${only === null ? sql`AND i.valid_at IS NOT NULL AND i.claimed_at IS NULL` : sql`AND i.user_id = ${only}`}
        ORDER BY i.user_id
        FOR UPDATE OF i`,
  )
}

/**
 * Pays one valid, unclaimed, unrefused invitee's reward in the caller's transaction: takes their identities
 * first (refused, with nothing kept, when another claim took one), then marks the row and posts
 * agent_commission -> cash under agent_reward:<agent>:<invitee>. Returns the amount, or null if refused.
 */
async function payReward(tx: Tx, agentId: number, inviteeId: number, now: number): Promise<number | null> {
  const [taken] = await query<{ want: number; got: number }>(tx, takeIdentities(inviteeId))
  if (!taken || taken.got < taken.want) {
    await tx.execute(sql`DELETE FROM agent_reward_identities WHERE invitee_id = ${inviteeId}`)
    return null
  }
  const [row] = await query<{ reward: number | string }>(
    tx,
    sql`UPDATE agent_invitees SET reward = s.invite_reward, claimed_at = ${new Date(now).toISOString()}::timestamptz
        FROM agent_settings s WHERE user_id = ${inviteeId} RETURNING reward`,
  )
  const amount = Number(row?.reward ?? 0)
  if (amount > 0) {
    await postInTransaction(
      tx,
      agentPayment({
        userId: agentId,
        amount,
        key: `agent_reward:${agentId}:${inviteeId}`,
        ref: { type: 'agent_reward', id: String(inviteeId) },
      }),
      now,
    )
  }
  return amount
}

/** appAgent5UserInviteValidReceive: one invitee's reward; every refusal says why and changes nothing. */
export async function claimInviteReward(
  db: Db,
  agentId: number,
  inviteeId: number,
  now: number,
): Promise<z.input<typeof agentInviteValidReceiveReply>> {
  return db.transaction(async (tx) => {
    const [row] = await lockInvitees(tx, agentId, inviteeId)
    if (!row) {
      const [invited] = await query<{ one: number }>(
        tx,
        sql`SELECT 1 AS one FROM users WHERE id = ${inviteeId} AND pid = ${agentId}`,
      )
      throw invited ? fail('agentInviteeNotValid') : fail('agentInviteeNotFound', 404)
    }
    if (!row.valid) throw fail('agentInviteeNotValid')
    if (row.claimed) throw fail('agentRewardClaimed')
    if (row.refusal !== null) throw fail('agentRewardRefused')
    const amount = await payReward(tx, agentId, inviteeId, now)
    if (amount === null) throw fail('agentRewardRefused')
    return { userId: inviteeId, amount, coin: (await playerBalances(tx, agentId)).cash }
  })
}

/** appAgent5UserReceive: every claimable reward in one transaction; refused invitees are counted, not paid. */
export async function claimAllRewards(
  db: Db,
  agentId: number,
  now: number,
): Promise<z.input<typeof agentReceiveReply>> {
  return db.transaction(async (tx) => {
    const rows = await lockInvitees(tx, agentId, null)
    let count = 0
    let amount = 0
    let refused = 0
    for (const row of rows) {
      const paid = row.refusal === null ? await payReward(tx, agentId, Number(row.user_id), now) : null
      if (paid === null) refused++
      else {
        count++
        amount += paid
      }
    }
    if (count === 0) throw fail('agentNothingToClaim')
    return { count, amount, refused, coin: (await playerBalances(tx, agentId)).cash }
  })
}
