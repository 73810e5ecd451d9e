import { sql } from 'drizzle-orm'
import type { Tx } from '../../../db/client.ts'
import type { BonusGrant } from '../deposit/deposit.bonus.ts'
import { PlayerAccount, SystemAccount, TxKind } from '../ledger/ledger.kinds.ts'
import { postInTransaction } from '../ledger/ledger.ts'

/**
 * Credits the bonuses of a paid deposit the player opted into, in the settlement's transaction: one
 * movement per rule, house -> the player's bonus account (never cash, key bonus_grant:<order>:<rule>), and
 * its bonus_grants row with what must be bet to release it (wagerMultiple x amount, at most 10x: the
 * table's CHECK refuses more). Its kind is not deposit_bonus, so it adds no cash wagering requirement.
 * An accumulated-recharge tier is keyed by player, not order (bonus_tier:<player>:<rule>:<tier>): it is
 * paid once whichever deposit reaches it (0031_recharge_kinds.sql).
 */
export async function grantDepositBonuses(
  tx: Tx,
  order: { id: string; userId: number },
  grants: BonusGrant[],
  now: number,
): Promise<void> {
  for (const g of grants) {
    const posted = await postInTransaction(
      tx,
      {
        kind: TxKind.bonusGrant,
        userId: order.userId,
        idempotencyKey: g.tier
          ? `bonus_tier:${order.userId}:${g.ruleId}:${g.tier}`
          : `bonus_grant:${order.id}:${g.ruleId}`,
        ref: { type: 'recharge_order', id: order.id },
        event: { orderId: order.id, ruleId: g.ruleId, tier: g.tier ?? 0 },
        postings: [
          { account: { userId: order.userId, kind: PlayerAccount.bonus }, amount: g.amount },
          { account: { system: SystemAccount.house }, amount: -g.amount },
        ],
      },
      now,
    )
    await tx.execute(
      sql`INSERT INTO bonus_grants (user_id, order_id, rule_id, amount, wager_multiple, wager_required,
                                    tier, ledger_transaction_id, created_at)
          VALUES (${order.userId}, ${order.id}, ${g.ruleId}, ${g.amount}, ${g.wagerMultiple},
                  ${g.amount * g.wagerMultiple}, ${g.tier ?? 0}, ${posted.transactionId}, ${new Date(now).toISOString()})
          ON CONFLICT (order_id, rule_id, tier) DO NOTHING`,
    )
  }
}
