import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { calls } from './calls/index.ts'
import { hasNoNul, isStorable, requestBody, text, textMatching } from './common.ts'
import { ValidationMsg } from './errors.ts'
import { providerRequests } from './provider-wallet.ts'
import { defOf, insertNul, nodesOf, stringArbitrary } from './zod-arbitrary.test-util.ts'

/** Every request schema the server validates with: the /app/v1 calls and the seamless-wallet calls. */
const requestSchemas: Array<[string, z.ZodType]> = [
  ...Object.entries(calls).map(([name, def]): [string, z.ZodType] => [name, def.request]),
  ...Object.entries(providerRequests).map(([op, schema]): [string, z.ZodType] => [`provider/${op}`, schema]),
]

/** `s` with a lone high surrogate put at `at` (0..1 of the length): ill-formed wherever it lands. */
function insertLoneSurrogate(s: string, at: number): string {
  const i = Math.min(s.length, Math.floor(at * (s.length + 1)))
  return `${s.slice(0, i)}\ud800${s.slice(i)}`
}

/**
 * Where a schema has a string node that lets a NUL (or, with `insert`, another character) through: for a
 * few values the node itself accepts, the same value with one put anywhere must be refused as a bad
 * format (not only as too long).
 */
function formatHoles(schema: z.ZodType, insert: (s: string, at: number) => string = insertNul): string[] {
  const holes: string[] = []
  for (const { path, schema: node } of nodesOf(schema)) {
    if (defOf(node).type !== 'string') continue
    const where = path.join('.') || '(root)'
    const samples = fc.sample(fc.tuple(stringArbitrary(node), fc.double({ min: 0, max: 1, noNaN: true })), {
      numRuns: 25,
      seed: 42,
    })
    for (const [valid, at] of samples) {
      if (!node.safeParse(valid).success) continue
      const bad = node.safeParse(insert(valid, at))
      const refusedAsNul =
        !bad.success &&
        bad.error.issues.some((i) => i.code === 'invalid_format' || i.message === ValidationMsg.invalidFormat)
      if (!refusedAsNul) {
        holes.push(where)
        break
      }
    }
  }
  return holes
}

describe('request strings refuse NUL (U+0000)', () => {
  it('text() and textMatching() refuse a NUL anywhere as invalidFormat, and accept the rest', () => {
    const free = text(10).min(1)
    const formatted = textMatching(/^\d{3}$/)
    expect(free.safeParse('abc').success).toBe(true)
    expect(formatted.safeParse('123').success).toBe(true)
    for (const value of ['\0', 'a\0', '\0a', 'a\0b', '\u0000\u0000']) {
      expect(free.safeParse(value).error?.issues[0]?.message, JSON.stringify(value)).toBe('invalidFormat')
    }
    // The NUL check comes first, so a value too long as well is still reported for its NUL.
    expect(free.safeParse('abcdefghij\u0000').error?.issues[0]?.message).toBe('invalidFormat')
    expect(formatted.safeParse('1\u00003').error?.issues[0]?.code).toBe('custom')
    expect(hasNoNul('a\u0001b')).toBe(true)
    expect(hasNoNul('a\u0000b')).toBe(false)
  })

  it('finds a plain z.string() anywhere in a schema (the check below can fail)', () => {
    const leaky = requestBody({
      ok: text(8),
      name: z.string().max(8),
      nested: z.array(z.strictObject({ inner: z.string().min(2).max(20).optional() })),
      map: z.record(z.string().max(5), text(5)),
    })
    expect(formatHoles(leaky).sort()).toEqual(['map.{}', 'name', 'nested.[].inner'])
  })

  it.each(requestSchemas)('%s: no string field accepts a NUL', (_name, schema) => {
    expect(formatHoles(schema)).toEqual([])
  })
})

describe('request strings refuse a lone surrogate (ill-formed UTF-16, which jsonb refuses)', () => {
  it('text() and textMatching() refuse one anywhere as invalidFormat, and accept surrogate pairs', () => {
    const free = text(10).min(1)
    const formatted = textMatching(/^.{3}$/u)
    expect(free.safeParse('slot \ud83c\udfb0').success).toBe(true)
    expect(formatted.safeParse('a\ud83c\udfb0b').success).toBe(true)
    for (const value of ['\ud800', 'a\ud800', '\udc00a', 'a\udfb0\ud83cb', '\ud83c\ud83c\udfb0']) {
      expect(free.safeParse(value).error?.issues[0]?.message, JSON.stringify(value)).toBe('invalidFormat')
      expect(isStorable(value), JSON.stringify(value)).toBe(false)
    }
    expect(formatted.safeParse('a\ud800b').error?.issues[0]?.message).toBe('invalidFormat')
    expect(isStorable('a\u0000b')).toBe(false)
    expect(isStorable('ação \ud83c\udfb0')).toBe(true)
  })

  it.each(requestSchemas)('%s: no string field accepts a lone surrogate', (_name, schema) => {
    expect(formatHoles(schema, insertLoneSurrogate)).toEqual([])
  })
})
