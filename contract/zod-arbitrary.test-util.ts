import fc from 'fast-check'
import type { z } from 'zod'

/**
 * fast-check arbitraries generated from the contract's zod schemas, for property tests of the request
 * schemas (contract/strings.test.ts) and of the server through HTTP (server/http/contract-fuzz.test.ts).
 * Only the zod node kinds the request schemas use are known; an unknown kind throws, so a new kind is
 * noticed instead of silently generating nothing. Imported by *.test.ts files only.
 */

/** The slice of zod v4's internal definition this module reads. */
interface Def {
  type: string
  checks?: Array<{ _zod: { def: CheckDef } }>
  shape?: Record<string, Schema>
  catchall?: Schema
  options?: Schema[]
  discriminator?: string
  innerType?: Schema
  element?: Schema
  keyType?: Schema
  valueType?: Schema
  values?: unknown[]
  entries?: Record<string, string | number>
  format?: string
  pattern?: RegExp
  in?: Schema
}
interface CheckDef {
  check: string
  format?: string
  pattern?: RegExp
  minimum?: number
  maximum?: number
  value?: number
  inclusive?: boolean
}
type Schema = z.ZodType

export const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def

const checksOf = (schema: Schema): CheckDef[] => (defOf(schema).checks ?? []).map((c) => c._zod.def)

/** A string node's limits as its checks state them. */
export function stringRules(schema: Schema): { min: number; max: number; patterns: RegExp[] } {
  const def = defOf(schema)
  let min = 0
  let max = 300
  const patterns: RegExp[] = def.pattern ? [def.pattern] : []
  for (const c of checksOf(schema)) {
    if (c.check === 'min_length' && c.minimum !== undefined) min = Math.max(min, c.minimum)
    if (c.check === 'max_length' && c.maximum !== undefined) max = Math.min(max, c.maximum)
    if (c.check === 'string_format' && c.pattern) patterns.push(c.pattern)
  }
  return { min, max, patterns }
}

/** Unicode text of any plane, control characters included, but no NUL (tests insert that on purpose). */
const anyChar = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.constantFrom('a', 'Z', '0', ' ', '\u0001', '\u001f', '\u007f', '\u00e9', '\u200b', '\ud83c\udfb0'),
)

export function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const { min, max, patterns } = stringRules(schema)
  const [first] = patterns
  if (first) {
    return fc.stringMatching(first).filter((s) => s.length >= min && s.length <= max && !s.includes('\0'))
  }
  // Lengths in code units: a drawn astral character counts 2, so cut to the limit afterwards (never
  // between the halves of a pair: a lone surrogate is refused like a NUL).
  return fc
    .array(anyChar, { minLength: min, maxLength: Math.min(max, min + 40) })
    .map((cs) =>
      cs
        .join('')
        .replaceAll('\0', 'x')
        .slice(0, max)
        .replace(/[\ud800-\udbff]$/, ''),
    )
    .map((s) => (s.length < min ? s.padEnd(min, 'a') : s))
}

function numberArbitrary(schema: Schema): fc.Arbitrary<number> {
  let min = -1e15
  let max = 1e15
  let int = false
  for (const c of checksOf(schema)) {
    if (c.check === 'number_format') int = c.format === 'safeint' || c.format === 'int32' || int
    if (c.check === 'greater_than' && c.value !== undefined) min = c.inclusive ? c.value : c.value + 1
    if (c.check === 'less_than' && c.value !== undefined) max = c.inclusive ? c.value : c.value - 1
  }
  if (int) {
    const lo = Math.max(min, Number.MIN_SAFE_INTEGER)
    const hi = Math.min(max, Number.MAX_SAFE_INTEGER)
    return fc.oneof(
      fc.integer({ min: lo, max: Math.min(hi, lo + 1000) }),
      fc.maxSafeInteger().map(clamp(lo, hi)),
    )
  }
  return fc.double({ min, max, noNaN: true })
}
const clamp = (lo: number, hi: number) => (n: number) => Math.min(hi, Math.max(lo, n))

/** Values the schema (mostly) accepts: every field drawn from its own rules; optional ones come and go. */
export function arbitraryFor(schema: Schema): fc.Arbitrary<unknown> {
  const def = defOf(schema)
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema)
    case 'number':
      return numberArbitrary(schema)
    case 'boolean':
      return fc.boolean()
    case 'literal':
      return fc.constantFrom(...(def.values ?? []))
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}))
    case 'optional':
      return fc.option(arbitraryFor(required(def.innerType)), { nil: undefined })
    case 'default':
      return fc.option(arbitraryFor(required(def.innerType)), { nil: undefined })
    case 'nullable':
      return fc.option(arbitraryFor(required(def.innerType)), { nil: null })
    case 'null':
      return fc.constant(null)
    case 'pipe':
      return arbitraryFor(required(def.in))
    case 'union':
      return fc.oneof(...(def.options ?? []).map(arbitraryFor))
    case 'array': {
      const { min, max } = stringRules(schema)
      return fc.array(arbitraryFor(required(def.element)), { minLength: min, maxLength: Math.min(max, 4) })
    }
    case 'record':
      return fc
        .array(fc.tuple(arbitraryFor(required(def.keyType)), arbitraryFor(required(def.valueType))), {
          maxLength: 4,
        })
        .map((pairs) => Object.fromEntries(pairs as Array<[string, unknown]>))
    case 'object': {
      const shape = def.shape ?? {}
      const fields: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [key, field] of Object.entries(shape)) fields[key] = arbitraryFor(field)
      // Undefined values are dropped: JSON would drop them anyway.
      return fc.record(fields).map((o) => JSON.parse(JSON.stringify(o)) as unknown)
    }
    default:
      throw new Error(`zod-arbitrary: no generator for zod type '${def.type}'`)
  }
}

/** Bodies that are wrong on purpose: any JSON at all, and the schema's own keys holding any JSON. */
export function junkFor(schema: Schema): fc.Arbitrary<unknown> {
  const keys = objectKeys(schema)
  return fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.constantFrom(...keys, 'extra', '__proto__', 'constructor'), fc.jsonValue(), {
      maxKeys: 6,
    }),
    arbitraryFor(schema).chain((valid) =>
      fc
        .tuple(fc.constantFrom(...keys), fc.jsonValue())
        .map(([k, v]) => (isObject(valid) ? { ...valid, [k]: v } : valid)),
    ),
  )
}

function objectKeys(schema: Schema): string[] {
  const def = defOf(schema)
  if (def.type === 'object') return Object.keys(def.shape ?? {})
  if (def.type === 'union') return [...new Set((def.options ?? []).flatMap(objectKeys))]
  if (def.type === 'pipe') return objectKeys(required(def.in))
  return ['x']
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

function required<T>(v: T | undefined): T {
  if (v === undefined) throw new Error('zod-arbitrary: a zod definition lacks a part it should have')
  return v
}

/** A string field found in a value: where it is, and the string node that rules it. */
export interface StringSlot {
  path: Array<string | number>
  /** The slot is a record key (the value at `path` is the key's own value), not a value. */
  key: boolean
  schema: Schema
}

/**
 * The string fields of `value` as `schema` reads them (enums and literals are not free text and are
 * left out). Walks the schema and the value together, so only fields present in the value are named.
 */
export function stringSlots(schema: Schema, value: unknown, path: Array<string | number> = []): StringSlot[] {
  const def = defOf(schema)
  switch (def.type) {
    case 'string':
      return typeof value === 'string' ? [{ path, key: false, schema }] : []
    case 'optional':
    case 'default':
    case 'nullable':
      return value === undefined || value === null ? [] : stringSlots(required(def.innerType), value, path)
    case 'pipe':
      return stringSlots(required(def.in), value, path)
    case 'union': {
      const options = def.options ?? []
      const disc = def.discriminator
      const match =
        disc && isObject(value)
          ? options.find(
              (o) => (defOf(o).shape?.[disc] as Schema | undefined)?.safeParse(value[disc]).success,
            )
          : options.find((o) => o.safeParse(value).success)
      return match ? stringSlots(match, value, path) : []
    }
    case 'array':
      return Array.isArray(value)
        ? value.flatMap((v, i) => stringSlots(required(def.element), v, [...path, i]))
        : []
    case 'record': {
      if (!isObject(value)) return []
      const keyType = required(def.keyType)
      return Object.entries(value).flatMap(([k, v]) => [
        ...(defOf(keyType).type === 'string' ? [{ path: [...path, k], key: true, schema: keyType }] : []),
        ...stringSlots(required(def.valueType), v, [...path, k]),
      ])
    }
    case 'object': {
      if (!isObject(value)) return []
      return Object.entries(def.shape ?? {}).flatMap(([k, field]) =>
        k in value ? stringSlots(field, value[k], [...path, k]) : [],
      )
    }
    default:
      return []
  }
}

/** `value` with a NUL put at `at` (0..1 of the length) into the string at `slot`; a key is renamed. */
export function withNul(value: unknown, slot: StringSlot, at: number): unknown {
  const copy = structuredClone(value)
  const parentPath = slot.path.slice(0, -1)
  const last = slot.path.at(-1)
  if (last === undefined) return insertNul(String(copy), at)
  let parent: unknown = copy
  for (const k of parentPath) parent = (parent as Record<string | number, unknown>)[k]
  const holder = parent as Record<string | number, unknown>
  if (slot.key) {
    const v = holder[last]
    delete holder[last]
    holder[insertNul(String(last), at)] = v
  } else {
    holder[last] = insertNul(String(holder[last]), at)
  }
  return copy
}

export function insertNul(s: string, at: number): string {
  const i = Math.min(s.length, Math.floor(at * (s.length + 1)))
  return `${s.slice(0, i)}\0${s.slice(i)}`
}

/** Every node of a schema with the path of object keys leading to it ('[]' for elements, '{}' for keys). */
export function* nodesOf(schema: Schema, path: string[] = []): Generator<{ path: string[]; schema: Schema }> {
  yield { path, schema }
  const def = defOf(schema)
  for (const [k, child] of Object.entries(def.shape ?? {})) yield* nodesOf(child, [...path, k])
  for (const option of def.options ?? []) yield* nodesOf(option, path)
  if (def.innerType) yield* nodesOf(def.innerType, path)
  if (def.in) yield* nodesOf(def.in, path)
  if (def.element) yield* nodesOf(def.element, [...path, '[]'])
  if (def.keyType) yield* nodesOf(def.keyType, [...path, '{}'])
  if (def.valueType) yield* nodesOf(def.valueType, [...path, '*'])
}
