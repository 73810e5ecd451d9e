import type { RefreshData, UserInfo } from '../../../contract/user.ts'
import type { DbOrTx } from '../../db/client.ts'
import { pointsBalance } from '../points/points.balance.ts'
import { type VipFigures, vipFigures } from '../vip/vip.figures.ts'
import { safeboxBalance } from '../wallet/safebox/safebox.balance.ts'
import { walletFigures } from '../wallet/wallet.figures.ts'
import type { UserRow } from './user.repo.ts'

/**
 * The wallet's part of user info (server/modules/wallet/wallet.figures.ts): cash balance, total bet and
 * total paid deposits.
 */
export interface UserWallet {
  coin: number
  bet: number
  deposits: number
  /** The points balance (server/modules/points/): user info's `lottery`. */
  points?: number
  /** What the safe box holds (server/modules/wallet/safebox/): user info's `safebox`. */
  safebox?: number
}
const NO_WALLET: UserWallet = { coin: 0, bet: 0, deposits: 0, points: 0, safebox: 0 }
const NO_VIP: VipFigures = { vip: 0, vipExp: 0, userLevel: 0 }

/**
 * The one place a user row becomes spec 3 "User info". Every field is always present.
 * coin (cash balance), bet (total bet) and totalRecharge (total paid deposits) come from the wallet
 * (`loadUserInfo` reads them; a brand-new account has none); safebox is what the safe box holds;
 * exchange is 0 until its feature supplies it; vip, vipExp and userLevel are the player's VIP state
 * (player_vip, kept from bet events by the vip.experience consumer; 0 for a new player); lottery is the
 * points balance (the player's ledger account of kind 'points': refreshData returns it beside coin, and the
 * spec has no lottery feature of its own; the users.lottery column is no longer read). hasUserOther is false: there are no secondary profiles.
 */
export function toUserInfo(row: UserRow, wallet: UserWallet = NO_WALLET, vip: VipFigures = NO_VIP): UserInfo {
  return {
    id: row.id,
    uuid: row.uuid,
    account: row.account ?? '',
    // Never the hash; hasPassword says whether one is set.
    password: '',
    accountType: row.accountType,
    avatar: row.avatar,
    avatarOther: row.avatarOther,
    nickname: row.nickname,
    mobile: row.mobile ?? '',
    // The provider's stable subject id (what the account is bound by) and its display name.
    googleAccount: row.googleSub ?? '',
    googleName: row.googleName,
    facebookAccount: row.facebookId ?? '',
    facebookName: row.facebookName,
    lineAccount: row.lineId ?? '',
    lineName: row.lineName,
    hasSafeboxPassword: row.safeboxPasswordHash !== null,
    hasKyc: row.hasKyc,
    hasUserOther: false,
    hasPassword: row.passwordHash !== null,
    lottery: wallet.points ?? 0,
    coin: wallet.coin,
    safebox: wallet.safebox ?? 0,
    // wallet_totals.deposits, kept by ledger_post with every deposit posted.
    totalRecharge: wallet.deposits,
    exchange: 0,
    bet: wallet.bet,
    // DESIGN 5: VIP experience is the valid bet amount, from the bet and rollback events.
    vip: vip.vip,
    vipExp: vip.vipExp,
    userLevel: vip.userLevel,
    pid: row.pid ?? 0,
    regPeriod: Math.floor(row.createdAt.getTime() / 1000),
  }
}

/** User info with the wallet and VIP figures read now (every reply that carries user info uses this). */
export async function loadUserInfo(db: DbOrTx, row: UserRow): Promise<UserInfo> {
  return toUserInfo(row, await userWallet(db, row.id), await vipFigures(db, row.id))
}

const userWallet = async (db: DbOrTx, userId: number): Promise<UserWallet> => ({
  ...(await walletFigures(db, userId)),
  points: await pointsBalance(db, userId),
  safebox: await safeboxBalance(db, userId),
})

/** refreshData with the figures read now: a deposit, bet or withdrawal shows in the next call. */
export async function loadRefreshData(db: DbOrTx, row: UserRow): Promise<RefreshData> {
  return toRefreshData(row, await userWallet(db, row.id), await vipFigures(db, row.id))
}

export function toRefreshData(
  row: UserRow,
  wallet: UserWallet = NO_WALLET,
  vip: VipFigures = NO_VIP,
): RefreshData {
  const u = toUserInfo(row, wallet, vip)
  return {
    errcode: 0,
    coin: u.coin,
    lottery: u.lottery,
    vip: u.vip,
    vipExp: u.vipExp,
    userLevel: u.userLevel,
    bet: u.bet,
    hasPassword: u.hasPassword,
  }
}
