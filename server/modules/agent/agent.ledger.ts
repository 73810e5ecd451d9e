import { TxKind } from '../../../contract/wallet-kinds.ts'
import { PlayerAccount, SystemAccount } from '../wallet/ledger/ledger.kinds.ts'
import type { Movement } from '../wallet/ledger/ledger.ts'

/**
 * The programme's payments: agent_commission (the operator's account for it, 0004) -> the agent's cash,
 * kind bonus, told apart by ref type ('agent_commission', 'agent_reward'), under the key that pays it once.
 */
export function agentPayment(p: {
  userId: number
  amount: number
  key: string
  ref: { type: 'agent_commission' | 'agent_reward'; id: string }
}): Movement {
  return {
    kind: TxKind.bonus,
    userId: p.userId,
    idempotencyKey: p.key,
    ref: p.ref,
    postings: [
      { account: { userId: p.userId, kind: PlayerAccount.cash }, amount: p.amount },
      { account: { system: SystemAccount.agentCommission }, amount: -p.amount },
    ],
    event: { activity: p.ref.type },
  }
}
