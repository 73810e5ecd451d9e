/**
 * Operator defaults seeded on an empty database. After seeding, the database is the source of truth:
 * the server reads these rows, never these constants (tests use them as the expected values).
 */
export const seedLengths = {
  account: { min: 6, max: 16 },
  username: { min: 2, max: 16 },
  password: { min: 8, max: 64 },
  smsCode: { min: 6, max: 6 },
  withdrawAccount: { min: 8, max: 30 },
  safeboxPasswordLength: 6,
}

/** settings without gameListVersion, which is a hash of the catalogue computed when it is read. */
export const seedSettings = {
  otpStatus: 1,
  /** RegisterType.account */
  registerType: 1,
  /** LoginType.account */
  defaultLoginType: 2,
  smsCodeSendLimit: 10,
  minRechargeStatus: 0,
  isDepositBank: 0,
  isDepositBindMobile: 0,
  gameResourceUrl: '/media/',
}

export const seedGameShowNum = { allNum: 18, mainPageNum: 9 }
export const seedH5 = { downloadUrl: '/download' }
export const seedFeedbackConfig = { imagesLimit: 3 }

/**
 * VIP levels 0-10 (minor units): experience is the valid bet total that reaches the level, betLimit the
 * largest stake per round, showType the VIP theme (1-6); levelUpReward is paid once on first reaching the
 * level, dailyBonus once per UTC day at that level (appVipUserReceiveDaily) and signInAward once per UTC
 * day for signing in (appVipUserReceiveSignInAward). Level 0 has only the sign-in award.
 */
export const seedVipLevels = [
  { level: 0, experience: 0, betLimit: 5_000, showType: 1, levelUpReward: 0, dailyBonus: 0, signInAward: 10 },
  {
    level: 1,
    experience: 10_000,
    betLimit: 10_000,
    showType: 1,
    levelUpReward: 200,
    dailyBonus: 50,
    signInAward: 20,
  },
  {
    level: 2,
    experience: 50_000,
    betLimit: 20_000,
    showType: 2,
    levelUpReward: 800,
    dailyBonus: 100,
    signInAward: 30,
  },
  {
    level: 3,
    experience: 200_000,
    betLimit: 50_000,
    showType: 2,
    levelUpReward: 2_500,
    dailyBonus: 200,
    signInAward: 50,
  },
  {
    level: 4,
    experience: 500_000,
    betLimit: 100_000,
    showType: 3,
    levelUpReward: 5_000,
    dailyBonus: 500,
    signInAward: 80,
  },
  {
    level: 5,
    experience: 1_000_000,
    betLimit: 200_000,
    showType: 3,
    levelUpReward: 10_000,
    dailyBonus: 1_000,
    signInAward: 120,
  },
  {
    level: 6,
    experience: 3_000_000,
    betLimit: 500_000,
    showType: 4,
    levelUpReward: 25_000,
    dailyBonus: 2_000,
    signInAward: 200,
  },
  {
    level: 7,
    experience: 8_000_000,
    betLimit: 1_000_000,
    showType: 4,
    levelUpReward: 60_000,
    dailyBonus: 4_000,
    signInAward: 300,
  },
  {
    level: 8,
    experience: 20_000_000,
    betLimit: 2_000_000,
    showType: 5,
    levelUpReward: 150_000,
    dailyBonus: 8_000,
    signInAward: 500,
  },
  {
    level: 9,
    experience: 50_000_000,
    betLimit: 5_000_000,
    showType: 5,
    levelUpReward: 350_000,
    dailyBonus: 15_000,
    signInAward: 800,
  },
  {
    level: 10,
    experience: 100_000_000,
    betLimit: 10_000_000,
    showType: 6,
    levelUpReward: 800_000,
    dailyBonus: 30_000,
    signInAward: 1_200,
  },
]

/** Player levels by lifetime bet (minor units). */
export const seedUserLevels = [
  0, 5_000, 20_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000,
].map((betAmount, level) => ({ level, betAmount }))

/** Paths relative to settings.gameResourceUrl. */
export const seedGenericImages = [{ uniqueKey: 'lobby_ad', img: 'banners/lobby.svg' }]
