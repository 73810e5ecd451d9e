/** Every /app/v1 reply: `{ code, msg, data }`. `code` 200 (or `errcode` 0) means success. */
export interface Envelope<T> {
  code: number
  msg: string
  data: T
  /** Validation failures name the offending fields: path -> message key. */
  details?: Record<string, string>
}

export const isSuccess = (reply: { code?: number; errcode?: number }): boolean =>
  reply.code === 200 || reply.errcode === 0
