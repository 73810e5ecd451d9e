import { describe, expect, it } from 'vitest'
import en from '../../../locales/en.json'
import es from '../../../locales/es.json'
import pt from '../../../locales/pt-BR.json'
import { ApiError } from '../../api/errors.ts'
import { formFailure } from './server-errors.ts'

const apiError = (msg: string, details?: Record<string, string>) =>
  new ApiError({ call: 'accountLogin', code: 400, msg, status: 400, details })

describe('formFailure', () => {
  it('puts server validation details beside the shown fields', () => {
    const failure = formFailure(apiError('validation', { account: 'tooShort', password: 'tooLong' }), [
      'account',
      'password',
    ])
    expect(failure).toEqual({
      fields: { account: { key: 'validation.tooShort' }, password: { key: 'validation.tooLong' } },
    })
  })

  it('shows a refused new password (common, breached or blank) beside the password field, in every language', () => {
    const failure = formFailure(apiError('validation', { password: 'commonPassword' }), [
      'password',
      'confirm',
    ])
    expect(failure).toEqual({ fields: { password: { key: 'validation.commonPassword' } } })
    for (const bundle of [en, pt, es])
      expect(bundle.validation.commonPassword).toMatch(/password|senha|contraseña/i)
  })

  it('keeps a form message when a detail names a field the form does not show', () => {
    const failure = formFailure(apiError('validation', { appId: 'tooLong' }), ['account'])
    expect(failure).toEqual({ fields: {}, form: 'errors.validation' })
  })

  it('places field-specific product errors beside their field', () => {
    expect(formFailure(apiError('accountTaken'), ['account', 'password']).fields).toEqual({
      account: { key: 'errors.accountTaken' },
    })
    expect(formFailure(apiError('smsSendLimit'), ['phone', 'code']).fields.code?.key).toBe(
      'errors.smsSendLimit',
    )
  })

  it('shows other errors above the form', () => {
    expect(formFailure(apiError('invalidCredentials'), ['account', 'password'])).toEqual({
      fields: {},
      form: 'errors.invalidCredentials',
    })
    expect(formFailure(new TypeError('boom'), [])).toEqual({ fields: {}, form: 'errors.unknown' })
  })
})
