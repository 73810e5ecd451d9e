import type { z } from 'zod'
import { ErrorCode, ErrorMsg, ValidationMsg } from '../../contract/errors.ts'

/** A failure the client may see: `code` and `msg` go into the envelope, `status` onto the HTTP reply. */
export class AppError extends Error {
  override readonly name = 'AppError'
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly status: number = statusFor(code),
    readonly details?: Record<string, string>,
    readonly retryAfterSeconds?: number,
  ) {
    super(msg)
  }
}

function statusFor(code: number): number {
  if (code >= 400 && code < 600) return code
  return 400
}

export const badRequest = (msg: string = ErrorMsg.validation, details?: Record<string, string>) =>
  new AppError(ErrorCode.badRequest, msg, 400, details)
export const fieldError = (field: string, problem: string) =>
  new AppError(ErrorCode.badRequest, ErrorMsg.validation, 400, { [field]: problem })
export const unauthenticated = () => new AppError(ErrorCode.unauthenticated, ErrorMsg.unauthenticated, 401)
export const forbidden = (msg: string = ErrorMsg.forbidden) => new AppError(ErrorCode.forbidden, msg, 403)
export const notFound = (msg: string = ErrorMsg.notFound) => new AppError(ErrorCode.notFound, msg, 404)
export const conflict = (msg: string) => new AppError(ErrorCode.conflict, msg, 409)
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(ErrorCode.rateLimited, ErrorMsg.rateLimited, 429, undefined, retryAfterSeconds)

/** Turns zod issues into `{ "field.path": "validationKey" }` so the client can show them by field. */
export function validationDetails(error: z.ZodError, input: unknown): Record<string, string> {
  const details: Record<string, string> = {}
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) details[[...issue.path, k].join('.')] = ValidationMsg.unknownField
      continue
    }
    const path = issue.path.join('.') || '_'
    if (details[path]) continue
    details[path] = valueAt(input, issue.path) === undefined ? ValidationMsg.required : issueKey(issue)
  }
  return details
}

function issueKey(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return ValidationMsg.invalidType
    case 'too_small':
      return issue.origin === 'string' ? ValidationMsg.tooShort : ValidationMsg.outOfRange
    case 'too_big':
      return issue.origin === 'string' ? ValidationMsg.tooLong : ValidationMsg.outOfRange
    case 'invalid_format':
      return ValidationMsg.invalidFormat
    case 'invalid_union':
    case 'invalid_value':
      return ValidationMsg.invalidFormat
    default:
      return issue.message in ValidationMsg ? issue.message : ValidationMsg.invalidFormat
  }
}

function valueAt(input: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = input
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}
