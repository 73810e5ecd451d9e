import type { TxKind } from '../../../../contract/wallet-kinds.ts'
import { PlayerAccount, SystemAccount } from './ledger.kinds.ts'
import type { Movement, PostedMovement } from './ledger.ts'

/**
 * An award the house pays into a player's cash (sign-in rewards, VIP rewards, rebates): one movement,
 * house -> cash, under the key that pays it once whoever posts it.
 */
export function houseAward(award: {
  kind: TxKind
  userId: number
  amount: number
  key: string
  ref: { type: string; id: string }
  event: Record<string, unknown>
}): Movement {
  const { kind, userId, amount, key, ref, event } = award
  return {
    kind,
    userId,
    idempotencyKey: key,
    ref,
    postings: [
      { account: { userId, kind: PlayerAccount.cash }, amount },
      { account: { system: SystemAccount.house }, amount: -amount },
    ],
    event,
  }
}

/** The player's cash balance right after a posted movement (0 when it did not touch their cash). */
export const cashAfter = (posted: PostedMovement): number =>
  posted.balances.find((b) => b.kind === PlayerAccount.cash)?.balance ?? 0
