import { LoginType } from '../../../contract/enums.ts'

export type LoginMode = LoginType

export interface LoginSettings {
  defaultLoginType: number
  /** 1 when the operator sends SMS one-time codes; without it the phone+code tab is not offered. */
  otpStatus: number
}

/** The tabs a login form shows, in a stable order. Account + password is always possible. */
export function availableLoginModes(settings: LoginSettings): LoginMode[] {
  const modes: LoginMode[] = [LoginType.account, LoginType.phoneNoOtp]
  return settings.otpStatus === 1 ? [LoginType.phone, ...modes] : modes
}

/**
 * The tab a login form opens on: `?type=account` wins (the 401 redirect uses it when a remembered account
 * exists), then the operator's defaultLoginType when it is offered, then account + password.
 */
export function initialLoginMode(settings: LoginSettings, type?: string): LoginMode {
  if (type === 'account') return LoginType.account
  const wanted = availableLoginModes(settings).find((mode) => mode === settings.defaultLoginType)
  return wanted ?? LoginType.account
}
