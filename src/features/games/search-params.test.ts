import { describe, expect, it } from 'vitest'
import { filterFromParams, idFromParam } from './search-params.ts'

describe('search page params', () => {
  it("a type's See all link selects that type and any brand", () => {
    expect(filterFromParams({ typeId: '1' })).toEqual({ typeId: 1, brandId: 0 })
    expect(filterFromParams({ typeId: 5 })).toEqual({ typeId: 5, brandId: 0 })
  })

  it('a studio link selects that brand and any type; both params select both', () => {
    expect(filterFromParams({ brandId: '6' })).toEqual({ typeId: 0, brandId: 6 })
    expect(filterFromParams({ typeId: '3', brandId: '4' })).toEqual({ typeId: 3, brandId: 4 })
  })

  it('without a valid param the stored filter applies (undefined)', () => {
    expect(filterFromParams({})).toBeUndefined()
    expect(filterFromParams({ typeId: 'slots', brandId: '-2' })).toBeUndefined()
  })

  it('refuses ids that are not positive 32-bit integers', () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '', '2147483648', null, {}])
      expect(idFromParam(bad), String(bad)).toBeUndefined()
    expect(idFromParam('2147483647')).toBe(2_147_483_647)
  })
})
