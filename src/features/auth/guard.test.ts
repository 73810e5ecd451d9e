import { isRedirect } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const session = vi.hoisted(() => ({ token: null as string | null, remembered: false }))
vi.mock('../../api/session.ts', () => ({
  getToken: () => session.token,
  hasSavedCredentials: () => session.remembered,
}))

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
    session.remembered = false
  })

  it('sends a visitor without a token to login, remembering where they were', () => {
    const error = thrownBy(() => requireAuth({ location: { href: '/member/profile?tab=2' } }))
    expect(isRedirect(error)).toBe(true)
    const options = (error as { options: { to: string; search: unknown } }).options
    expect(options.to).toBe('/auth/login')
    expect(options.search).toEqual({ redirect: '/member/profile?tab=2' })
  })

  it('opens the account form when an account name is remembered (spec 4)', () => {
    session.remembered = true
    const error = thrownBy(() => requireAuth({ location: { href: '/member' } }))
    const options = (error as { options: { to: string; search: unknown } }).options
    expect(options.search).toEqual({ type: 'account', redirect: '/member' })
  })

  it('lets a logged-in user through', () => {
    session.token = 'token-1'
    expect(thrownBy(() => requireAuth({ location: { href: '/member' } }))).toBeUndefined()
  })
})
