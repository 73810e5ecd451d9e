import { describe, expect, it } from 'vitest'
import { chancePercent, expectedPerSpin, spinsToTarget } from './invite-spin-format.ts'

/** The shipped wheel (0044_invite_spin.sql). */
const SHIPPED = [
  [500, 3500],
  [1000, 2500],
  [1500, 1500],
  [2000, 1000],
  [2500, 700],
  [3000, 500],
  [5000, 250],
  [10000, 50],
].map(([amount, weight], i) => ({ id: i + 1, amount: amount ?? 0, weight: weight ?? 0 }))

describe('invite spin figures', () => {
  it('the shipped wheel adds R$13.50 a spin on average', () => {
    expect(expectedPerSpin(SHIPPED)).toBe(1350)
  })

  it('R$100 from nothing takes 8 spins on average; nothing once reached', () => {
    expect(spinsToTarget(10_000, 1350)).toBe(8)
    expect(spinsToTarget(0, 1350)).toBe(0)
    expect(spinsToTarget(-5, 1350)).toBe(0)
  })

  it('states each chance as a percentage', () => {
    expect(chancePercent(3500, 10_000, 'en')).toBe('35%')
    expect(chancePercent(50, 10_000, 'en')).toBe('0.5%')
    expect(chancePercent(1, 0, 'en')).toBe('0%')
  })
})
