import { describe, expect, it } from 'vitest'
import { callMeta, calls } from './index.ts'

describe('call registry', () => {
  it('pairs every call of the zod-free table with its schemas, and nothing more', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(callMeta).sort())
    for (const [name, def] of Object.entries(calls)) {
      const meta = callMeta[name as keyof typeof callMeta]
      expect(def.path).toBe(meta.path)
      expect(def.auth).toBe(meta.auth)
    }
  })

  it('keeps paths unique and anonymous calls public', () => {
    const paths = Object.values(callMeta).map((m) => m.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const m of Object.values(callMeta))
      if (m.path.startsWith('anonymous/')) expect(m.auth).toBe('public')
  })
})
