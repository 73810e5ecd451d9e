import type { QueryClient } from '@tanstack/react-query'
import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors.ts'
import { requireActivity } from './activity-guard.ts'

const failing = (error: unknown) =>
  ({ ensureQueryData: () => Promise.reject(error) }) as unknown as QueryClient
const answering = (activityMap: Record<string, unknown>) =>
  ({ ensureQueryData: () => Promise.resolve({ activityMap }) }) as unknown as QueryClient
const guard = (queryClient: QueryClient) =>
  requireActivity('Jackpot')({ context: { queryClient }, location: { href: '/rank' } })
const apiError = (code: number, status: number, msg: string) =>
  new ApiError({ call: 'getActivityIds', code, msg, status })

describe('requireActivity', () => {
  it('lets the page open offline or while the server fails: the page shows its own state, not a 500', async () => {
    await expect(guard(failing(apiError(0, 0, 'network')))).resolves.toBeUndefined()
    await expect(guard(failing(apiError(0, 0, 'timeout')))).resolves.toBeUndefined()
    await expect(guard(failing(apiError(500, 503, 'unavailable')))).resolves.toBeUndefined()
  })

  it('still fails on anything else, and sends to the lobby when the activity does not run', async () => {
    await expect(guard(failing(apiError(400, 400, 'invalidFormat')))).rejects.toBeInstanceOf(ApiError)
    const outcome = await guard(answering({})).catch((e: unknown) => e)
    expect(isRedirect(outcome)).toBe(true)
    await expect(
      guard(answering({ 1: { clickAction: 'Jackpot', unloginShowStatus: 1 } })),
    ).resolves.toBeUndefined()
  })
})
