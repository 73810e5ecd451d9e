import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { BankCard, bankInfoListReply } from '../../../../contract/calls/wallet-withdraw.ts'
import { ErrorMsg, ValidationMsg } from '../../../../contract/errors.ts'
import type { Db, DbOrTx } from '../../../db/client.ts'
import { userBankCards } from '../../../db/schema/index.ts'
import { badRequest, fieldError, notFound } from '../../../http/errors.ts'
import { uniqueViolation } from '../../auth/user.repo.ts'
import { getLengths } from '../../config/config.service.ts'
import { type BankRow, getExchangeConfig, listBanks } from './withdraw.config.ts'

export type CardRow = typeof userBankCards.$inferSelect
export type BankInfoList = z.infer<typeof bankInfoListReply>

const HOLDER_NAME = { min: 2, max: 64 }

/** '****' + the last 4 characters: the only form of an account number a reply ever carries. */
export const maskAccountNo = (accountNo: string): string => `****${accountNo.slice(-4)}`

export function toBankCard(row: CardRow, bankList: BankRow[]): BankCard {
  return {
    id: row.id,
    bankId: row.bankId,
    bankName: bankList.find((b) => b.id === row.bankId)?.name ?? '',
    holderName: row.holderName,
    accountNoMasked: maskAccountNo(row.accountNo),
    createdAt: Math.floor(row.createdAt.getTime() / 1000),
    updatedAt: Math.floor(row.updatedAt.getTime() / 1000),
  }
}

/** Spaces and dashes as people type them are dropped; letters are upper-cased (IBAN-style numbers). */
async function checkAccountNo(db: DbOrTx, raw: string): Promise<string> {
  const value = raw.replace(/[\s-]/g, '').toUpperCase()
  if (!/^[A-Z0-9]+$/.test(value)) throw fieldError('accountNo', ValidationMsg.invalidFormat)
  const { withdrawAccount } = await getLengths(db)
  if (value.length < withdrawAccount.min) throw fieldError('accountNo', ValidationMsg.tooShort)
  if (value.length > withdrawAccount.max) throw fieldError('accountNo', ValidationMsg.tooLong)
  return value
}

function checkHolderName(raw: string): string {
  const value = raw.trim().replace(/\s+/g, ' ')
  if (/\p{Cc}|\p{Cf}/u.test(value)) throw fieldError('holderName', ValidationMsg.invalidFormat)
  if (value.length < HOLDER_NAME.min) throw fieldError('holderName', ValidationMsg.tooShort)
  if (value.length > HOLDER_NAME.max) throw fieldError('holderName', ValidationMsg.tooLong)
  return value
}

function checkBank(bankList: BankRow[], bankId: number): void {
  if (!bankList.some((b) => b.id === bankId && b.status === 1)) {
    throw badRequest(ErrorMsg.bankNotAvailable, { bankId: ValidationMsg.invalidFormat })
  }
}

const cardExists = () => badRequest(ErrorMsg.bankCardExists, { bankId: ValidationMsg.invalidFormat })

export async function listCardRows(db: DbOrTx, userId: number): Promise<CardRow[]> {
  return db
    .select()
    .from(userBankCards)
    .where(eq(userBankCards.userId, userId))
    .orderBy(desc(userBankCards.updatedAt), desc(userBankCards.id))
}

export async function bankInfoList(db: DbOrTx, userId: number): Promise<BankInfoList> {
  const [rows, bankList, config] = [
    await listCardRows(db, userId),
    await listBanks(db),
    await getExchangeConfig(db),
  ]
  const list = rows.map((r) => toBankCard(r, bankList))
  return {
    appUserBank: list[0] ?? null,
    appUserBankList: Object.fromEntries(list.map((c) => [String(c.bankId), c])),
    list,
    bankList: bankList
      .filter((b) => b.status === 1)
      .map((b) => ({ id: b.id, name: b.name, code: b.code, sort: b.sort })),
    maxCards: config.maxCards,
  }
}

export async function addCard(
  db: Db,
  userId: number,
  body: { bankId: number; holderName: string; accountNo: string },
  now: number,
): Promise<BankInfoList & { card: BankCard }> {
  const bankList = await listBanks(db)
  checkBank(bankList, body.bankId)
  const holderName = checkHolderName(body.holderName)
  const accountNo = await checkAccountNo(db, body.accountNo)
  const { maxCards } = await getExchangeConfig(db)
  try {
    const row = await db.transaction(async (tx) => {
      // The player's row lock makes the count and the insert one step: two racing adds cannot pass maxCards.
      await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`)
      const [have] = await tx
        .select({ n: count() })
        .from(userBankCards)
        .where(eq(userBankCards.userId, userId))
      if ((have?.n ?? 0) >= maxCards) throw badRequest(ErrorMsg.bankCardLimit)
      const at = new Date(now)
      const [inserted] = await tx
        .insert(userBankCards)
        .values({ userId, bankId: body.bankId, holderName, accountNo, createdAt: at, updatedAt: at })
        .returning()
      return inserted as CardRow
    })
    return { card: toBankCard(row, bankList), ...(await bankInfoList(db, userId)) }
  } catch (err) {
    if (uniqueViolation(err) !== null) throw cardExists()
    throw err
  }
}

/** Only the caller's own card: another player's card id answers notFound and changes nothing. */
export async function modifyCard(
  db: Db,
  userId: number,
  body: {
    id: number
    bankId?: number | undefined
    holderName?: string | undefined
    accountNo?: string | undefined
  },
  now: number,
): Promise<BankInfoList & { card: BankCard }> {
  const bankList = await listBanks(db)
  const patch: Partial<Pick<CardRow, 'bankId' | 'holderName' | 'accountNo'>> = {}
  if (body.bankId !== undefined) {
    checkBank(bankList, body.bankId)
    patch.bankId = body.bankId
  }
  if (body.holderName !== undefined) patch.holderName = checkHolderName(body.holderName)
  if (body.accountNo !== undefined) patch.accountNo = await checkAccountNo(db, body.accountNo)
  let row: CardRow | undefined
  try {
    ;[row] = await db
      .update(userBankCards)
      .set({ ...patch, updatedAt: new Date(now) })
      .where(and(eq(userBankCards.id, body.id), eq(userBankCards.userId, userId)))
      .returning()
  } catch (err) {
    if (uniqueViolation(err) !== null) throw cardExists()
    throw err
  }
  if (!row) throw notFound(ErrorMsg.bankCardNotFound)
  return { card: toBankCard(row, bankList), ...(await bankInfoList(db, userId)) }
}

/** The caller's card for a withdrawal, or notFound (another player's id is treated as no card at all). */
export async function ownCard(db: DbOrTx, userId: number, cardId: number): Promise<CardRow> {
  const [row] = await db
    .select()
    .from(userBankCards)
    .where(and(eq(userBankCards.id, cardId), eq(userBankCards.userId, userId)))
  if (!row) throw notFound(ErrorMsg.bankCardNotFound)
  return row
}
