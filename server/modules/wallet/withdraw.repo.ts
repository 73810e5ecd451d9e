import type { Db } from '../../db/client.ts'
import { prepared } from '../../db/sql.ts'
import { PlayerAccount, TxKind } from './ledger.kinds.ts'
import type { PlayerTotals } from './wallet.figures.ts'

/**
 * The SQL of the withdrawal request, the wallet's hottest mutating call: one read and one write
 * (docs/ARCHITECTURE.md "Wallet throughput").
 */
export interface WithdrawalFacts {
  safeboxPasswordHash: string | null
  card: { id: number; bankId: number; holderName: string; accountNo: string } | null
  totals: PlayerTotals
}

/** What the checks need, in one statement: the player, their card (if it is theirs), their totals. */
export async function withdrawalFacts(
  db: Db,
  userId: number,
  cardId: number,
): Promise<WithdrawalFacts | null> {
  const [row] = await prepared<{
    safebox_password_hash: string | null
    card_id: number | null
    bank_id: number | null
    holder_name: string | null
    account_no: string | null
    deposits: number | null
    bonuses: number | null
    bets: number | null
  }>(
    db,
    'wallet.withdrawalFacts',
    `SELECT u.safebox_password_hash, c.id AS card_id, c.bank_id, c.holder_name, c.account_no,
            t.deposits, t.bonuses, t.bets
     FROM users u
     LEFT JOIN user_bank_cards c ON c.id = $2 AND c.user_id = u.id
     LEFT JOIN wallet_totals t ON t.user_id = u.id
     WHERE u.id = $1`,
    [userId, cardId],
  )
  if (!row) return null
  return {
    safeboxPasswordHash: row.safebox_password_hash,
    card:
      row.card_id === null
        ? null
        : {
            id: Number(row.card_id),
            bankId: Number(row.bank_id),
            holderName: row.holder_name ?? '',
            accountNo: row.account_no ?? '',
          },
    totals: {
      deposits: Number(row.deposits ?? 0),
      bonuses: Number(row.bonuses ?? 0),
      bets: Number(row.bets ?? 0),
    },
  }
}

export interface NewWithdrawal {
  userId: number
  card: { id: number; bankId: number; holderName: string; accountNo: string }
  bankName: string
  amount: number
  fee: number
  provider: string
  now: number
}

/**
 * Creates the pending withdrawal and holds its amount (cash -> withdraw_hold) in ONE statement, so both
 * exist or neither: the id is drawn first, the ledger movement (ledger_post, the ledger's own function)
 * names it, and the row is inserted only when the movement went through. Returns null when the cash
 * balance is short, else the new id and the cash balance after the hold.
 */
export async function insertHeldWithdrawal(
  db: Db,
  w: NewWithdrawal,
): Promise<{ id: number; coin: number } | null> {
  const at = new Date(w.now).toISOString()
  // Lock order of the ledger (accounts sorted by key): cash before withdraw_hold.
  const [row] = await prepared<{
    status: string
    balances: Array<number | string> | null
    id: number | null
  }>(
    db,
    'wallet.insertHeldWithdrawal',
    `WITH next AS (SELECT nextval(pg_get_serial_sequence('withdrawals', 'id')) AS id),
     moved AS (
       SELECT l.* FROM next, LATERAL ledger_post(
         '${TxKind.withdrawHold}', $1::bigint, 'withdraw-hold:' || next.id, NULL, 'withdrawal', next.id::text,
         $2::timestamptz, ARRAY[$1::bigint, $1::bigint],
         ARRAY['${PlayerAccount.cash}', '${PlayerAccount.withdrawHold}'], ARRAY[-$3::bigint, $3::bigint]) l
     ),
     created AS (
       INSERT INTO withdrawals (id, user_id, card_id, bank_id, bank_name, holder_name, account_no, amount,
                                fee, status, provider, created_at)
       OVERRIDING SYSTEM VALUE
       SELECT next.id, $1, $4, $5, $6, $7, $8, $3, $9, 'pending', $10, $2
       FROM next, moved WHERE moved.status = 'ok'
       RETURNING id
     )
     SELECT moved.status, moved.balances, created.id FROM moved LEFT JOIN created ON true`,
    [
      w.userId,
      at,
      w.amount,
      w.card.id,
      w.card.bankId,
      w.bankName,
      w.card.holderName,
      w.card.accountNo,
      w.fee,
      w.provider,
    ],
  )
  if (row?.status === 'insufficient') return null
  if (row?.status !== 'ok' || row.id === null) {
    throw new Error(`withdrawal hold failed: ${row?.status ?? 'no reply'}`)
  }
  return { id: Number(row.id), coin: Number(row.balances?.[0] ?? 0) }
}
