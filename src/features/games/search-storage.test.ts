import { beforeEach, describe, expect, it } from 'vitest'
import { readSearchFilter, SEARCH_FILTER_KEY, writeSearchFilter } from './search-storage.ts'

beforeEach(() => localStorage.clear())

describe('stored search filter', () => {
  it('is empty at first and returns what was written', () => {
    expect(readSearchFilter()).toEqual({ typeId: 0, brandId: 0 })
    writeSearchFilter({ typeId: 2, brandId: 5 })
    expect(JSON.parse(localStorage.getItem(SEARCH_FILTER_KEY) ?? '')).toEqual({ v: 1, typeId: 2, brandId: 5 })
    expect(readSearchFilter()).toEqual({ typeId: 2, brandId: 5 })
  })

  it('drops a value of another version or shape instead of trusting it', () => {
    for (const raw of [
      '{"v":0,"typeId":2,"brandId":5}',
      '{"v":1,"typeId":"2","brandId":5}',
      '{"v":1,"typeId":-1,"brandId":5}',
      '{"typeId":2,"brandId":5}',
      'not json',
    ]) {
      localStorage.setItem(SEARCH_FILTER_KEY, raw)
      expect(readSearchFilter(), raw).toEqual({ typeId: 0, brandId: 0 })
    }
  })
})
