import { describe, expect, it } from 'vitest'
import { pickRechargeType } from '../../../../contract/calls/wallet-deposit.ts'
import { mergeTradeInfo } from '../api/trade-info.ts'
import { bonusPreview, channelItems, pickChannel, sortedChannels } from './channels.ts'
import { tradeInfo } from './fixtures.test-util.ts'

const ch = (id: number, sort: number, isDefault: 0 | 1 = 0) => ({ id, sort, isDefault })

describe('pickChannel (spec 4 default deposit channel)', () => {
  const channels = [ch(3, 2), ch(1, 1), ch(2, 3, 1)]

  it('keeps the current channel while it is still offered', () => {
    expect(pickChannel(channels, 3, 1)).toBe(3)
  })
  it('falls back to the last used one', () => {
    expect(pickChannel(channels, 99, 1)).toBe(1)
    expect(pickChannel(channels, 0, 3)).toBe(3)
  })
  it('then to the one flagged default', () => {
    expect(pickChannel(channels, 0, 0)).toBe(2)
    expect(pickChannel(channels, 7, 8)).toBe(2)
  })
  it('then to the first by sort', () => {
    expect(pickChannel([ch(5, 9), ch(4, 1), ch(6, 1)], 0, 0)).toBe(4)
  })
  it('is 0 when nothing is offered', () => {
    expect(pickChannel([], 3, 1)).toBe(0)
  })
  it('agrees with the contract rule', () => {
    for (const [cur, last] of [
      [0, 0],
      [3, 0],
      [9, 1],
      [9, 9],
      [2, 3],
    ] as const) {
      expect(pickChannel(channels, cur, last)).toBe(pickRechargeType(channels, cur, last))
    }
  })
})

describe('trade info helpers', () => {
  it('sorts channels and lists a channel items in the served order', () => {
    const info = tradeInfo()
    expect(sortedChannels(info).map((c) => c.id)).toEqual([2, 1])
    expect(channelItems(info, 1).map((i) => i.id)).toEqual([11, 10])
    expect(channelItems(info, 3)).toEqual([])
  })

  it('previews stacked bonuses like the server: first-deposit only before the first, capped', () => {
    const rule = (kind: number, percentBp: number, over = {}) => ({
      id: kind,
      kind,
      name: 'r',
      percentBp,
      fixedAmount: 0,
      maxBonus: 0,
      minDeposit: 0,
      rechargeTypeId: 0,
      wagerMultiple: 5,
      ...over,
    })
    const list = [rule(1, 10_000, { maxBonus: 5_000 }), rule(2, 500), rule(2, 1_000, { rechargeTypeId: 2 })]
    const first = tradeInfo({ appRechargeBonusList: list })
    expect(bonusPreview(first, 1, 10_000)).toBe(5_000 + 500)
    expect(bonusPreview(first, 2, 10_000)).toBe(5_000 + 500 + 1_000)
    const later = tradeInfo({ appRechargeBonusList: list, firstRecharge: 2_000 })
    expect(bonusPreview(later, 1, 10_000)).toBe(500)
  })

  it('keeps the cached maps when the server omits them (hash matched)', () => {
    const previous = tradeInfo()
    const merged = mergeTradeInfo(previous, {
      hash: 'h1',
      totalRecharge: 5_000,
      firstRecharge: 5_000,
      lastRechargeTypeId: 1,
      currency: 'BRL',
    })
    expect(merged.appRechargeItemMap).toBe(previous.appRechargeItemMap)
    expect(merged.lastRechargeTypeId).toBe(1)
    expect(merged.totalRecharge).toBe(5_000)
  })
})
