import { z } from 'zod'
import { pageReplyFields, requestBody } from '../common.ts'
import { TxKind } from '../wallet-kinds.ts'

/**
 * The player's own money and bet history (spec 7 "Wallet": appUserCoinDetail, betRecord, betRecordReport;
 * spec 2 /wallets/record, /member/report, /member/retrieve-balance). Self-service with no cut-off: any
 * date range back to the first movement (UK RTS 1B asks for at least 12 months).
 */

/** A ledger transaction kind (contract/wallet-kinds.ts). */
export type CoinDetailKind = TxKind

export const RECORD_PAGE_SIZE_MAX = 50

/** 2000-01-01 .. 2100-01-01 in epoch seconds: refuses milliseconds sent by mistake. */
const time = z.number().int().min(946_684_800).max(4_102_444_800)

const paging = {
  pageNum: z.number().int().min(1).max(100_000).default(1),
  /** Spec 9: record pages are 20 long. */
  pageSize: z.number().int().min(1).max(RECORD_PAGE_SIZE_MAX).default(20),
}
/** Inclusive start, exclusive end, epoch seconds; either may be left out. */
const range = { startTime: time.optional(), endTime: time.optional() }

export const coinDetailRequest = requestBody({
  ...paging,
  ...range,
  kind: z.enum(TxKind).optional(),
})

export const coinDetailEntrySchema = z.object({
  /** The ledger transaction id. */
  id: z.number().int(),
  kind: z.enum(TxKind),
  /** Signed: what the movement added to (+) or took from (-) the cash balance. */
  amount: z.number().int(),
  /** The cash balance right after the movement. */
  balance: z.number().int(),
  /** Epoch seconds. */
  time: z.number().int(),
  /** What the movement belongs to: 'withdrawal', 'deposit_order', 'round', ... and its id. */
  refType: z.string(),
  refId: z.string(),
  /** For withdrawals: pending, paid or rejected; '' otherwise. */
  status: z.string(),
  /** For a game's bets, wins and rollbacks: the game's id and type; 0 for other movements. */
  gameId: z.number().int(),
  gameType: z.number().int(),
  /** The game's name from the catalogue; '' for other movements and for a game no longer listed. */
  gameName: z.string(),
})

export const coinDetailReply = z.object({
  ...pageReplyFields,
  list: z.array(coinDetailEntrySchema),
  /** The current cash balance (RTS 1A). */
  coin: z.number().int(),
})

export const betRecordRequest = requestBody({
  ...paging,
  ...range,
  gameType: z.number().int().positive().max(2_147_483_647).optional(),
})

export const betRecordEntrySchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  gameType: z.number().int(),
  /** The game's name from the catalogue; '' when the game is no longer listed (show its type and id). */
  gameName: z.string(),
  betAmount: z.number().int(),
  winAmount: z.number().int(),
  /** winAmount - betAmount. */
  net: z.number().int(),
  roundId: z.string(),
  /** Epoch seconds. */
  time: z.number().int(),
})

export const betRecordReply = z.object({
  ...pageReplyFields,
  list: z.array(betRecordEntrySchema),
  coin: z.number().int(),
})

export const betRecordReportRequest = betRecordRequest

const totals = {
  count: z.number().int(),
  bet: z.number().int(),
  win: z.number().int(),
  /** win - bet. */
  net: z.number().int(),
}

export const betRecordReportReply = z.object({
  ...pageReplyFields,
  /** One row per UTC day and game type, newest day first. */
  list: z.array(z.object({ day: z.string(), gameType: z.number().int(), ...totals })),
  /** Over the whole filtered range, not only this page. */
  summary: z.object(totals),
  coin: z.number().int(),
})

export const retrieveBalanceReply = z.object({
  coin: z.number().int(),
  /** Game sessions closed and their balance returned (0 until games hold balances). */
  sessionsClosed: z.number().int(),
  retrieved: z.number().int(),
})
