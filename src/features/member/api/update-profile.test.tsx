import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, stubFetch, testUser } from '../../../api/fetch-stub.test-util.ts'
import { clearSession, getSession, startSession } from '../../../api/session.ts'
import { AVATAR_IDS, AVATARS } from '../avatars.tsx'
import { useUpdateProfile } from './update-profile.ts'

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
)

beforeEach(() => {
  localStorage.clear()
  clearSession()
  startSession({ token: 'tok', user: testUser({ nickname: 'Seven', avatar: '1' }) })
})
afterEach(() => vi.unstubAllGlobals())

describe('updateProfile', () => {
  it('shows the new nickname at once and keeps the server copy', async () => {
    stubFetch(ok(testUser({ nickname: 'Lucky Seven', avatar: '1' })))
    const { result } = renderHook(() => useUpdateProfile(), { wrapper })
    act(() => result.current.mutate({ nickname: 'Lucky Seven' }))
    expect(getSession().user?.nickname).toBe('Lucky Seven')
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(getSession().user?.nickname).toBe('Lucky Seven')
  })

  it('rolls back to the previous values when the server refuses', async () => {
    stubFetch(fail(400, 400, 'validation', { avatar: 'outOfRange' }))
    const { result } = renderHook(() => useUpdateProfile(), { wrapper })
    act(() => result.current.mutate({ avatar: '12' }))
    expect(getSession().user?.avatar).toBe('12')
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(getSession().user).toMatchObject({ avatar: '1', nickname: 'Seven' })
  })
})

describe('built-in avatars', () => {
  it('offers exactly the ids the server accepts, each drawn differently', () => {
    expect(AVATAR_IDS).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'])
    const looks = new Set(AVATAR_IDS.map((id) => `${AVATARS[id]?.from}${AVATARS[id]?.d}`))
    expect(looks.size).toBe(12)
  })
})
