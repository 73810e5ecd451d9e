import { sql } from 'drizzle-orm'
import { ProviderStatus } from '../../contract/provider-wallet.ts'
import type { DbOrTx } from '../db/client.ts'
import { query } from '../db/sql.ts'
import { PlayError } from './provider.errors.ts'
import { type WalletClient, WalletUnavailable } from './wallet-client.ts'

/**
 * Where a round's money goes: the player's wallet through the seamless-wallet API, or, in demo play, the
 * session's own play money, which never reaches the wallet. Both run the same round flow (provider.service).
 */
export interface Purse {
  /**
   * Takes the stake; returns the balance after it. Throws PlayError when refused or unanswered. `tx` names
   * a further bet of the round (a blackjack double or split); the round's first bet is betTxId(roundId).
   */
  bet(roundId: string, stake: number, tx?: string): Promise<number>
  /** Pays the round's return (0 too); returns the balance, or null when the wallet never answered. */
  win(roundId: string, amount: number): Promise<number | null>
  endRound(roundId: string): Promise<void>
  /** Undoes a bet (the round's first unless `tx`); true once the wallet answered. */
  rollback(roundId: string, tx?: string): Promise<boolean>
  balance(): Promise<number>
}

export const betTxId = (roundId: string) => `${roundId}:bet`
const rollbackTxId = (roundId: string, tx: string) =>
  tx === betTxId(roundId) ? `${roundId}:rollback` : `${tx}:rollback`

/** How often an unanswered win or rollback is sent again within one request, and the wait before each. */
export const RETRY_DELAYS_MS = [0, 100, 250, 500, 1000]

export class WalletPurse implements Purse {
  constructor(
    private readonly wallet: WalletClient,
    private readonly sessionId: string,
    private readonly sleep: (ms: number) => Promise<void>,
  ) {}

  async bet(roundId: string, stake: number, tx = betTxId(roundId)): Promise<number> {
    let reply: Awaited<ReturnType<WalletClient['call']>>
    try {
      reply = await this.wallet.call('bet', {
        sessionId: this.sessionId,
        transactionId: tx,
        roundId,
        amount: stake,
      })
    } catch (err) {
      if (!(err instanceof WalletUnavailable)) throw err
      // The bet may have landed: undo it by reference so the player is never charged for a round not played.
      const undone = await this.rollback(roundId, tx)
      throw new PlayError('network', { rollbackPending: !undone })
    }
    if (reply.status === ProviderStatus.ok) return reply.balance ?? 0
    if (reply.status === ProviderStatus.insufficientFunds) {
      throw new PlayError('insufficientFunds', { balance: reply.balance })
    }
    if (reply.status === ProviderStatus.sessionExpired) throw new PlayError('sessionExpired')
    throw new PlayError('generic')
  }

  async win(roundId: string, amount: number): Promise<number | null> {
    // The same transaction id every time: the wallet pays a win once however often it is sent.
    const body = {
      sessionId: this.sessionId,
      transactionId: `${roundId}:win`,
      roundId,
      betTransactionId: betTxId(roundId),
      amount,
    }
    const reply = await this.retry(() => this.wallet.call('win', body))
    if (!reply) return null
    if (reply.status !== ProviderStatus.ok) throw new PlayError('generic')
    return reply.balance ?? 0
  }

  async endRound(roundId: string): Promise<void> {
    // Repeatable and informational: a lost endRound costs nothing, so one try is enough.
    await this.wallet.call('endRound', { sessionId: this.sessionId, roundId }).catch(() => undefined)
  }

  async rollback(roundId: string, tx = betTxId(roundId)): Promise<boolean> {
    const body = {
      sessionId: this.sessionId,
      transactionId: rollbackTxId(roundId, tx),
      roundId,
      referenceTransactionId: tx,
    }
    return (await this.retry(() => this.wallet.call('rollback', body))) !== null
  }

  async balance(): Promise<number> {
    let reply: Awaited<ReturnType<WalletClient['call']>>
    try {
      reply = await this.wallet.call('balance', { sessionId: this.sessionId })
    } catch {
      throw new PlayError('network')
    }
    if (reply.status === ProviderStatus.sessionExpired) throw new PlayError('sessionExpired')
    if (reply.status !== ProviderStatus.ok) throw new PlayError('generic')
    return reply.balance ?? 0
  }

  private async retry<T>(send: () => Promise<T>): Promise<T | null> {
    for (const delay of RETRY_DELAYS_MS) {
      if (delay > 0) await this.sleep(delay)
      try {
        return await send()
      } catch (err) {
        if (!(err instanceof WalletUnavailable)) throw err
      }
    }
    return null
  }
}

/** Demo play: the session row's play money, changed by conditional updates (never below zero). */
export class DemoPurse implements Purse {
  constructor(
    private readonly db: DbOrTx,
    private readonly key: string,
  ) {}

  async bet(_roundId: string, stake: number): Promise<number> {
    const [row] = await query<{ demo_balance: number }>(
      this.db,
      sql`UPDATE builtin_provider_sessions SET demo_balance = demo_balance - ${stake}
          WHERE id = ${this.key} AND demo_balance >= ${stake} RETURNING demo_balance`,
    )
    if (!row) throw new PlayError('insufficientFunds', { balance: await this.balance() })
    return Number(row.demo_balance)
  }

  async win(_roundId: string, amount: number): Promise<number> {
    const [row] = await query<{ demo_balance: number }>(
      this.db,
      sql`UPDATE builtin_provider_sessions SET demo_balance = demo_balance + ${amount}
          WHERE id = ${this.key} RETURNING demo_balance`,
    )
    return Number(row?.demo_balance ?? 0)
  }

  async endRound(): Promise<void> {}

  async rollback(): Promise<boolean> {
    return true
  }

  async balance(): Promise<number> {
    const [row] = await query<{ demo_balance: number }>(
      this.db,
      sql`SELECT demo_balance FROM builtin_provider_sessions WHERE id = ${this.key}`,
    )
    return Number(row?.demo_balance ?? 0)
  }
}
