/**
 * Path and behaviour of every /app/v1 call, without schemas, so the app's HTTP client can read it without
 * pulling zod into the first load. `contract/calls/index.ts` pairs each entry with its zod schemas.
 * `public` calls work without a token (a 401 from them never logs out, spec 7).
 * `once` calls are never retried by the client (spec 7: "retries idempotent requests 0 times";
 * used for heartbeats and event batches that a newer call supersedes).
 * `read` calls change nothing, so they skip the server's idempotency store.
 */
export interface CallMeta {
  path: string
  auth: 'public' | 'user'
  once?: true
  read?: true
}

// The access shapes the calls share; a call's path is its name unless the entry gives one.
const user = { auth: 'user' } as const
const userRead = { auth: 'user', read: true } as const
const open = { auth: 'public' } as const
const openRead = { auth: 'public', read: true } as const
const userOnce = { auth: 'user', once: true } as const
const openOnce = { auth: 'public', once: true } as const

const table = {
  appConfig: { ...openRead, path: 'anonymous/appConfig' },
  getContentPage: { ...openRead, path: 'anonymous/getContentPage' },
  getCustomerServices: openRead,
  accountRegist: open,
  accountRegist4: open,
  accountLogin: open,
  accountLoginSms: open,
  smsSend: open,
  forgetPassword: open,
  googleLogin: open,
  facebookLogin: open,
  lineLogin: open,
  initPassword: user,
  bindAccount: user,
  bindSocialAccount: user,
  updateProfile: user,
  getUserInfo: userRead,
  refreshData: userRead,
  getAfterLoginInfoWeb: userRead,
  getAfterLoginInfo: userRead,
  logout: userOnce,
  appEventLogClient: { ...openOnce, path: 'anonymous/appEventLogClient' },
  online: userOnce,
  getBankInfoList: userRead,
  addBankInfo: user,
  modifyBankInfo: user,
  getExchange: userRead,
  exchange: user,
  appUserCoinDetail: userRead,
  betRecord: userRead,
  betRecordReport: userRead,
  retrieveBalance: user,
  getTradeInfo: userRead,
  recharge: user,
  getRechargeOrder: userRead,
  getBonusBalance: userRead,
  startGame: user,
  exitGame: user,
  gameLike: user,
  getVipInfo: userRead,
  appVipUserReceiveDaily: user,
  appVipUserReceiveSignInAward: user,
  loginBonus3User: userRead,
  loginBonus3UserReceive: user,
  activityAwardGetLog: userRead,
  betBonus: userRead,
  betBonusReceive: user,
  betBonusLog: userRead,
  getPointsInfo: openRead,
  pointsExchange: user,
  getPointsLog: userRead,
  getMyCoupons: userRead,
  getRechargeTiers: openRead,
  getJackpotDrawInfo: openRead,
  receiveDrawChance: user,
  getPersonJackpotDrawAwardLog: userRead,
  getJackpotRank: openRead,
  joinRechargeTiers: user,
  getActivityIds: openRead,
  getRedDots: userRead,
  getRewardRecord: userRead,
  getTaskUser: openRead,
  finishTask: user,
  receiveTaskAward: user,
  activityGetStatusList: userRead,
  receiveVipTask: user,
  receiveVipTaskUnReceiveBonus: user,
  getMail2: userRead,
  getMailDetail: user,
  receiveMail: user,
  delMail: user,
  addFeedback: user,
  replyFeedback: user,
  getFeedbackList: userRead,
  getFeedbackDetail: userRead,
  appAgent5User: userRead,
  appAgent5UserLog: userRead,
  appAgent5UserInviteValidReceive: user,
  appAgent5UserReceive: user,
  agentFill: user,
  getFollowChannels: openRead,
  receiveFollowReward: user,
  getHotGames: openRead,
  getSafeboxInfo: userRead,
  setSafeboxPassword: user,
  changeSafeboxPassword: user,
  safeboxIn: user,
  safeboxOut: user,
  getSafeboxInterestLog: userRead,
  actInviteUser: userRead,
  actInviteUserStatus: userRead,
  actInviteUserSpin: user,
  actInviteUserExchange: user,
  actInviteUserRecord: userRead,
  actInviteClickInvite: user,
} as const

export type CallName = keyof typeof table

export const callMeta = Object.fromEntries(
  Object.entries(table).map(([name, meta]) => [name, { path: name, ...meta }]),
) as { readonly [N in CallName]: (typeof table)[N] & CallMeta }
