import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

/** Hex HMAC-SHA256 of the exact raw body: how every signed webhook and provider call here is signed. */
export const hmacHex = (secret: string, rawBody: string): string =>
  createHmac('sha256', secret).update(rawBody).digest('hex')

/** Constant-time check of a hex HMAC-SHA256 signature against the raw body. */
export function hmacHexMatches(secret: string, rawBody: string, signature: string): boolean {
  const expected = Buffer.from(hmacHex(secret, rawBody), 'hex')
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * Makes the routes of `scope` receive a JSON body as its raw string: a signature covers the exact bytes
 * sent, so signed routes verify first and parse after.
 */
export function keepRawJsonBody(scope: FastifyInstance, bodyLimit?: number): void {
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', ...(bodyLimit ? { bodyLimit } : {}) },
    (_req, body, done) => done(null, body),
  )
}
