import { isRedirect } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('../../api/session.ts', () => ({ getToken: () => session.token }))

const { requireAuth } = await import('./guard.ts')

function thrownBy(fn: () => void): unknown {
  try {
    fn()
  } catch (error) {
    return error
  }
  return undefined
}

describe('requireAuth', () => {
  beforeEach(() => {
    session.token = null
  })

  it('sends a visitor without a token to login, remembering where they were', () => {
    const error = thrownBy(() => requireAuth({ location: { href: '/member/profile?tab=2' } }))
    expect(isRedirect(error)).toBe(true)
    const options = (error as { options: { to: string; search: unknown } }).options
    expect(options.to).toBe('/auth/login')
    expect(options.search).toEqual({ redirect: '/member/profile?tab=2' })
  })

  it('lets a logged-in user through', () => {
    session.token = 'token-1'
    expect(thrownBy(() => requireAuth({ location: { href: '/member' } }))).toBeUndefined()
  })
})
