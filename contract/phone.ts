/**
 * The one normalisation of a phone number, used by the app before it sends one and by the contract's
 * `phone` schema, which every request carrying a phone goes through (register, smsSend, login by phone,
 * password reset, bind, the sandbox SMS outbox): spaces (any, incl. no-break), dashes, dots and
 * parentheses go, and so does a leading '+' (or international '00'), leaving E.164 digits without '+',
 * the form phones are stored and looked up in. `+55 (11) 98765-4321` and `5511987654321` are one phone.
 */
export const normalizePhone = (value: string): string =>
  value
    .trim()
    .replace(/[\s().\u2010-\u2015-]/g, '')
    .replace(/^(\+|00)/, '')

/** E.164 digits without '+': a country code not starting with 0, 7 to 15 digits in all. */
export const PHONE_DIGITS = /^[1-9]\d{6,14}$/

/** True when `value`, once normalised, is a phone number we accept. */
export const isPhone = (value: string): boolean => PHONE_DIGITS.test(normalizePhone(value))
