import { type SQL, sql } from 'drizzle-orm'

/**
 * The abuse rules, as one SQL expression over an agent_invitees row aliased `i`: why its reward is refused,
 * or NULL. An invitee is not counted when they share a device fingerprint or a bank card (the payment
 * identity withdrawals pay to) with their inviter, or with an invitee already rewarded (one reward per
 * device and per card, whoever invited them), or when no device of theirs is known (a client sending no
 * fingerprint could otherwise never be matched). The same expression answers the logs and the claims.
 */
export const refusalOf: SQL = sql`CASE
  WHEN EXISTS (SELECT 1 FROM known_devices a JOIN known_devices b ON b.fingerprint_hash = a.fingerprint_hash
               WHERE a.user_id = i.user_id AND b.user_id = i.agent_id) THEN 'sameDevice'
  WHEN EXISTS (SELECT 1 FROM user_bank_cards a JOIN user_bank_cards b ON b.account_no = a.account_no
               WHERE a.user_id = i.user_id AND b.user_id = i.agent_id) THEN 'sameCard'
  WHEN EXISTS (SELECT 1 FROM known_devices a JOIN agent_reward_identities r ON r.identity = 'd:' || a.fingerprint_hash
               WHERE a.user_id = i.user_id AND r.invitee_id <> i.user_id) THEN 'deviceRewarded'
  WHEN EXISTS (SELECT 1 FROM user_bank_cards a JOIN agent_reward_identities r ON r.identity = 'c:' || a.account_no
               WHERE a.user_id = i.user_id AND r.invitee_id <> i.user_id) THEN 'cardRewarded'
  WHEN NOT EXISTS (SELECT 1 FROM known_devices a WHERE a.user_id = i.user_id) THEN 'noDevice'
END`

/**
 * Takes the invitee's identities for their reward, atomically: the primary key of agent_reward_identities
 * lets one claim win when two invitees sharing a device or card are claimed at the same moment (by two
 * agents even). Returns false, with nothing kept, when any identity was taken meanwhile.
 */
export const takeIdentities = (inviteeId: number): SQL =>
  sql`WITH ids AS (
        SELECT 'd:' || fingerprint_hash AS identity FROM known_devices WHERE user_id = ${inviteeId}
        UNION SELECT 'c:' || account_no FROM user_bank_cards WHERE user_id = ${inviteeId}
      ), ins AS (
        INSERT INTO agent_reward_identities (identity, invitee_id)
        SELECT identity, ${inviteeId} FROM ids ORDER BY identity
        ON CONFLICT (identity) DO NOTHING RETURNING 1
      )
      SELECT (SELECT count(*) FROM ids)::int AS want, (SELECT count(*) FROM ins)::int AS got`
