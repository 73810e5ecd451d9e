import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ok, stubFetchByCall, testUser } from '../../api/fetch-stub.test-util.ts'
import { clearSession, startSession } from '../../api/session.ts'
import { prefetchStartPopupData } from './start.ts'

const ACTIVITIES = { activityIds: [], activityMap: {}, totalRecharge: 0 }

afterEach(() => {
  clearSession()
  history.replaceState(null, '', '/')
  vi.unstubAllGlobals()
})

const calls = (fetch: ReturnType<typeof stubFetchByCall>) =>
  fetch.mock.calls.map(([url]) => String(url).split('/').pop())

describe('prefetchStartPopupData', () => {
  it("asks for a visitor's activities at boot on the lobby, so the popups find them cached", async () => {
    const fetch = stubFetchByCall({ getActivityIds: ok(ACTIVITIES) })
    const client = new QueryClient()
    prefetchStartPopupData(client)
    await vi.waitFor(() => expect(calls(fetch)).toEqual(['getActivityIds']))
    await vi.waitFor(() =>
      expect(client.getQueryData(['activities', 'en', 0])).toEqual({
        activityIds: [],
        activityMap: {},
        totalRecharge: 0,
      }),
    )
  })

  it('sends nothing for a player (the popups ask afresh) or off the lobby (no popups there)', async () => {
    const fetch = stubFetchByCall({ getActivityIds: ok(ACTIVITIES) })
    startSession({ token: 'tok', user: testUser() })
    prefetchStartPopupData(new QueryClient())
    clearSession()
    history.replaceState(null, '', '/faq')
    prefetchStartPopupData(new QueryClient())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(fetch).not.toHaveBeenCalled()
  })
})
