import { describe, expect, it } from 'vitest'
import type { Activity } from '../../../contract/calls/activities.ts'
import { nextStartPopup, type StartContext, startPopups } from './queue.ts'

const activity = (clickAction: string, type = 1): Activity => ({
  id: clickAction.length,
  typeId: 19,
  sort: 0,
  type,
  clickType: 1,
  clickAction,
  unloginShowStatus: 1,
  name: clickAction,
  description: '',
  image: '',
  startTime: 0,
  endTime: 0,
})
const notice = (id: number, showType: number, sort = id) => ({
  id,
  title: `N${id}`,
  content: '',
  sort,
  showType,
})

/** A signed-in player with no deposit, in a browser tab, where every popup is due. */
const ctx = (patch: Partial<StartContext> = {}): StartContext => ({
  hasToken: true,
  installMode: 'manual',
  activities: [activity('FirstDeposit'), activity('InviteUserSpin')],
  notices: [notice(1, 1), notice(2, 2)],
  totalRecharge: 0,
  inviteSpins: 1,
  firstDepositBonus: 12_000,
  built: new Set(['download', 'notice', 'firstDeposit', 'inviteUserSpin', 'homeGuide']),
  guideSeen: false,
  ...patch,
})
const keys = (c: StartContext) => startPopups(c).map((p) => p.key)

describe('start popups (spec 4)', () => {
  it('come in the order Download, Notice, FirstDeposit, InviteUserSpin, then the home guide', () => {
    expect(keys(ctx())).toEqual(['download', 'notice:2', 'firstDeposit', 'inviteUserSpin', 'homeGuide'])
  })

  it('show every popup notice (showType 2) by sort, and never the marquee (showType 1)', () => {
    const notices = [notice(7, 2, 30), notice(1, 1), notice(4, 2, 10)]
    expect(keys(ctx({ notices, activities: [], hasToken: false, guideSeen: true }))).toEqual([
      'notice:4',
      'notice:7',
    ])
  })

  it('offer Download only with a token, and never in the native shell or the installed app', () => {
    const only = { notices: [], activities: [], guideSeen: true }
    expect(keys(ctx({ ...only, hasToken: false }))).toEqual([])
    expect(keys(ctx({ ...only, installMode: 'prompt' }))).toEqual(['download'])
    expect(keys(ctx({ ...only, installMode: 'ios' }))).toEqual(['download'])
    expect(keys(ctx({ ...only, installMode: 'native' }))).toEqual([])
    expect(keys(ctx({ ...only, installMode: 'installed' }))).toEqual([])
  })

  it('skip InviteUserSpin while its popup activity does not exist or its modal is not built', () => {
    expect(keys(ctx({ activities: [activity('FirstDeposit')] }))).not.toContain('inviteUserSpin')
    expect(keys(ctx({ activities: [activity('InviteUserSpin', 0)] }))).not.toContain('inviteUserSpin')
    const built = new Set(['download', 'notice', 'firstDeposit', 'homeGuide'] as const)
    expect(keys(ctx({ built }))).toEqual(['download', 'notice:2', 'firstDeposit', 'homeGuide'])
  })

  it('offer InviteUserSpin only to a signed-in player with a spin left', () => {
    expect(keys(ctx({ inviteSpins: 0 }))).not.toContain('inviteUserSpin')
    expect(keys(ctx({ inviteSpins: null }))).not.toContain('inviteUserSpin')
    expect(keys(ctx({ hasToken: false }))).not.toContain('inviteUserSpin')
    expect(keys(ctx({ inviteSpins: 2 }))).toContain('inviteUserSpin')
  })

  it('offer FirstDeposit only while its popup activity runs, to a player with no deposit, with a bonus', () => {
    expect(keys(ctx({ activities: [] }))).not.toContain('firstDeposit')
    expect(keys(ctx({ activities: null }))).not.toContain('firstDeposit')
    expect(keys(ctx({ activities: [activity('FirstDeposit', 0)] }))).not.toContain('firstDeposit')
    expect(keys(ctx({ totalRecharge: 5_000 }))).not.toContain('firstDeposit')
    expect(keys(ctx({ hasToken: false, totalRecharge: null }))).not.toContain('firstDeposit')
    expect(keys(ctx({ firstDepositBonus: 0 }))).not.toContain('firstDeposit')
  })

  it('show the home guide only on the first visit ever', () => {
    expect(keys(ctx({ guideSeen: true }))).not.toContain('homeGuide')
  })

  it('give the next popup not yet shown in this session', () => {
    expect(nextStartPopup(ctx(), new Set())?.key).toBe('download')
    expect(nextStartPopup(ctx(), new Set(['download', 'notice:2']))?.key).toBe('firstDeposit')
    const all = new Set(['download', 'notice:2', 'firstDeposit', 'inviteUserSpin', 'homeGuide'])
    expect(nextStartPopup(ctx(), all)).toBeNull()
  })
})
