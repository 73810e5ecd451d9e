import { describe, expect, it } from 'vitest'
import { LoginType } from '../../../contract/enums.ts'
import { availableLoginModes, initialLoginMode } from './login-mode.ts'

describe('login mode selection', () => {
  it('opens on the operator default', () => {
    expect(initialLoginMode({ defaultLoginType: 1, otpStatus: 1 })).toBe(LoginType.phone)
    expect(initialLoginMode({ defaultLoginType: 2, otpStatus: 1 })).toBe(LoginType.account)
    expect(initialLoginMode({ defaultLoginType: 3, otpStatus: 1 })).toBe(LoginType.phoneNoOtp)
  })

  it('forces the account tab with ?type=account', () => {
    expect(initialLoginMode({ defaultLoginType: 1, otpStatus: 1 }, 'account')).toBe(LoginType.account)
    expect(initialLoginMode({ defaultLoginType: 3, otpStatus: 1 }, 'account')).toBe(LoginType.account)
    expect(initialLoginMode({ defaultLoginType: 3, otpStatus: 1 }, 'other')).toBe(LoginType.phoneNoOtp)
  })

  it('never opens on a mode that is not offered', () => {
    expect(initialLoginMode({ defaultLoginType: 1, otpStatus: 0 })).toBe(LoginType.account)
    expect(initialLoginMode({ defaultLoginType: 9, otpStatus: 1 })).toBe(LoginType.account)
  })

  it('offers the SMS tab only when OTP is on', () => {
    expect(availableLoginModes({ defaultLoginType: 1, otpStatus: 1 })).toEqual([1, 2, 3])
    expect(availableLoginModes({ defaultLoginType: 2, otpStatus: 0 })).toEqual([2, 3])
  })
})
