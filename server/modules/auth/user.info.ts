import type { RefreshData, UserInfo } from '../../../contract/user.ts'
import type { UserRow } from './user.repo.ts'

/**
 * The one place a user row becomes spec 3 "User info". Every field is always present.
 * Wallet, games and VIP progress do not exist yet: coin, bet, totalRecharge, exchange and safebox are 0
 * until the wallet/ledger module lands and supplies them; vip, vipExp, userLevel and lottery are the
 * row's own columns (0 for a new player). hasUserOther is false: there are no secondary profiles.
 */
export function toUserInfo(row: UserRow): UserInfo {
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
    lottery: row.lottery,
    coin: 0,
    safebox: 0,
    totalRecharge: 0,
    exchange: 0,
    bet: 0,
    vip: row.vip,
    vipExp: row.vipExp,
    userLevel: row.userLevel,
    pid: row.pid ?? 0,
    regPeriod: Math.floor(row.createdAt.getTime() / 1000),
  }
}

export function toRefreshData(row: UserRow): RefreshData {
  const u = toUserInfo(row)
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
