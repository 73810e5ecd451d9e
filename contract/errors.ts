/**
 * Reply codes. HTTP status mirrors the class; product codes (>= 1000) travel with HTTP 400/409.
 * `msg` is always one of the stable keys below so the client can translate it (`errors.<key>`).
 */
export const ErrorCode = {
  ok: 200,
  badRequest: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  rateLimited: 429,
  internal: 500,
  /** receiveDrawChance: the player has no draw chance left. */
  jackpotNoChance: 1001,
  /** The jackpot activity is off or outside its time window. */
  jackpotNotRunning: 1002,
  /** receiveDrawChance: another draw of this player is being settled right now. */
  jackpotBusy: 1003,
  /** receiveDrawChance: the pool drawn holds nothing above its seed; nothing changed, the chance is kept. */
  jackpotPoolExhausted: 1004,
  /** appVipUserReceiveDaily: today's (UTC) VIP daily bonus was already paid. */
  vipDailyClaimed: 1201,
  /** appVipUserReceiveDaily: the player's VIP level pays no daily bonus (level 0). */
  vipDailyNone: 1202,
  /** appVipUserReceiveSignInAward: today's (UTC) VIP sign-in award was already paid. */
  vipSignInClaimed: 1203,
  /** appVipUserReceiveSignInAward: the player's VIP level pays no sign-in award. */
  vipSignInNone: 1204,
  /** Today's (UTC) sign-in reward was already claimed. */
  signInClaimed: 1101,
  /** betBonusReceive: no rebate to claim (no valid bets since the last claim, or too few to earn one minor unit). */
  rebateNone: 1301,
  /** Tasks: the id names no task that is on (or, for receiveVipTask, no VIP task). */
  taskUnknown: 1401,
  /** receiveTaskAward / receiveVipTask: the task's goal is not reached in this period yet. */
  taskNotReady: 1402,
  /** receiveTaskAward / receiveVipTask: this period's reward was already paid. */
  taskClaimed: 1403,
  /** A VIP task above the player's VIP level. */
  taskVipLocked: 1404,
  /** finishTask: the task's goal is not a visit (its progress comes from deposits, bets or sign-ins). */
  taskNotFinishable: 1405,
  /** receiveVipTaskUnReceiveBonus: no VIP task reward is ready to claim. */
  vipTaskNone: 1406,
  /** pointsExchange: the id names no shop item that is on. */
  pointsItemUnknown: 1701,
  /** pointsExchange: the balance is below the item's cost. */
  pointsShort: 1702,
  /** pointsExchange: the item's daily limit for this player is used up (UTC day). */
  pointsDailyLimit: 1703,
  /** recharge: the coupon id names no coupon of the caller's (someone else's coupon answers the same). */
  couponNotFound: 1801,
  /** recharge: the coupon was already used on a paid deposit. */
  couponUsed: 1802,
  /** recharge: the coupon is past its expiry. */
  couponExpired: 1803,
  /** recharge: the deposit is below the coupon's minimum. */
  couponBelowMinimum: 1804,
  /** Mail: the id names no mail of the caller's (someone else's mail answers the same). */
  mailNotFound: 1901,
  /** receiveMail: the mail carries no attachment. */
  mailNoAttachment: 1902,
  /** receiveMail: the attachment was already claimed. */
  mailClaimed: 1903,
  /** delMail: the attachment is unclaimed and `confirm` was not given. */
  mailUnclaimed: 1904,
  /** uploadFeedbackImage: the bytes are not a JPEG, PNG or WebP image (checked by content, not by name). */
  feedbackImageType: 2101,
  /** uploadFeedbackImage: the file is over FEEDBACK_IMAGE_MAX_BYTES (HTTP 413). */
  feedbackImageTooLarge: 2102,
  /** uploadFeedbackImage: the header says image, but it does not decode (truncated, corrupt, too many pixels). */
  feedbackImageInvalid: 2103,
  /** addFeedback / replyFeedback: more images than feedbackConfig.imagesLimit. */
  feedbackTooManyImages: 2104,
  /** addFeedback / replyFeedback: an image id this player did not upload. */
  feedbackImageUnknown: 2105,
  /** No ticket of this player has this id (another player's answers the same). */
  feedbackNotFound: 2106,
  /** appAgent5UserInviteValidReceive: the id names no invitee of the caller's (level 1). */
  agentInviteeNotFound: 2301,
  /** appAgent5UserInviteValidReceive: the invitee's deposits have not reached the valid amount yet. */
  agentInviteeNotValid: 2302,
  /** appAgent5UserInviteValidReceive: this invitee's reward was already paid. */
  agentRewardClaimed: 2303,
  /** The invitee shares a device or card with the inviter or with an invitee already rewarded. */
  agentRewardRefused: 2304,
  /** appAgent5UserReceive: no reward to claim. */
  agentNothingToClaim: 2305,
  /** agentFill: the caller already has an inviter. */
  agentFillTaken: 2306,
  /** agentFill: the caller themself, one of the caller's own invitees (a cycle), or no such player. */
  agentFillInvalid: 2307,
  /** agentFill: the caller has deposited already; an inviter can only be set before the first deposit. */
  agentFillTooLate: 2308,
  /** receiveFollowReward: the id names no follow channel that is on. */
  followChannelUnknown: 2401,
  /** receiveFollowReward: this channel's reward was already paid to the player. */
  followClaimed: 2402,
  /** receiveFollowReward: the follow-rewards activity is off or outside its time window. */
  followNotRunning: 2403,
  /** setSafeboxPassword: a safe-box password is already set (changeSafeboxPassword changes it). */
  safeboxPasswordSet: 2201,
  /** safeboxIn / safeboxOut / changeSafeboxPassword: no safe-box password is set yet. */
  safeboxPasswordNotSet: 2202,
  /** safeboxOut: the amount is more than the safe box holds. */
  safeboxShort: 2203,
  /** actInviteUserSpin: no spin left (each valid invitee earns one). */
  inviteSpinNoSpin: 2341,
  /** actInviteUserSpin: the InviteUserSpin activity is off or outside its time window. */
  inviteSpinNotRunning: 2342,
  /** actInviteUserExchange: the accumulated prizes have not reached the target yet. */
  inviteSpinBelowTarget: 2343,
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

export const ErrorMsg = {
  ok: 'ok',
  jackpotNoChance: 'jackpotNoChance',
  jackpotNotRunning: 'jackpotNotRunning',
  jackpotBusy: 'jackpotBusy',
  jackpotPoolExhausted: 'jackpotPoolExhausted',
  validation: 'validation',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'notFound',
  rateLimited: 'rateLimited',
  internal: 'internal',
  payloadTooLarge: 'payloadTooLarge',
  idempotencyConflict: 'idempotencyConflict',
  invalidCredentials: 'invalidCredentials',
  accountTaken: 'accountTaken',
  phoneTaken: 'phoneTaken',
  phoneNotRegistered: 'phoneNotRegistered',
  smsCodeInvalid: 'smsCodeInvalid',
  smsSendLimit: 'smsSendLimit',
  passwordAlreadySet: 'passwordAlreadySet',
  inviteCodeInvalid: 'inviteCodeInvalid',
  socialNotConfigured: 'socialNotConfigured',
  socialTokenInvalid: 'socialTokenInvalid',
  socialAlreadyBound: 'socialAlreadyBound',
  phoneAlreadyBound: 'phoneAlreadyBound',
  /** The deposit channel is unknown, switched off, or its payment provider is not available. */
  depositChannelUnavailable: 'depositChannelUnavailable',
  depositAmountTooLow: 'depositAmountTooLow',
  depositAmountTooHigh: 'depositAmountTooHigh',
  /** settings.isDepositBank: bind a bank card before depositing. */
  depositBindCardFirst: 'depositBindCardFirst',
  /** settings.isDepositBindMobile: bind a phone number before depositing. */
  depositBindPhoneFirst: 'depositBindPhoneFirst',
  /** Payment webhook (provider-facing): bad signature; amount or currency unlike the order's. */
  paymentSignatureInvalid: 'paymentSignatureInvalid',
  paymentMismatch: 'paymentMismatch',
  bankNotAvailable: 'bankNotAvailable',
  bankCardExists: 'bankCardExists',
  bankCardLimit: 'bankCardLimit',
  bankCardNotFound: 'bankCardNotFound',
  withdrawAmountOutOfRange: 'withdrawAmountOutOfRange',
  turnoverNotMet: 'turnoverNotMet',
  insufficientFunds: 'insufficientFunds',
  safeboxPasswordRequired: 'safeboxPasswordRequired',
  safeboxPasswordInvalid: 'safeboxPasswordInvalid',
  /** Today's (UTC) VIP daily bonus was already paid: come back after 00:00 UTC. */
  vipDailyClaimed: 'vipDailyClaimed',
  /** The player's VIP level pays no daily bonus: reach VIP 1 first. */
  vipDailyNone: 'vipDailyNone',
  /** Today's (UTC) VIP sign-in award was already paid: come back after 00:00 UTC. */
  vipSignInClaimed: 'vipSignInClaimed',
  /** The player's VIP level pays no sign-in award. */
  vipSignInNone: 'vipSignInNone',
  /** Today's (UTC) sign-in reward was already claimed: come back after 00:00 UTC. */
  signInClaimed: 'signInClaimed',
  /** No rebate to claim yet: it grows with valid bets. */
  rebateNone: 'rebateNone',
  /** No such task. */
  taskUnknown: 'taskUnknown',
  /** The task's goal is not reached yet. */
  taskNotReady: 'taskNotReady',
  /** This task's reward was already claimed for this period. */
  taskClaimed: 'taskClaimed',
  /** The task needs a higher VIP level. */
  taskVipLocked: 'taskVipLocked',
  /** The task is done by playing, depositing or signing in, not by a visit. */
  taskNotFinishable: 'taskNotFinishable',
  /** No VIP task reward to claim. */
  vipTaskNone: 'vipTaskNone',
  /** No such item in the points shop. */
  pointsItemUnknown: 'pointsItemUnknown',
  /** Not enough points for this item. */
  pointsShort: 'pointsShort',
  /** This item's limit for today is used up. */
  pointsDailyLimit: 'pointsDailyLimit',
  /** That coupon is not yours or does not exist. */
  couponNotFound: 'couponNotFound',
  /** That coupon was already used. */
  couponUsed: 'couponUsed',
  /** That coupon has expired. */
  couponExpired: 'couponExpired',
  /** The deposit is below the coupon's minimum. */
  couponBelowMinimum: 'couponBelowMinimum',
  /** No such mail (or not yours). */
  mailNotFound: 'mailNotFound',
  /** This mail has nothing to claim. */
  mailNoAttachment: 'mailNoAttachment',
  /** This mail's attachment was already claimed. */
  mailClaimed: 'mailClaimed',
  /** Deleting would give up an unclaimed attachment: confirm first. */
  mailUnclaimed: 'mailUnclaimed',
  /** Only JPEG, PNG and WebP pictures can be attached. */
  feedbackImageType: 'feedbackImageType',
  /** The picture is too large (5 MB at most). */
  feedbackImageTooLarge: 'feedbackImageTooLarge',
  /** The picture could not be read. */
  feedbackImageInvalid: 'feedbackImageInvalid',
  /** Too many pictures for one message. */
  feedbackTooManyImages: 'feedbackTooManyImages',
  /** A picture of the message was not uploaded by this player (or is gone). */
  feedbackImageUnknown: 'feedbackImageUnknown',
  /** No such ticket. */
  feedbackNotFound: 'feedbackNotFound',
  /** No such invitee of yours. */
  agentInviteeNotFound: 'agentInviteeNotFound',
  /** That invitee has not deposited enough yet. */
  agentInviteeNotValid: 'agentInviteeNotValid',
  /** That reward was already claimed. */
  agentRewardClaimed: 'agentRewardClaimed',
  /** Not counted: shares a device or card with you or with an invitee already rewarded. */
  agentRewardRefused: 'agentRewardRefused',
  /** No reward to claim yet. */
  agentNothingToClaim: 'agentNothingToClaim',
  /** You already have an inviter. */
  agentFillTaken: 'agentFillTaken',
  /** That player cannot be your inviter. */
  agentFillInvalid: 'agentFillInvalid',
  /** An inviter can only be set before your first deposit. */
  agentFillTooLate: 'agentFillTooLate',
  /** No such channel to follow. */
  followChannelUnknown: 'followChannelUnknown',
  /** This channel's reward was already claimed. */
  followClaimed: 'followClaimed',
  /** Follow rewards are not running now. */
  followNotRunning: 'followNotRunning',
  /** A safe-box password is already set: change it instead. */
  safeboxPasswordSet: 'safeboxPasswordSet',
  /** Set a safe-box password first. */
  safeboxPasswordNotSet: 'safeboxPasswordNotSet',
  /** The safe box holds less than that. */
  safeboxShort: 'safeboxShort',
  /** No spin left: invite a friend who deposits. */
  inviteSpinNoSpin: 'inviteSpinNoSpin',
  /** The invite spin is not running now. */
  inviteSpinNotRunning: 'inviteSpinNotRunning',
  /** Not enough yet to exchange. */
  inviteSpinBelowTarget: 'inviteSpinBelowTarget',
} as const
export type ErrorMsg = (typeof ErrorMsg)[keyof typeof ErrorMsg]

/** Validation detail keys (values of `details`), translated as `validation.<key>`. */
export const ValidationMsg = {
  required: 'required',
  invalidType: 'invalidType',
  tooShort: 'tooShort',
  tooLong: 'tooLong',
  invalidFormat: 'invalidFormat',
  unknownField: 'unknownField',
  outOfRange: 'outOfRange',
  /** A new password that is common or breached (ASVS 6.2.4), only spaces, or the account name. */
  commonPassword: 'commonPassword',
} as const
