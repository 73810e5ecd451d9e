import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ErrorMsg, ValidationMsg } from '../contract/errors.ts'
import { ClientErrorMsg } from '../src/api/errors.ts'

const dir = dirname(fileURLToPath(import.meta.url))
const files = readdirSync(dir).filter((f) => f.endsWith('.json'))
const locales = Object.fromEntries(
  files.map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, f), 'utf8')) as unknown]),
)

/** Flattens nested objects to dotted keys so two locales compare as flat key sets. */
function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out)
  } else {
    out.set(prefix, value)
  }
  return out
}

const flat = Object.fromEntries(Object.entries(locales).map(([name, json]) => [name, flatten(json)]))
const reference = flat.en ?? new Map<string, unknown>()

describe('locales', () => {
  it('ships en, pt-BR and es', () => {
    expect(Object.keys(locales).sort()).toEqual(['en', 'es', 'pt-BR'])
  })

  for (const [name, keys] of Object.entries(flat)) {
    it(`${name} has exactly the keys of en`, () => {
      expect([...keys.keys()].sort()).toEqual([...reference.keys()].sort())
    })

    it(`${name} has no empty or non-string values`, () => {
      const bad = [...keys].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k)
      expect(bad).toEqual([])
    })

    it(`${name} keeps the same {{placeholders}} as en`, () => {
      // `{{name}}` or, with an i18next formatter, `{{count, number}}`.
      const vars = (s: unknown) =>
        [...String(s).matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort()
      const mismatched = [...keys].filter(([k, v]) => vars(v).join() !== vars(reference.get(k)).join())
      expect(mismatched.map(([k]) => k)).toEqual([])
    })
  }

  it('translates every server error and validation message key', () => {
    for (const key of Object.values(ErrorMsg)) expect(reference.has(`errors.${key}`), key).toBe(true)
    for (const key of Object.values(ValidationMsg)) expect(reference.has(`validation.${key}`), key).toBe(true)
  })

  it('translates every client-side failure and the generic fallbacks', () => {
    for (const key of [...Object.values(ClientErrorMsg), 'unknown', 'failedWithCode']) {
      expect(reference.has(`errors.${key}`), key).toBe(true)
    }
    expect(reference.has('tips.title') && reference.has('tips.timeout')).toBe(true)
  })
})
