import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'

const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('../../api/session.ts', () => ({ getToken: () => session.token }))

const { loginSearch, registerSearch, skipWhenLoggedIn } = await import('./search.ts')

describe('auth search params', () => {
  it('keeps only type=account and a string redirect', () => {
    expect(loginSearch({ type: 'account', redirect: '/member' })).toEqual({
      type: 'account',
      redirect: '/member',
    })
    expect(loginSearch({ type: 'phone', redirect: 42 })).toEqual({})
    expect(registerSearch({ inviteCode: 'ABC123', extra: 'x' })).toEqual({ inviteCode: 'ABC123' })
  })

  it('takes an invite code from `code` too, inviteCode first', () => {
    expect(registerSearch({ code: 'SHORT1' })).toEqual({ inviteCode: 'SHORT1' })
    expect(registerSearch({ code: 'SHORT1', inviteCode: 'LONG22' })).toEqual({ inviteCode: 'LONG22' })
    expect(registerSearch({ code: 7 })).toEqual({})
  })

  it('sends a logged-in player on to a safe destination', () => {
    session.token = 't'
    let thrown: unknown
    try {
      skipWhenLoggedIn({ search: { redirect: '//evil.example' } })
    } catch (error) {
      thrown = error
    }
    expect(isRedirect(thrown)).toBe(true)
    expect((thrown as { options: { href: string } }).options.href).toBe('/')
    session.token = null
    expect(() => skipWhenLoggedIn({ search: { redirect: '/member' } })).not.toThrow()
  })
})
