import { QueryClientProvider } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppConfig } from '../../../contract/calls/config.ts'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { testUser } from '../../api/fetch-stub.test-util.ts'
import { clearSession, startSession, updateUser } from '../../api/session.ts'
import { VipTheme } from './vip-theme.tsx'

isolateFormTests()

const level = (n: number, showType: number) => ({
  level: n,
  experience: n * 10_000,
  betLimit: 5_000,
  showType,
  levelUpReward: 0,
  dailyBonus: 0,
  signInAward: 0,
})
const config = {
  ...testConfig(),
  appVipMap: { '0': level(0, 1), '1': level(1, 1), '2': level(2, 4) },
} as AppConfig

function renderTheme(cfg: AppConfig = config) {
  render(
    <QueryClientProvider client={clientWithConfig(cfg)}>
      <VipTheme />
    </QueryClientProvider>,
  )
}

const theme = () => document.documentElement.dataset.vipTheme

afterEach(() => {
  delete document.documentElement.dataset.vipTheme
})

describe('VipTheme', () => {
  it('a visitor keeps the default theme', () => {
    renderTheme()
    expect(theme()).toBeUndefined()
  })

  it("the player's level picks its showType, follows a level-up, and goes on logout", () => {
    startSession({ token: 't', user: testUser({ vip: 2 }) })
    renderTheme()
    expect(theme()).toBe('4')
    act(() => updateUser({ vip: 1 }))
    expect(theme()).toBe('1')
    act(() => clearSession())
    expect(theme()).toBeUndefined()
  })

  it('no theme for a level the map does not know', () => {
    startSession({ token: 't', user: testUser({ vip: 7 }) })
    renderTheme()
    expect(theme()).toBeUndefined()
  })

  it('no theme when the config has no appVipMap (an older persisted config)', () => {
    startSession({ token: 't', user: testUser({ vip: 2 }) })
    renderTheme(testConfig())
    expect(theme()).toBeUndefined()
  })
})
