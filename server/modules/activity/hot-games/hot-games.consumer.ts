import { sql } from 'drizzle-orm'
import { TxKind } from '../../../../contract/wallet-kinds.ts'
import type { Tx } from '../../../db/client.ts'
import { pgArray, query } from '../../../db/sql.ts'
import type { Consumer } from '../../../outbox/consumer.ts'
import type { DomainEvent } from '../../../outbox/events.ts'

/** What a batch adds to one (UTC day, game): rounds played and its best round (win / bet). */
interface GameDay {
  day: string
  gameId: number
  rounds: number
  bestWin: number
  bestBet: number
}

interface WonRound {
  day: string
  gameId: number
  userId: number
  provider: string
  roundId: string
}

const dayOf = (e: DomainEvent) => e.createdAt.toISOString().slice(0, 10)
const gameOf = (e: DomainEvent) => (typeof e.data.gameId === 'number' ? e.data.gameId : null)

/** win1 / bet1 > win2 / bet2, exactly (BigInt: products of minor units may pass 2^53). */
export const beats = (win1: number, bet1: number, win2: number, bet2: number) =>
  bet2 === 0 || BigInt(win1) * BigInt(bet2) > BigInt(win2) * BigInt(bet1)

/**
 * A round's multiplier is its bet_records row (the one row per round the seamless wallet keeps: all its
 * bets, all its wins) as it stands when the win is applied: win_amount / bet_amount. Read here, by the
 * round's unique key, so the bet path writes nothing for hot games.
 */
async function wonRounds(
  tx: Tx,
  rounds: WonRound[],
): Promise<Array<WonRound & { win: number; bet: number }>> {
  if (rounds.length === 0) return []
  const rows = await query<{ i: number; win_amount: string | number; bet_amount: string | number }>(
    tx,
    sql`SELECT k.i, b.win_amount, b.bet_amount
        FROM unnest(${pgArray(rounds.map((r) => r.userId))}::bigint[], ${pgArray(rounds.map((r) => r.provider))}::text[],
                    ${pgArray(rounds.map((r) => r.roundId))}::text[]) WITH ORDINALITY AS k (user_id, provider, round_id, i)
        JOIN bet_records b ON b.user_id = k.user_id AND b.provider = k.provider AND b.round_id = k.round_id`,
  )
  return rows.flatMap((r) => {
    const round = rounds[Number(r.i) - 1]
    return round ? [{ ...round, win: Number(r.win_amount), bet: Number(r.bet_amount) }] : []
  })
}

/**
 * Hot games (SlotsHack): per UTC day of the event and game, rounds played (a bet adds one, its rollback
 * takes it back) and the biggest multiplier of a round with a win, in hot_game_days. One upsert per
 * (day, game) per batch, in one lock order, so a popular game's row is locked once per batch.
 */
export const hotGamesConsumer: Consumer = {
  name: 'activity.hot-games',
  kinds: [TxKind.bet, TxKind.rollback, TxKind.win],
  async apply(tx, events) {
    const days = new Map<string, GameDay>()
    const at = (day: string, gameId: number) => {
      const key = `${day}:${gameId}`
      let d = days.get(key)
      if (!d) {
        d = { day, gameId, rounds: 0, bestWin: 0, bestBet: 0 }
        days.set(key, d)
      }
      return d
    }
    const won: WonRound[] = []
    for (const e of events) {
      const gameId = gameOf(e)
      if (gameId === null || e.userId === null) continue
      if (e.kind === TxKind.bet) at(dayOf(e), gameId).rounds += 1
      else if (e.kind === TxKind.rollback) at(dayOf(e), gameId).rounds -= 1
      else if (e.amount > 0 && typeof e.data.provider === 'string' && typeof e.data.roundId === 'string')
        won.push({
          day: dayOf(e),
          gameId,
          userId: e.userId,
          provider: e.data.provider,
          roundId: e.data.roundId,
        })
    }
    for (const r of await wonRounds(tx, won)) {
      if (r.bet <= 0) continue
      const d = at(r.day, r.gameId)
      if (beats(r.win, r.bet, d.bestWin, d.bestBet)) {
        d.bestWin = r.win
        d.bestBet = r.bet
      }
    }
    if (days.size === 0) return
    const rows = [...days.values()].sort((a, b) => a.day.localeCompare(b.day) || a.gameId - b.gameId)
    const col = <K extends keyof GameDay>(k: K) => pgArray(rows.map((r) => r[k]))
    // The stored best is replaced only by a strictly bigger multiplier (compared as numeric: no overflow).
    const bigger = sql`EXCLUDED.best_bet > 0 AND (h.best_bet = 0
      OR EXCLUDED.best_win::numeric * h.best_bet > h.best_win::numeric * EXCLUDED.best_bet)`
    await tx.execute(
      sql`INSERT INTO hot_game_days AS h (day, game_id, rounds, best_win, best_bet)
          SELECT * FROM unnest(${col('day')}::date[], ${col('gameId')}::int[], ${col('rounds')}::int[],
                               ${col('bestWin')}::bigint[], ${col('bestBet')}::bigint[])
          ON CONFLICT (day, game_id) DO UPDATE SET
            rounds = h.rounds + EXCLUDED.rounds,
            best_win = CASE WHEN ${bigger} THEN EXCLUDED.best_win ELSE h.best_win END,
            best_bet = CASE WHEN ${bigger} THEN EXCLUDED.best_bet ELSE h.best_bet END`,
    )
  },
}
