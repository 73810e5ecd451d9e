import { describe, expect, it } from 'vitest'
import type { Lengths } from '../../../contract/calls/config.ts'
import {
  collectErrors,
  hasErrors,
  normalizePhone,
  validateAccount,
  validateConfirm,
  validateNickname,
  validatePassword,
  validatePhone,
  validateSmsCode,
} from './validation.ts'

const lengths: Lengths = {
  account: { min: 6, max: 16 },
  username: { min: 2, max: 12 },
  password: { min: 8, max: 20 },
  smsCode: { min: 6, max: 6 },
  withdrawAccount: { min: 6, max: 30 },
  safeboxPasswordLength: 6,
}

describe('field validation from config lengths', () => {
  it('checks the account against lengths.account', () => {
    expect(validateAccount('', lengths)).toEqual({ key: 'validation.required' })
    expect(validateAccount('abc12', lengths)).toEqual({
      key: 'auth.validation.tooShort',
      values: { min: 6, max: 16 },
    })
    expect(validateAccount('a'.repeat(17), lengths)).toEqual({
      key: 'auth.validation.tooLong',
      values: { min: 6, max: 16 },
    })
    expect(validateAccount('player 1', lengths)).toEqual({ key: 'auth.validation.account' })
    expect(validateAccount('jogador-1', lengths)).toEqual({ key: 'auth.validation.account' })
    expect(validateAccount('player1', lengths)).toBeUndefined()
  })

  it('follows other lengths when the operator changes them', () => {
    const strict = { ...lengths, account: { min: 10, max: 12 } }
    expect(validateAccount('player1', strict)?.key).toBe('auth.validation.tooShort')
  })

  it('checks the password against lengths.password and the confirmation', () => {
    expect(validatePassword('1234567', lengths)?.key).toBe('auth.validation.tooShort')
    expect(validatePassword('12345678', lengths)).toBeUndefined()
    expect(validatePassword('x'.repeat(21), lengths)?.key).toBe('auth.validation.tooLong')
    expect(validateConfirm('secret12', 'secret13')).toEqual({ key: 'auth.errors.passwordMismatch' })
    expect(validateConfirm('secret12', '')).toEqual({ key: 'validation.required' })
    expect(validateConfirm('secret12', 'secret12')).toBeUndefined()
  })

  it('checks the nickname against lengths.username, ignoring outer spaces', () => {
    expect(validateNickname('  a  ', lengths)?.key).toBe('auth.validation.tooShort')
    expect(validateNickname(' Ann ', lengths)).toBeUndefined()
    expect(validateNickname('n'.repeat(13), lengths)?.key).toBe('auth.validation.tooLong')
    expect(validateNickname('😀😀', lengths)).toBeUndefined()
    expect(validateNickname('An\u200bn', lengths)?.key).toBe('validation.invalidFormat')
    expect(validateNickname('Jo \u{1F469}\u200D\u{1F4BB}', lengths)).toBeUndefined()
    expect(validateNickname('Jo\u200Dey', lengths)?.key).toBe('validation.invalidFormat')
  })

  it('checks phone numbers and SMS codes', () => {
    expect(validatePhone('')?.key).toBe('validation.required')
    expect(validatePhone('12ab')?.key).toBe('auth.validation.phone')
    expect(validatePhone(normalizePhone('+55 (11) 91234-5678'))).toBeUndefined()
    expect(validateSmsCode('12345', lengths)?.key).toBe('auth.validation.tooShort')
    expect(validateSmsCode('12345a', lengths)?.key).toBe('auth.validation.code')
    expect(validateSmsCode('123456', lengths)).toBeUndefined()
  })

  it('collects only the failing fields', () => {
    const errors = collectErrors({
      account: () => validateAccount('ok_player', lengths),
      password: () => validatePassword('short', lengths),
    })
    expect(errors).toEqual({ password: { key: 'auth.validation.tooShort', values: { min: 8, max: 20 } } })
    expect(hasErrors(errors)).toBe(true)
    expect(hasErrors({})).toBe(false)
  })
})
