import { z } from 'zod'
import * as activities from './activities.ts'
import * as signIn from './activity-sign-in.ts'
import * as agent from './agent.ts'
import * as auth from './auth.ts'
import * as bonus from './bonus.ts'
import * as config from './config.ts'
import * as coupons from './coupons.ts'
import * as events from './events.ts'
import * as feedback from './feedback.ts'
import * as follow from './follow.ts'
import * as games from './games.ts'
import * as hotGames from './hot-games.ts'
import * as inviteSpin from './invite-spin.ts'
import * as jackpot from './jackpot.ts'
import * as mail from './mail.ts'
import { type CallMeta, type CallName, callMeta } from './meta.ts'
import * as points from './points.ts'
import * as rebate from './rebate.ts'
import * as rechargeTiers from './recharge-tiers.ts'
import * as safebox from './safebox.ts'
import * as tasks from './tasks.ts'
import * as vip from './vip.ts'
import * as deposit from './wallet-deposit.ts'
import * as records from './wallet-records.ts'
import * as withdraw from './wallet-withdraw.ts'

export type { CallMeta, CallName }
export { callMeta }

export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType>
  extends CallMeta {
  request: Req
  response: Res
}

const def = <N extends CallName, Req extends z.ZodType, Res extends z.ZodType>(
  name: N,
  request: Req,
  response: Res,
) => ({
  ...(callMeta[name] as (typeof callMeta)[N] & CallMeta),
  request,
  response,
})

/** The request and reply schemas of every call; the server validates with them, the app types with them. */
export const calls = {
  appConfig: def('appConfig', config.appConfigRequest, config.appConfigSchema),
  getContentPage: def('getContentPage', config.contentPageRequest, config.contentPageSchema),
  getCustomerServices: def('getCustomerServices', auth.emptyRequest, config.customerServicesSchema),
  accountRegist: def('accountRegist', auth.accountRegistRequest, auth.sessionReplySchema),
  accountRegist4: def('accountRegist4', auth.accountRegist4Request, auth.sessionReplySchema),
  accountLogin: def('accountLogin', auth.accountLoginRequest, auth.sessionReplySchema),
  accountLoginSms: def('accountLoginSms', auth.accountLoginSmsRequest, auth.sessionReplySchema),
  smsSend: def('smsSend', auth.smsSendRequest, auth.smsSendReply),
  forgetPassword: def('forgetPassword', auth.forgetPasswordRequest, z.null()),
  googleLogin: def('googleLogin', auth.socialLoginRequest, auth.sessionReplySchema),
  facebookLogin: def('facebookLogin', auth.socialLoginRequest, auth.sessionReplySchema),
  lineLogin: def('lineLogin', auth.socialLoginRequest, auth.sessionReplySchema),
  initPassword: def('initPassword', auth.initPasswordRequest, auth.userInfoSchema),
  bindAccount: def('bindAccount', auth.bindAccountRequest, auth.userInfoSchema),
  bindSocialAccount: def('bindSocialAccount', auth.bindSocialAccountRequest, auth.userInfoSchema),
  updateProfile: def('updateProfile', auth.updateProfileRequest, auth.userInfoSchema),
  getUserInfo: def('getUserInfo', auth.emptyRequest, auth.userInfoSchema),
  refreshData: def('refreshData', auth.emptyRequest, auth.refreshDataSchema),
  getAfterLoginInfoWeb: def(
    'getAfterLoginInfoWeb',
    auth.afterLoginInfoWebRequest,
    auth.afterLoginInfoWebReply,
  ),
  getAfterLoginInfo: def('getAfterLoginInfo', auth.afterLoginInfoRequest, auth.afterLoginInfoReply),
  logout: def('logout', auth.emptyRequest, z.null()),
  appEventLogClient: def('appEventLogClient', events.appEventLogRequest, events.appEventLogReply),
  online: def('online', events.onlineRequest, events.onlineReply),
  getBankInfoList: def('getBankInfoList', auth.emptyRequest, withdraw.bankInfoListReply),
  addBankInfo: def('addBankInfo', withdraw.addBankInfoRequest, withdraw.bankInfoReply),
  modifyBankInfo: def('modifyBankInfo', withdraw.modifyBankInfoRequest, withdraw.bankInfoReply),
  getExchange: def('getExchange', auth.emptyRequest, withdraw.getExchangeReply),
  exchange: def('exchange', withdraw.exchangeRequest, withdraw.exchangeReply),
  appUserCoinDetail: def('appUserCoinDetail', records.coinDetailRequest, records.coinDetailReply),
  betRecord: def('betRecord', records.betRecordRequest, records.betRecordReply),
  betRecordReport: def('betRecordReport', records.betRecordReportRequest, records.betRecordReportReply),
  retrieveBalance: def('retrieveBalance', auth.emptyRequest, records.retrieveBalanceReply),
  getTradeInfo: def('getTradeInfo', deposit.tradeInfoRequest, deposit.tradeInfoReply),
  recharge: def('recharge', deposit.rechargeRequest, deposit.rechargeOrderSchema),
  getRechargeOrder: def('getRechargeOrder', deposit.getRechargeOrderRequest, deposit.rechargeOrderSchema),
  getBonusBalance: def('getBonusBalance', auth.emptyRequest, bonus.bonusBalanceReply),
  startGame: def('startGame', games.startGameRequest, games.startGameReply),
  exitGame: def('exitGame', games.exitGameRequest, games.exitGameReply),
  gameLike: def('gameLike', games.gameLikeRequest, games.gameLikeReply),
  getVipInfo: def('getVipInfo', vip.emptyRequest, vip.vipInfoReply),
  appVipUserReceiveDaily: def('appVipUserReceiveDaily', vip.emptyRequest, vip.receiveDailyReply),
  appVipUserReceiveSignInAward: def('appVipUserReceiveSignInAward', vip.emptyRequest, vip.receiveDailyReply),
  loginBonus3User: def('loginBonus3User', auth.emptyRequest, signIn.signInStatusReply),
  loginBonus3UserReceive: def('loginBonus3UserReceive', auth.emptyRequest, signIn.signInClaimReply),
  activityAwardGetLog: def('activityAwardGetLog', signIn.awardLogRequest, signIn.awardLogReply),
  betBonus: def('betBonus', rebate.betBonusRequest, rebate.betBonusReply),
  betBonusReceive: def('betBonusReceive', rebate.betBonusReceiveRequest, rebate.betBonusReceiveReply),
  betBonusLog: def('betBonusLog', rebate.betBonusLogRequest, rebate.betBonusLogReply),
  getPointsInfo: def('getPointsInfo', points.pointsInfoRequest, points.pointsInfoReply),
  pointsExchange: def('pointsExchange', points.pointsExchangeRequest, points.pointsExchangeReply),
  getPointsLog: def('getPointsLog', points.pointsLogRequest, points.pointsLogReply),
  getMyCoupons: def('getMyCoupons', coupons.myCouponsRequest, coupons.myCouponsReply),
  getRechargeTiers: def('getRechargeTiers', auth.emptyRequest, rechargeTiers.rechargeTiersReply),
  getJackpotDrawInfo: def('getJackpotDrawInfo', jackpot.jackpotDrawInfoRequest, jackpot.jackpotDrawInfoReply),
  receiveDrawChance: def(
    'receiveDrawChance',
    jackpot.receiveDrawChanceRequest,
    jackpot.receiveDrawChanceReply,
  ),
  getPersonJackpotDrawAwardLog: def(
    'getPersonJackpotDrawAwardLog',
    jackpot.jackpotDrawLogRequest,
    jackpot.jackpotDrawLogReply,
  ),
  getJackpotRank: def('getJackpotRank', jackpot.jackpotRankRequest, jackpot.jackpotRankReply),
  joinRechargeTiers: def('joinRechargeTiers', auth.emptyRequest, rechargeTiers.joinRechargeTiersReply),
  getActivityIds: def('getActivityIds', auth.emptyRequest, activities.activityIdsReply),
  getRedDots: def('getRedDots', auth.emptyRequest, activities.redDotsReply),
  getRewardRecord: def('getRewardRecord', activities.rewardRecordRequest, activities.rewardRecordReply),
  getTaskUser: def('getTaskUser', tasks.emptyRequest, tasks.taskUserReply),
  finishTask: def('finishTask', tasks.taskIdRequest, tasks.finishTaskReply),
  receiveTaskAward: def('receiveTaskAward', tasks.taskIdRequest, tasks.taskAwardReply),
  activityGetStatusList: def('activityGetStatusList', tasks.emptyRequest, tasks.activityStatusReply),
  receiveVipTask: def('receiveVipTask', tasks.taskIdRequest, tasks.taskAwardReply),
  receiveVipTaskUnReceiveBonus: def('receiveVipTaskUnReceiveBonus', tasks.emptyRequest, tasks.taskAwardReply),
  getMail2: def('getMail2', mail.getMailRequest, mail.getMailReply),
  getMailDetail: def('getMailDetail', mail.mailIdRequest, mail.mailDetailReply),
  receiveMail: def('receiveMail', mail.mailIdRequest, mail.receiveMailReply),
  delMail: def('delMail', mail.delMailRequest, mail.delMailReply),
  addFeedback: def('addFeedback', feedback.addFeedbackRequest, feedback.addFeedbackReply),
  replyFeedback: def('replyFeedback', feedback.replyFeedbackRequest, feedback.feedbackMessage),
  getFeedbackList: def('getFeedbackList', feedback.feedbackListRequest, feedback.feedbackListReply),
  getFeedbackDetail: def('getFeedbackDetail', feedback.feedbackDetailRequest, feedback.feedbackDetailReply),
  appAgent5User: def('appAgent5User', agent.agentInfoRequest, agent.agentInfoReply),
  appAgent5UserLog: def('appAgent5UserLog', agent.agentLogRequest, agent.agentLogReply),
  appAgent5UserInviteValidReceive: def(
    'appAgent5UserInviteValidReceive',
    agent.agentInviteValidReceiveRequest,
    agent.agentInviteValidReceiveReply,
  ),
  appAgent5UserReceive: def('appAgent5UserReceive', agent.agentReceiveRequest, agent.agentReceiveReply),
  agentFill: def('agentFill', agent.agentFillRequest, agent.agentFillReply),
  getFollowChannels: def('getFollowChannels', follow.followChannelsRequest, follow.followChannelsReply),
  receiveFollowReward: def('receiveFollowReward', follow.followClaimRequest, follow.followClaimReply),
  getHotGames: def('getHotGames', hotGames.hotGamesRequest, hotGames.hotGamesReply),
  getSafeboxInfo: def('getSafeboxInfo', safebox.safeboxInfoRequest, safebox.safeboxInfoReply),
  setSafeboxPassword: def(
    'setSafeboxPassword',
    safebox.setSafeboxPasswordRequest,
    safebox.safeboxPasswordReply,
  ),
  changeSafeboxPassword: def(
    'changeSafeboxPassword',
    safebox.changeSafeboxPasswordRequest,
    safebox.safeboxPasswordReply,
  ),
  safeboxIn: def('safeboxIn', safebox.safeboxInRequest, safebox.safeboxMoveReply),
  safeboxOut: def('safeboxOut', safebox.safeboxOutRequest, safebox.safeboxMoveReply),
  getSafeboxInterestLog: def(
    'getSafeboxInterestLog',
    safebox.safeboxInterestLogRequest,
    safebox.safeboxInterestLogReply,
  ),
  actInviteUser: def('actInviteUser', inviteSpin.inviteUserRequest, inviteSpin.inviteUserReply),
  actInviteUserStatus: def(
    'actInviteUserStatus',
    inviteSpin.inviteUserStatusRequest,
    inviteSpin.inviteUserStatusReply,
  ),
  actInviteUserSpin: def(
    'actInviteUserSpin',
    inviteSpin.inviteUserSpinRequest,
    inviteSpin.inviteUserSpinReply,
  ),
  actInviteUserExchange: def(
    'actInviteUserExchange',
    inviteSpin.inviteUserExchangeRequest,
    inviteSpin.inviteUserExchangeReply,
  ),
  actInviteUserRecord: def(
    'actInviteUserRecord',
    inviteSpin.inviteUserRecordRequest,
    inviteSpin.inviteUserRecordReply,
  ),
  actInviteClickInvite: def(
    'actInviteClickInvite',
    inviteSpin.inviteClickRequest,
    inviteSpin.inviteClickReply,
  ),
} as const satisfies Record<CallName, CallDef>

export type CallRequest<N extends CallName> = z.input<(typeof calls)[N]['request']>
export type CallReply<N extends CallName> = z.infer<(typeof calls)[N]['response']>
