import { describe, expect, it } from 'vitest'
import type { Lengths } from '../../../../contract/calls/config.ts'
import { cardEditSearch } from './card-edit.search.ts'
import { checkCard, normalizeAccountNo, validateAccountNo, validateHolderName } from './card-validation.ts'

const lengths: Lengths = {
  account: { min: 6, max: 16 },
  username: { min: 2, max: 16 },
  password: { min: 6, max: 20 },
  smsCode: { min: 4, max: 6 },
  withdrawAccount: { min: 8, max: 12 },
  safeboxPasswordLength: 6,
}

describe('account number', () => {
  it('is normalized as the server stores it', () => {
    expect(normalizeAccountNo(' gb29 nwbk-6016 ')).toBe('GB29NWBK6016')
  })

  it('must fit lengths.withdrawAccount from the app config, counted without spaces', () => {
    expect(validateAccountNo('1234 567', lengths)).toEqual({
      key: 'auth.validation.tooShort',
      values: { min: 8, max: 12 },
    })
    expect(validateAccountNo('1234 5678', lengths)).toBeUndefined()
    expect(validateAccountNo('1234-5678-9012', lengths)).toBeUndefined()
    expect(validateAccountNo('1234567890123', lengths)).toEqual({
      key: 'auth.validation.tooLong',
      values: { min: 8, max: 12 },
    })
    expect(validateAccountNo('', lengths)?.key).toBe('validation.required')
    expect(validateAccountNo('1234567#', lengths)?.key).toBe('cards.accountFormat')
  })

  it('follows the config, not a constant', () => {
    const wide = { ...lengths, withdrawAccount: { min: 4, max: 30 } }
    expect(validateAccountNo('1234', wide)).toBeUndefined()
    expect(validateAccountNo('1234', lengths)?.key).toBe('auth.validation.tooShort')
  })
})

describe('holder name', () => {
  it('is required, printable and at most 64 characters', () => {
    expect(validateHolderName('   ')?.key).toBe('validation.required')
    expect(validateHolderName('Ana\u0000Silva')?.key).toBe('validation.invalidFormat')
    expect(validateHolderName('A'.repeat(65))?.key).toBe('auth.validation.tooLong')
    expect(validateHolderName(' Ana   Silva ')).toBeUndefined()
  })
})

describe('checkCard', () => {
  it('needs a bank, a holder and a number when adding', () => {
    expect(
      Object.keys(checkCard({ bankId: '', holderName: '', accountNo: '' }, lengths, false)).sort(),
    ).toEqual(['accountNo', 'bankId', 'holderName'])
  })

  it('keeps the stored number when modifying with the field left empty', () => {
    expect(checkCard({ bankId: '2', holderName: 'Ana', accountNo: '' }, lengths, true)).toEqual({})
    expect(
      checkCard({ bankId: '2', holderName: 'Ana', accountNo: '123' }, lengths, true).accountNo?.key,
    ).toBe('auth.validation.tooShort')
  })
})

describe('cardEditSearch', () => {
  it('reads ?id= as a positive integer; a malformed one matches no card', () => {
    expect(cardEditSearch({})).toEqual({})
    expect(cardEditSearch({ id: 12 })).toEqual({ id: 12 })
    expect(cardEditSearch({ id: '12' })).toEqual({ id: 12 })
    expect(cardEditSearch({ id: 'abc' })).toEqual({ id: 0 })
    expect(cardEditSearch({ id: -3 })).toEqual({ id: 0 })
  })
})
