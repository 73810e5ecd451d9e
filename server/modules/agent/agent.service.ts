import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  AgentRefusal,
  agentInfoReply,
  agentLogReply,
  agentLogRequest,
} from '../../../contract/calls/agent.ts'
import type { Db } from '../../db/client.ts'
import { epochSeconds, offsetOf, pageInfo } from '../../db/paging.ts'
import { query } from '../../db/sql.ts'
import { maskNickname } from '../jackpot/jackpot.text.ts'
import { refusalOf } from './agent.rules.ts'

type LogRow = z.input<typeof agentLogReply>['list'][number]

/** The caller's invitees down the tree, as far as agent_tiers has levels: (id, level). */
const downTree = (agentId: number): SQL => sql`RECURSIVE down (id, level) AS (
    SELECT id, 1 FROM users WHERE pid = ${agentId}
    UNION ALL
    SELECT u.id, d.level + 1 FROM down d JOIN users u ON u.pid = d.id
    WHERE d.level < (SELECT max(level) FROM agent_tiers)
  )`

const num = (v: number | string | null | undefined): number => Number(v ?? 0)

/** appAgent5User: the caller's code, share targets, the tier table and their figures. */
export async function agentInfo(db: Db, agentId: number): Promise<z.input<typeof agentInfoReply>> {
  const [me] = await query<{ invite_code: string }>(
    db,
    sql`SELECT invite_code FROM users WHERE id = ${agentId}`,
  )
  const channels = await query<{ channel: string; url: string }>(
    db,
    sql`SELECT channel, url FROM agent_share_channels ORDER BY sort, channel`,
  )
  const tiers = await query<{ level: number; rate_bp: number }>(
    db,
    sql`SELECT level, rate_bp FROM agent_tiers ORDER BY level`,
  )
  const [settings] = await query<{ valid_deposit: string | number; invite_reward: string | number }>(
    db,
    sql`SELECT valid_deposit, invite_reward FROM agent_settings WHERE id = 1`,
  )
  const levels = await query<{ level: number; count: number }>(
    db,
    sql`WITH ${downTree(agentId)} SELECT level, count(*)::int AS count FROM down GROUP BY level ORDER BY level`,
  )
  const [figures] = await query<{
    valid: number
    claimable: number
    claimed: string | number | null
    commission: string | number | null
  }>(
    db,
    sql`SELECT
          (SELECT count(*)::int FROM agent_invitees WHERE agent_id = ${agentId} AND valid_at IS NOT NULL) AS valid,
          (SELECT count(*)::int FROM agent_invitees i WHERE i.agent_id = ${agentId} AND i.valid_at IS NOT NULL
             AND i.claimed_at IS NULL AND (${refusalOf}) IS NULL) AS claimable,
          (SELECT sum(reward) FROM agent_invitees WHERE agent_id = ${agentId}) AS claimed,
          (SELECT sum(paid) FROM agent_commissions WHERE agent_id = ${agentId}) AS commission`,
  )
  const inviteReward = num(settings?.invite_reward)
  return {
    inviteCode: me?.invite_code ?? '',
    shareUrlMap: Object.fromEntries(channels.map((c) => [c.channel, c.url])),
    tiers: tiers.map((t) => ({ level: t.level, rateBp: t.rate_bp })),
    validDeposit: num(settings?.valid_deposit),
    inviteReward,
    invitees: levels.map((l) => ({ level: l.level, count: l.count })),
    validCount: figures?.valid ?? 0,
    claimableCount: figures?.claimable ?? 0,
    claimableAmount: (figures?.claimable ?? 0) * inviteReward,
    rewardsClaimed: num(figures?.claimed),
    commissionPaid: num(figures?.commission),
  }
}

interface RawRow {
  user_id: number | string
  nickname: string
  level: number
  time: string | Date
  total: string | number | null
  amount: string | number | null
  status: LogRow['status']
  reason: AgentRefusal | null
  n: number
}

const LOGS: Record<z.infer<typeof agentLogRequest>['type'], (agentId: number) => SQL> = {
  invitee: (agentId) => sql`WITH ${downTree(agentId)}
    SELECT d.id AS user_id, u.nickname, d.level, u.created_at AS time, coalesce(i.deposits, 0) AS total,
           CASE WHEN i.claimed_at IS NOT NULL THEN i.reward
                WHEN d.level = 1 AND i.valid_at IS NOT NULL AND r.reason IS NULL THEN s.invite_reward ELSE 0 END AS amount,
           CASE WHEN d.level > 1 THEN 'none'
                WHEN i.claimed_at IS NOT NULL THEN 'claimed'
                WHEN i.valid_at IS NULL THEN 'pending'
                WHEN r.reason IS NOT NULL THEN 'refused'
                ELSE 'claimable' END AS status,
           CASE WHEN d.level = 1 AND i.valid_at IS NOT NULL AND i.claimed_at IS NULL THEN r.reason END AS reason,
           count(*) OVER ()::int AS n
    FROM down d JOIN users u ON u.id = d.id CROSS JOIN agent_settings s
    LEFT JOIN agent_invitees i ON i.user_id = d.id AND i.agent_id = ${agentId}
    LEFT JOIN LATERAL (SELECT ${refusalOf} AS reason) r ON true
    ORDER BY u.created_at DESC, d.id DESC`,
  commission: (agentId) => sql`SELECT c.from_user_id AS user_id, u.nickname, c.level, c.updated_at AS time,
           c.valid_bets AS total, c.paid AS amount, 'none' AS status, NULL AS reason, count(*) OVER ()::int AS n
    FROM agent_commissions c JOIN users u ON u.id = c.from_user_id
    WHERE c.agent_id = ${agentId}
    ORDER BY c.updated_at DESC, c.from_user_id, c.level`,
  reward: (agentId) => sql`SELECT i.user_id, u.nickname, 1 AS level, i.claimed_at AS time, 0 AS total,
           i.reward AS amount, 'claimed' AS status, NULL AS reason, count(*) OVER ()::int AS n
    FROM agent_invitees i JOIN users u ON u.id = i.user_id
    WHERE i.agent_id = ${agentId} AND i.claimed_at IS NOT NULL
    ORDER BY i.claimed_at DESC, i.user_id`,
}

/** appAgent5UserLog: one page of the caller's invitees, commissions or claimed rewards. */
export async function agentLog(
  db: Db,
  agentId: number,
  body: z.infer<typeof agentLogRequest>,
): Promise<z.input<typeof agentLogReply>> {
  const rows = await query<RawRow>(
    db,
    sql`${LOGS[body.type](agentId)} LIMIT ${body.pageSize} OFFSET ${offsetOf(body)}`,
  )
  return {
    ...pageInfo(body, rows[0]?.n ?? 0),
    list: rows.map((r) => ({
      userId: num(r.user_id),
      nickname: maskNickname(r.nickname),
      level: r.level,
      time: epochSeconds(r.time),
      total: num(r.total),
      amount: num(r.amount),
      status: r.status,
      reason: r.reason,
    })),
  }
}
