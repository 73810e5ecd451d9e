import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { calls } from '../../contract/calls/index.ts'
import { ValidationMsg } from '../../contract/errors.ts'
import { ProviderStatus, providerRequests } from '../../contract/provider-wallet.ts'
import {
  arbitraryFor,
  junkFor,
  type StringSlot,
  stringSlots,
  withNul,
} from '../../contract/zod-arbitrary.test-util.ts'
import { newIp, registerAccount } from '../modules/auth/auth.test-helpers.ts'
import { playing, provider } from '../modules/games/games.test-helpers.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../test/harness.ts'

/**
 * Property tests generated from the contract: for every /app/v1 call and every /provider/v1 operation,
 * bodies drawn from the call's own request schema (fields within their rules, optional ones present or
 * not) with a NUL (U+0000) put into one string field, and junk (any JSON, the schema's keys holding any
 * JSON). Through the real app: a NUL is a 400 naming its field, and no body at all is a 500.
 */

const NUL_RUNS = 12
const JUNK_RUNS = 12

const callNames = Object.keys(calls) as Array<keyof typeof calls>
const operations = Object.keys(providerRequests) as Array<keyof typeof providerRequests>

/** A body with a NUL in one of its string fields, and that field (null when the body has none). */
function nulBody(schema: z.ZodType) {
  return fc
    .tuple(arbitraryFor(schema), fc.nat(), fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([value, pick, at]) => {
      const slots = stringSlots(schema, value)
      const slot = slots[pick % Math.max(1, slots.length)]
      return slot ? { body: withNul(value, slot, at), slot } : { body: value, slot: null }
    })
}

/** What the reply's `details` must say about a field holding a NUL. */
function expectNamed(details: Record<string, string> | undefined, slot: StringSlot, body: unknown) {
  const where = JSON.stringify(body)
  if (slot.key) {
    // A record key is named by its own path, NUL and all.
    const parent = slot.path.slice(0, -1).join('.')
    const named = Object.entries(details ?? {}).filter(
      ([k]) => k.startsWith(`${parent}.`) && k.includes('\0'),
    )
    expect(named, where).toEqual([[expect.any(String), ValidationMsg.invalidFormat]])
    return
  }
  expect(details?.[slot.path.join('.')], where).toBe(ValidationMsg.invalidFormat)
}

describe.each(testDatabases)('request bodies generated from the contract on %s', (kind) => {
  let t: TestApp
  let token: string
  /** logout would end the shared session: it gets its own, renewed when used up. */
  let logoutToken: string
  beforeAll(async () => {
    t = await startTestApp(kind)
    token = (await registerAccount(t)).token
    logoutToken = (await registerAccount(t)).token
  })
  afterAll(async () => {
    await t?.close()
  })

  const post = async (name: keyof typeof calls, body: unknown, withSession: boolean) => {
    const session = name === 'logout' ? logoutToken : token
    const res = await call(t, calls[name].path, body, {
      ip: newIp(),
      ...(withSession ? { token: session } : {}),
    })
    if (name === 'logout' && withSession && res.status === 200) logoutToken = (await registerAccount(t)).token
    return res
  }

  describe('/app/v1', () => {
    it.each(callNames)('%s: a NUL in any string field is a 400 naming the field', async (name) => {
      const schema = calls[name].request
      let tried = 0
      await fc.assert(
        fc.asyncProperty(nulBody(schema), fc.boolean(), async ({ body, slot }, withSession) => {
          if (!slot) return
          tried += 1
          const res = await post(name, body, withSession)
          expect(res.status, JSON.stringify(res)).toBe(400)
          expect(res.msg).toBe('validation')
          expectNamed(res.details, slot, body)
        }),
        { numRuns: NUL_RUNS },
      )
      // Every request carries the client fields (appId, channel, ...): there is always a string to spoil.
      expect(tried).toBeGreaterThan(0)
    })

    it.each(callNames)('%s: no generated or junk body is a 500', async (name) => {
      const schema = calls[name].request
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(arbitraryFor(schema), junkFor(schema)),
          fc.boolean(),
          async (body, withSession) => {
            const res = await post(name, body, withSession)
            expect(res.status, JSON.stringify({ body, res })).toBeLessThan(500)
            expect(res.code, JSON.stringify({ body, res })).not.toBe(500)
          },
        ),
        { numRuns: JUNK_RUNS },
      )
    })
  })

  describe('/provider/v1', () => {
    /** A real open session half the time, so a body reaches the wallet's statements, not only a lookup. */
    let sessionId: string
    beforeAll(async () => {
      sessionId = (await playing(t, 10_000)).sessionId
    })
    const withSession = (body: unknown, real: boolean) =>
      real && typeof body === 'object' && body !== null && 'sessionId' in body ? { ...body, sessionId } : body

    it.each(operations)('%s: a NUL in any string field is BAD_REQUEST naming the field', async (op) => {
      const schema = providerRequests[op]
      await fc.assert(
        fc.asyncProperty(nulBody(schema), fc.boolean(), async ({ body, slot }, real) => {
          if (!slot) return
          const sent = slot.path[0] === 'sessionId' ? body : withSession(body, real)
          const res = await provider(t, op, sent)
          expect(res.status, JSON.stringify(res.body)).toBe(200)
          expect(res.body.status).toBe(ProviderStatus.badRequest)
          expectNamed(res.body.details, slot, sent)
        }),
        { numRuns: NUL_RUNS },
      )
    })

    it.each(operations)('%s: no generated or junk body is a 500', async (op) => {
      const schema = providerRequests[op]
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(arbitraryFor(schema), junkFor(schema)),
          fc.boolean(),
          async (body, real) => {
            const sent = withSession(body, real)
            const res = await provider(t, op, sent)
            expect(res.status, JSON.stringify({ sent, res })).toBeLessThan(500)
            expect(res.body.status).not.toBe(ProviderStatus.internalError)
          },
        ),
        { numRuns: JUNK_RUNS },
      )
    })
  })
})
