export const LoginType = { phone: 1, account: 2, phoneNoOtp: 3 } as const
export type LoginType = (typeof LoginType)[keyof typeof LoginType]

/** `registerType` in app config: which register form the client shows. */
export const RegisterType = { account: 1, phone: 2 } as const
export type RegisterType = (typeof RegisterType)[keyof typeof RegisterType]

export const AuthMode = { register: 0, bind: 1, forget: 2, loginAndRegister: 3 } as const
export type AuthMode = (typeof AuthMode)[keyof typeof AuthMode]

export const SocialProvider = { facebook: 3, line: 4, google: 5 } as const
export type SocialProvider = (typeof SocialProvider)[keyof typeof SocialProvider]

/** `accountType` of a user: how the account was created. */
export const AccountType = { account: 2, phone: 1, facebook: 3, line: 4, google: 5 } as const

export const Platform = { mobile: 0, desktop: 1 } as const

export const CLIENT_VERSION = '1.1.1'
export const CHANNEL = 'WEB'

export const PrizeId = {
  coin: 2001,
  points: 2002,
  liveness: 4001,
  jackpot: 50000,
  mega: 50001,
  major: 50002,
  minor: 50003,
  mini: 50004,
} as const

export const LOCALES = ['en', 'pt-BR', 'es'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
