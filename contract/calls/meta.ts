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

export const callMeta = {
  appConfig: { path: 'anonymous/appConfig', auth: 'public', read: true },
  getContentPage: { path: 'anonymous/getContentPage', auth: 'public', read: true },
  getCustomerServices: { path: 'getCustomerServices', auth: 'public', read: true },
  accountRegist: { path: 'accountRegist', auth: 'public' },
  accountRegist4: { path: 'accountRegist4', auth: 'public' },
  accountLogin: { path: 'accountLogin', auth: 'public' },
  accountLoginSms: { path: 'accountLoginSms', auth: 'public' },
  smsSend: { path: 'smsSend', auth: 'public' },
  forgetPassword: { path: 'forgetPassword', auth: 'public' },
  googleLogin: { path: 'googleLogin', auth: 'public' },
  facebookLogin: { path: 'facebookLogin', auth: 'public' },
  lineLogin: { path: 'lineLogin', auth: 'public' },
  initPassword: { path: 'initPassword', auth: 'user' },
  bindAccount: { path: 'bindAccount', auth: 'user' },
  bindSocialAccount: { path: 'bindSocialAccount', auth: 'user' },
  updateProfile: { path: 'updateProfile', auth: 'user' },
  getUserInfo: { path: 'getUserInfo', auth: 'user', read: true },
  refreshData: { path: 'refreshData', auth: 'user', read: true },
  getAfterLoginInfoWeb: { path: 'getAfterLoginInfoWeb', auth: 'user', read: true },
  getAfterLoginInfo: { path: 'getAfterLoginInfo', auth: 'user', read: true },
  logout: { path: 'logout', auth: 'user', once: true },
  appEventLogClient: { path: 'anonymous/appEventLogClient', auth: 'public', once: true },
  online: { path: 'online', auth: 'user', once: true },
  getBankInfoList: { path: 'getBankInfoList', auth: 'user', read: true },
  addBankInfo: { path: 'addBankInfo', auth: 'user' },
  modifyBankInfo: { path: 'modifyBankInfo', auth: 'user' },
  getExchange: { path: 'getExchange', auth: 'user', read: true },
  exchange: { path: 'exchange', auth: 'user' },
  appUserCoinDetail: { path: 'appUserCoinDetail', auth: 'user', read: true },
  betRecord: { path: 'betRecord', auth: 'user', read: true },
  betRecordReport: { path: 'betRecordReport', auth: 'user', read: true },
  retrieveBalance: { path: 'retrieveBalance', auth: 'user' },
  getTradeInfo: { path: 'getTradeInfo', auth: 'user', read: true },
  recharge: { path: 'recharge', auth: 'user' },
  getRechargeOrder: { path: 'getRechargeOrder', auth: 'user', read: true },
  getBonusBalance: { path: 'getBonusBalance', auth: 'user', read: true },
  startGame: { path: 'startGame', auth: 'user' },
  exitGame: { path: 'exitGame', auth: 'user' },
  gameLike: { path: 'gameLike', auth: 'user' },
  getVipInfo: { path: 'getVipInfo', auth: 'user', read: true },
  appVipUserReceiveDaily: { path: 'appVipUserReceiveDaily', auth: 'user' },
  appVipUserReceiveSignInAward: { path: 'appVipUserReceiveSignInAward', auth: 'user' },
  loginBonus3User: { path: 'loginBonus3User', auth: 'user', read: true },
  loginBonus3UserReceive: { path: 'loginBonus3UserReceive', auth: 'user' },
  activityAwardGetLog: { path: 'activityAwardGetLog', auth: 'user', read: true },
  betBonus: { path: 'betBonus', auth: 'user', read: true },
  betBonusReceive: { path: 'betBonusReceive', auth: 'user' },
  betBonusLog: { path: 'betBonusLog', auth: 'user', read: true },
  getPointsInfo: { path: 'getPointsInfo', auth: 'public', read: true },
  pointsExchange: { path: 'pointsExchange', auth: 'user' },
  getPointsLog: { path: 'getPointsLog', auth: 'user', read: true },
  getMyCoupons: { path: 'getMyCoupons', auth: 'user', read: true },
  getRechargeTiers: { path: 'getRechargeTiers', auth: 'public', read: true },
  getJackpotDrawInfo: { path: 'getJackpotDrawInfo', auth: 'public', read: true },
  receiveDrawChance: { path: 'receiveDrawChance', auth: 'user' },
  getPersonJackpotDrawAwardLog: { path: 'getPersonJackpotDrawAwardLog', auth: 'user', read: true },
  getJackpotRank: { path: 'getJackpotRank', auth: 'public', read: true },
  joinRechargeTiers: { path: 'joinRechargeTiers', auth: 'user' },
  getActivityIds: { path: 'getActivityIds', auth: 'public', read: true },
  getRedDots: { path: 'getRedDots', auth: 'user', read: true },
  getRewardRecord: { path: 'getRewardRecord', auth: 'user', read: true },
  getTaskUser: { path: 'getTaskUser', auth: 'public', read: true },
  finishTask: { path: 'finishTask', auth: 'user' },
  receiveTaskAward: { path: 'receiveTaskAward', auth: 'user' },
  activityGetStatusList: { path: 'activityGetStatusList', auth: 'user', read: true },
  receiveVipTask: { path: 'receiveVipTask', auth: 'user' },
  receiveVipTaskUnReceiveBonus: { path: 'receiveVipTaskUnReceiveBonus', auth: 'user' },
  getMail2: { path: 'getMail2', auth: 'user', read: true },
  getMailDetail: { path: 'getMailDetail', auth: 'user' },
  receiveMail: { path: 'receiveMail', auth: 'user' },
  delMail: { path: 'delMail', auth: 'user' },
  addFeedback: { path: 'addFeedback', auth: 'user' },
  replyFeedback: { path: 'replyFeedback', auth: 'user' },
  getFeedbackList: { path: 'getFeedbackList', auth: 'user', read: true },
  getFeedbackDetail: { path: 'getFeedbackDetail', auth: 'user', read: true },
  appAgent5User: { path: 'appAgent5User', auth: 'user', read: true },
  appAgent5UserLog: { path: 'appAgent5UserLog', auth: 'user', read: true },
  appAgent5UserInviteValidReceive: { path: 'appAgent5UserInviteValidReceive', auth: 'user' },
  appAgent5UserReceive: { path: 'appAgent5UserReceive', auth: 'user' },
  agentFill: { path: 'agentFill', auth: 'user' },
} as const satisfies Record<string, CallMeta>

export type CallName = keyof typeof callMeta
