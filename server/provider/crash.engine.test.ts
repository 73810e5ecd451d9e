import { describe, expect, it } from 'vitest'
import {
  CRASH_RTP_PERCENT,
  cashOutAt,
  endOf,
  isCrashTarget,
  MAX_MULTIPLIER,
  msToReach,
  multiplierAt,
  payout,
} from './crash.engine.ts'
import { crashPointFor, nodeHmac } from './fair.ts'
import { bytesToFloats, crashPointOf } from './public/fair.js'

/**
 * The expected values are worked out apart from this code (Python: integer division for the crash points,
 * math.exp / math.log for the curve, hmac for the vector and the simulation), so a change to the maths
 * fails here and docs/FAIRNESS.md must change with it.
 */
const SPACE = 2 ** 32
const SERVER_SEED = '4f2a8c1e9b7d3f6a0c5e8b2d7f1a4c9e3b6d0f8a2c5e7b1d4f9a3c6e0b8d2f5a'
const CLIENT_SEED = 'lucky-client-seed'
/** The crash point of the draw whose 4 bytes read as the integer n. */
const pointOfN = (n: number) => crashPointOf([n / SPACE])

describe('crash engine', () => {
  it('gives the published crash points for nonces 1 to 5', async () => {
    const points = []
    for (let nonce = 1; nonce <= 5; nonce++) {
      points.push(await crashPointFor({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce }))
    }
    expect(points).toEqual([613, 122, 128, 248, 185])
  })

  it('maps the extremes of the draw: at least x1.00, x1.00 below 3%, and integer boundaries', () => {
    expect(pointOfN(0)).toBe(100)
    expect(pointOfN(128_849_018)).toBe(100)
    expect(pointOfN(SPACE / 2)).toBe(194)
    expect(pointOfN(SPACE - 1)).toBe(416_611_827_712)
    // floor(97 x 2^32 / d) for d = 2^32 - n: x2.00 needs d <= 2,083,059,138.
    expect(pointOfN(SPACE - 2_083_059_138)).toBe(200)
    expect(pointOfN(SPACE - 2_083_059_139)).toBe(199)
  })

  // For a target x, P(crash >= x) = count / 2^32 with count the draws d = 1..count: floor(97 x 2^32 / x).
  it.each([
    [101, 4_124_869_581],
    [150, 2_777_412_184],
    [200, 2_083_059_138],
    [1_000, 416_611_827],
    [10_000, 41_661_182],
    [100_000, 4_166_118],
  ])('returns 97%% (exactly, less than 10^-6) cashing out at %i hundredths', (target, count) => {
    expect(pointOfN(SPACE - count)).toBeGreaterThanOrEqual(target)
    expect(pointOfN(SPACE - count - 1)).toBeLessThan(target)
    const rtp = ((target / 100) * count) / SPACE
    expect(rtp).toBeLessThanOrEqual(CRASH_RTP_PERCENT / 100)
    expect(rtp).toBeGreaterThan(0.969999)
  })

  it('returns 97% within 0.005 over 10^6 simulated rounds at x2.00 (484,260 wins)', () => {
    let wins = 0
    for (let nonce = 1; nonce <= 1_000_000; nonce++) {
      const floats = bytesToFloats(nodeHmac(SERVER_SEED, `rtp-sim:${nonce}:0`).subarray(0, 4))
      if (crashPointOf(floats) >= 200) wins++
    }
    expect(wins).toBe(484_260)
    expect(Math.abs((wins * 2) / 1_000_000 - 0.97)).toBeLessThan(0.005)
  }, 60_000)

  it('climbs m(t) = e^(t/10000) from x1.00 to the x1,000 top', () => {
    expect(multiplierAt(0)).toBe(100)
    expect(multiplierAt(-5)).toBe(100)
    expect(multiplierAt(99)).toBe(100)
    expect(multiplierAt(100)).toBe(101)
    expect(multiplierAt(6_931)).toBe(199)
    expect(multiplierAt(6_932)).toBe(200)
    expect(multiplierAt(10_000_000)).toBe(MAX_MULTIPLIER)
    expect(msToReach(101)).toBe(100)
    expect(msToReach(151)).toBe(4_122)
    expect(msToReach(200)).toBe(6_932)
    expect(msToReach(614)).toBe(18_149)
    expect(msToReach(MAX_MULTIPLIER)).toBe(69_078)
  })

  it('ends a round at its target, at its crash, or at the top', () => {
    expect(endOf(100, null)).toEqual({ atMs: 100, cashedAt: null })
    expect(endOf(613, 200)).toEqual({ atMs: 6_932, cashedAt: 200 })
    expect(endOf(613, 613)).toEqual({ atMs: 18_132, cashedAt: 613 })
    expect(endOf(150, 200)).toEqual({ atMs: 4_122, cashedAt: null })
    expect(endOf(613, null)).toEqual({ atMs: 18_149, cashedAt: null })
    expect(endOf(1_000_000, null)).toEqual({ atMs: 69_078, cashedAt: MAX_MULTIPLIER })
  })

  it('cashes out at the curve before the crash, refuses below x1.01, and is too late after it', () => {
    expect(cashOutAt(613, null, 50)).toEqual({ kind: 'early' })
    expect(cashOutAt(613, null, 6_932)).toEqual({ kind: 'cashed', multiplier: 200 })
    expect(cashOutAt(613, null, 18_148)).toEqual({ kind: 'cashed', multiplier: 613 })
    expect(cashOutAt(613, null, 18_149)).toEqual({ kind: 'ended', cashedAt: null })
    expect(cashOutAt(613, 200, 7_000)).toEqual({ kind: 'ended', cashedAt: 200 })
    expect(cashOutAt(100, null, 99)).toEqual({ kind: 'early' })
    expect(cashOutAt(100, null, 100)).toEqual({ kind: 'ended', cashedAt: null })
  })

  it('pays stake x multiplier rounded down, nothing on a crash', () => {
    expect(payout(100, 200)).toBe(200)
    expect(payout(20, 613)).toBe(122)
    expect(payout(5_000, 100_000)).toBe(5_000_000)
    expect(payout(100, null)).toBe(0)
    expect(isCrashTarget(101)).toBe(true)
    expect(isCrashTarget(100)).toBe(false)
    expect(isCrashTarget(100_001)).toBe(false)
    expect(isCrashTarget(150.5)).toBe(false)
  })
})
