import { describe, expect, it } from 'vitest'
import { cellText, prizeText } from './jackpot-format.ts'

const t = (key: string, values?: Record<string, unknown>) => (values ? `${key}:${values.count}` : key)
const money = (minor: number) => `R$${(minor / 100).toFixed(2)}`

describe('jackpot prize words', () => {
  it('names coin as money, points as points, a pool by name and amount, anything else as a prize', () => {
    expect(prizeText(2001, 500, money, t)).toBe('R$5.00')
    expect(prizeText(2002, 20, money, t)).toBe('jackpot.points:20')
    expect(prizeText(50004, 1234, money, t)).toBe('jackpot.pool.50004 R$12.34')
    expect(prizeText(1201, 1000, money, t)).toBe('rewards.prize')
  })

  it("shows a cell's prize before the draw", () => {
    expect(cellText({ propId: 2001, showNum: 10_000 }, money, t)).toBe('R$100.00')
    expect(cellText({ propId: 2002, showNum: 100 }, money, t)).toBe('jackpot.points:100')
    expect(cellText({ propId: 50001, showNum: 50_001 }, money, t)).toBe('jackpot.pool.50001')
  })
})
