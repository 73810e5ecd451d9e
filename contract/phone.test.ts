import { describe, expect, it } from 'vitest'
import { phone } from './common.ts'
import { isPhone, normalizePhone } from './phone.ts'

describe('normalizePhone', () => {
  it.each([
    ['+55 11 98765 4321', '5511987654321'],
    ['+55 (11) 98765-4321', '5511987654321'],
    ['0055 11 98765.4321', '5511987654321'],
    ['\u00a0+1\u00a0555\u2011123\u20114567 ', '15551234567'],
    ['5511987654321', '5511987654321'],
  ])('%j is %s', (typed, digits) => {
    expect(normalizePhone(typed)).toBe(digits)
    expect(isPhone(typed)).toBe(true)
    expect(phone.parse(typed)).toBe(digits)
  })

  it.each([
    '',
    '+',
    '12',
    '+0 11 98765 4321',
    '+55 11 abc 4321',
    '+55 11 98765 4321 99999',
    '1\u00002345678',
  ])('refuses %j', (typed) => {
    expect(phone.safeParse(typed).success).toBe(false)
  })
})
