import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { getMailReply, MailDetail, receiveMailReply } from '../../../contract/calls/mail.ts'
import type { Locale } from '../../../contract/enums.ts'
import { ErrorCode, ErrorMsg } from '../../../contract/errors.ts'
import { TxKind } from '../../../contract/wallet-kinds.ts'
import type { Db } from '../../db/client.ts'
import { offsetOf, pageInfo } from '../../db/paging.ts'
import { AppError } from '../../http/errors.ts'
import { pointsBalance } from '../points/points.balance.ts'
import { cashAfter, houseAward } from '../wallet/ledger/house-award.ts'
import { PlayerAccount, PointsTxKind, SystemAccount } from '../wallet/ledger/ledger.kinds.ts'
import { playerBalances, postInTransaction } from '../wallet/ledger/ledger.ts'
import { listMails, materialiseBroadcasts, ownMail } from './mail.repo.ts'

/**
 * The player's mailbox (getMail2, getMailDetail, receiveMail, delMail). Every call names the caller's own
 * mail: another player's id answers 1901 like a missing one, so ids reveal nothing.
 */

export const mailNotFound = () => new AppError(ErrorCode.mailNotFound, ErrorMsg.mailNotFound, 404)
export const mailNoAttachment = () => new AppError(ErrorCode.mailNoAttachment, ErrorMsg.mailNoAttachment, 409)
export const mailClaimed = () => new AppError(ErrorCode.mailClaimed, ErrorMsg.mailClaimed, 409)
export const mailUnclaimed = () => new AppError(ErrorCode.mailUnclaimed, ErrorMsg.mailUnclaimed, 409)

const hasAttachment = (m: { coin: number; points: number }) => m.coin > 0 || m.points > 0

export async function mailList(
  db: Db,
  userId: number,
  locale: Locale,
  req: { pageNum: number; pageSize: number },
): Promise<z.input<typeof getMailReply>> {
  await materialiseBroadcasts(db, userId)
  const { list, total, unread } = await listMails(db, userId, locale, {
    limit: req.pageSize,
    offset: offsetOf(req),
  })
  return { ...pageInfo(req, total), unread, list }
}

/** The mail with its body; opening it marks it read (the first time). */
export async function mailDetail(
  db: Db,
  userId: number,
  id: number,
  locale: Locale,
  now: number,
): Promise<MailDetail> {
  const mail = await ownMail(db, userId, id, locale, {
    set: sql`read_at = coalesce(m.read_at, ${new Date(now).toISOString()}::timestamptz)`,
  })
  if (!mail) throw mailNotFound()
  return mail
}

/**
 * Pays the attachment once. The conditional UPDATE takes the mail's row lock and sets claimed_at only
 * while unset, so of parallel claims one pays and the rest wait, then see it claimed; the payments are
 * posted in the same transaction under keys named by the mail (mail:<player>:<mail>, mail_points:...).
 */
export async function receiveMail(
  db: Db,
  userId: number,
  id: number,
  locale: Locale,
  now: number,
): Promise<z.input<typeof receiveMailReply>> {
  return db.transaction(async (tx) => {
    const at = new Date(now).toISOString()
    const claimed = await ownMail(tx, userId, id, locale, {
      set: sql`claimed_at = ${at}::timestamptz, read_at = coalesce(m.read_at, ${at}::timestamptz)`,
      when: sql`m.claimed_at IS NULL AND (m.coin > 0 OR m.points > 0)`,
    })
    if (!claimed) {
      const mail = await ownMail(tx, userId, id, locale)
      if (!mail) throw mailNotFound()
      throw hasAttachment(mail) ? mailClaimed() : mailNoAttachment()
    }
    const ref = { type: 'mail', id: String(id) }
    let balance: number | null = null
    if (claimed.coin > 0) {
      const paid = await postInTransaction(
        tx,
        houseAward({
          kind: TxKind.bonus,
          userId,
          amount: claimed.coin,
          key: `mail:${userId}:${id}`,
          ref,
          event: { mail: id },
        }),
        now,
      )
      balance = cashAfter(paid)
    }
    let points: number | null = null
    if (claimed.points > 0) {
      const earned = await postInTransaction(
        tx,
        {
          kind: PointsTxKind.earn,
          userId,
          idempotencyKey: `mail_points:${userId}:${id}`,
          ref,
          postings: [
            { account: { userId, kind: PlayerAccount.points }, amount: claimed.points },
            { account: { system: SystemAccount.pointsIssued }, amount: -claimed.points },
          ],
        },
        now,
      )
      points = earned.balances.find((b) => b.kind === PlayerAccount.points)?.balance ?? 0
    }
    return {
      id,
      coin: claimed.coin,
      points: claimed.points,
      balance: balance ?? (await playerBalances(tx, userId)).cash,
      pointsBalance: points ?? (await pointsBalance(tx, userId)),
    }
  })
}

/** Deletes a mail; one with an unclaimed attachment only with `confirm` (the player gives it up). */
export async function deleteMail(
  db: Db,
  userId: number,
  id: number,
  confirm: boolean,
  locale: Locale,
  now: number,
): Promise<{ id: number }> {
  const deleted = await ownMail(db, userId, id, locale, {
    set: sql`deleted_at = ${new Date(now).toISOString()}::timestamptz`,
    ...(confirm ? {} : { when: sql`(m.claimed_at IS NOT NULL OR (m.coin = 0 AND m.points = 0))` }),
  })
  if (deleted) return { id }
  if (await ownMail(db, userId, id, locale)) throw mailUnclaimed()
  throw mailNotFound()
}
