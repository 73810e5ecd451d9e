import { describe, expect, it } from 'vitest'
import { safeRedirect } from './redirect.ts'

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirect('/member')).toBe('/member')
    expect(safeRedirect('/wallets?name=deposit')).toBe('/wallets?name=deposit')
  })

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'member',
      'javascript:x',
    ]) {
      expect(safeRedirect(bad)).toBe('/')
    }
    expect(safeRedirect('/x\nSet-Cookie')).toBe('/')
  })

  it('falls back when missing or not a string', () => {
    expect(safeRedirect(undefined)).toBe('/')
    expect(safeRedirect('')).toBe('/')
    expect(safeRedirect(42, '/member')).toBe('/member')
  })
})
