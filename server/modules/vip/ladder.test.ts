import { describe, expect, it } from 'vitest'
import { type Ladders, userLevelFor, vipLevelFor } from './ladder.ts'
import { toVipData } from './vip.service.ts'

/** A ladder written out by hand (not the seed), so the expectations below do not follow the code's data. */
const ladders: Ladders = {
  vip: [
    { level: 0, experience: 0, betLimit: 100, showType: 1, levelUpReward: 0, dailyBonus: 0, signInAward: 5 },
    {
      level: 1,
      experience: 1_000,
      betLimit: 200,
      showType: 1,
      levelUpReward: 10,
      dailyBonus: 1,
      signInAward: 10,
    },
    {
      level: 2,
      experience: 5_000,
      betLimit: 300,
      showType: 2,
      levelUpReward: 50,
      dailyBonus: 2,
      signInAward: 15,
    },
    {
      level: 3,
      experience: 20_000,
      betLimit: 400,
      showType: 3,
      levelUpReward: 200,
      dailyBonus: 3,
      signInAward: 20,
    },
  ],
  user: [
    { level: 0, betAmount: 0 },
    { level: 1, betAmount: 500 },
    { level: 2, betAmount: 4_000 },
  ],
}

describe('VIP level from experience', () => {
  it.each([
    [0, 0],
    [999, 0],
    [1_000, 1],
    [4_999, 1],
    [5_000, 2],
    [19_999, 2],
    [20_000, 3],
    [1_000_000, 3],
  ])('experience %i is VIP %i', (experience, level) => {
    expect(vipLevelFor(ladders, experience)).toBe(level)
  })

  it.each([
    [499, 0],
    [500, 1],
    [3_999, 1],
    [4_000, 2],
    [50_000, 2],
  ])('experience %i is player level %i', (experience, level) => {
    expect(userLevelFor(ladders, experience)).toBe(level)
  })

  it('an empty ladder is level 0', () => {
    expect(vipLevelFor({ vip: [], user: [] }, 123)).toBe(0)
  })
})

describe('vipData', () => {
  it('VIP 1 with 3,000 experience is half way to VIP 2', () => {
    const d = toVipData({ vip: 1, vipExp: 3_000, userLevel: 1 }, ladders, { daily: false, signIn: false })
    expect(d).toMatchObject({
      level: 1,
      experience: 3_000,
      nextLevel: 2,
      nextExperience: 5_000,
      needExperience: 2_000,
      progress: 50,
      betLimit: 200,
      showType: 1,
      dailyBonus: 1,
      dailyClaimed: false,
    })
    expect(d.levels.map((l) => [l.level, l.levelUpReward, l.dailyBonus])).toEqual([
      [0, 0, 0],
      [1, 10, 1],
      [2, 50, 2],
      [3, 200, 3],
    ])
  })

  it('progress is floored: 1,001 of 1,000..5,000 is 0%, 4,999 is 99%', () => {
    expect(
      toVipData({ vip: 1, vipExp: 1_001, userLevel: 1 }, ladders, { daily: false, signIn: false }).progress,
    ).toBe(0)
    expect(
      toVipData({ vip: 1, vipExp: 4_999, userLevel: 1 }, ladders, { daily: false, signIn: false }).progress,
    ).toBe(99)
  })

  it('at the top the next level falls back to the current one (spec 4)', () => {
    const d = toVipData({ vip: 3, vipExp: 25_000, userLevel: 2 }, ladders, { daily: true, signIn: false })
    expect(d).toMatchObject({
      level: 3,
      nextLevel: 3,
      nextExperience: 20_000,
      needExperience: 0,
      progress: 100,
      betLimit: 400,
      showType: 3,
      dailyBonus: 3,
      dailyClaimed: true,
      signInAward: 20,
      signInClaimed: false,
    })
  })

  it('level 0 with nothing bet: 0% to VIP 1, no daily bonus', () => {
    expect(
      toVipData({ vip: 0, vipExp: 0, userLevel: 0 }, ladders, { daily: false, signIn: false }),
    ).toMatchObject({
      nextLevel: 1,
      nextExperience: 1_000,
      needExperience: 1_000,
      progress: 0,
      dailyBonus: 0,
      signInAward: 5,
    })
  })
})
