import { describe, expect, it } from 'vitest'
import { forgetRememberedAccount, rememberAccount } from '../../api/session.ts'
import {
  ACTIVITY_ROUTES,
  activityLink,
  activityTarget,
  isOffered,
  safeExternalUrl,
} from './activity-routes.ts'

const inApp = (clickAction: string, unloginShowStatus = 1) => ({
  id: 7,
  clickType: 1,
  clickAction,
  unloginShowStatus,
})

describe('activity routes', () => {
  it('maps every activity name of DESIGN 5 to its route', () => {
    expect(ACTIVITY_ROUTES).toEqual({
      Deposit: '/wallets?name=deposit',
      VIP: '/vip',
      Bind: '/auth/bind',
      Agent5: '/agent',
      AccumulatedRecharge: '/bonus/event',
      Fund: '/activity/bank',
      FollowRewards: '/activity/follow',
      FreeSign: '/activity/sign-in',
      Tasks: '/bonus/tasks',
      Tasks1: '/bonus/tasks?group=1',
      FirstDeposit: '/activity/first-deposit',
      points: '/points',
      SlotsHack: '/activity/slotshack',
      Jackpot: '/activity/jackpot',
      InviteUserSpin: '/activity/invite-spin',
    })
    expect(activityTarget(inApp('FreeSign'))).toEqual({ kind: 'route', href: '/activity/sign-in' })
    expect(activityTarget(inApp('Tasks1'))).toEqual({ kind: 'route', href: '/bonus/tasks?group=1' })
    expect(activityTarget(inApp('Jackpot'))).toEqual({ kind: 'route', href: '/activity/jackpot' })
  })

  it('opens the deposit page for a name it does not know (Deposit is the default)', () => {
    expect(activityTarget(inApp('NoSuchThing'))).toEqual({ kind: 'route', href: '/wallets?name=deposit' })
    expect(activityTarget(inApp('toString'))).toEqual({ kind: 'route', href: '/wallets?name=deposit' })
  })

  it('starts a game through the game start path, naming the activity', () => {
    expect(activityTarget({ id: 9, clickType: 2, clickAction: '1001' })).toEqual({
      kind: 'route',
      href: '/game/start?gameId=1001&activityId=9',
    })
    for (const bad of ['abc', '-1', '0', '1.5', ''])
      expect(activityTarget({ id: 9, clickType: 2, clickAction: bad })).toEqual({ kind: 'none' })
  })

  it('opens only https links outside the app', () => {
    expect(activityTarget({ id: 1, clickType: 3, clickAction: 'https://example.com/p?a=1' })).toEqual({
      kind: 'external',
      url: 'https://example.com/p?a=1',
    })
    for (const bad of [
      'javascript:alert(1)',
      'http://example.com',
      'data:text/html,x',
      '//evil.example',
      'nope',
    ])
      expect(safeExternalUrl(bad)).toBeNull()
    expect(activityTarget({ id: 1, clickType: 3, clickAction: 'javascript:alert(1)' })).toEqual({
      kind: 'none',
    })
    expect(activityTarget({ id: 1, clickType: 4, clickAction: 'VIP' })).toEqual({ kind: 'none' })
  })

  it("'auth-activity': a visitor goes to login and back to a login-only activity; a player goes straight there", () => {
    expect(activityLink(inApp('FreeSign', 0), false, '/bonus')).toEqual({
      kind: 'route',
      href: '/auth/login?redirect=%2Factivity%2Fsign-in',
    })
    // A remembered account name: the account form, as the 'auth' guard does.
    rememberAccount('player1')
    expect(activityLink(inApp('Tasks1', 0), false, '/bonus')).toEqual({
      kind: 'route',
      href: '/auth/login?type=account&redirect=%2Fbonus%2Ftasks%3Fgroup%3D1',
    })
    forgetRememberedAccount()
    expect(activityLink(inApp('FreeSign', 0), true, '/bonus')).toEqual({
      kind: 'route',
      href: '/activity/sign-in',
    })
    // unloginShowStatus 1: visitors open it as it is.
    expect(activityLink(inApp('Tasks', 1), false, '/bonus')).toEqual({
      kind: 'route',
      href: '/bonus/tasks',
    })
    // A login-only outside link: log in, then back on the page it was tapped on.
    const external = { id: 2, clickType: 3, clickAction: 'https://example.com', unloginShowStatus: 0 }
    expect(activityLink(external, false, '/bonus')).toEqual({
      kind: 'route',
      href: '/auth/login?redirect=%2Fbonus',
    })
    expect(activityLink(external, true, '/bonus')).toEqual({
      kind: 'external',
      url: 'https://example.com/',
    })
  })

  it('offers the first-deposit activity only before the first deposit', () => {
    expect(isOffered({ clickAction: 'FirstDeposit' }, 0)).toBe(true)
    expect(isOffered({ clickAction: 'FirstDeposit' }, 1)).toBe(false)
    expect(isOffered({ clickAction: 'Deposit' }, 5_000)).toBe(true)
  })
})
