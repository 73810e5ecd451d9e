// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { connectionType, requestTimeoutMs } from './request-timeout.ts'

function setConnection(value: unknown) {
  Object.defineProperty(navigator, 'connection', { value, configurable: true })
}

afterEach(() => setConnection(undefined))

describe('connection', () => {
  it('reads navigator.connection.effectiveType', () => {
    setConnection({ effectiveType: '3g' })
    expect(connectionType()).toBe('3g')
    setConnection({ effectiveType: 'slow-2g' })
    expect(connectionType()).toBe('slow-2g')
  })

  it("reports 'unknown' without the API or with an unexpected value", () => {
    setConnection(undefined)
    expect(connectionType()).toBe('unknown')
    setConnection({ effectiveType: '5g' })
    expect(connectionType()).toBe('unknown')
  })

  it('sizes the timeout: 10 s default, 20 s on slow-2g/2g, 30 s on 3g', () => {
    expect(requestTimeoutMs('4g')).toBe(10_000)
    expect(requestTimeoutMs('unknown')).toBe(10_000)
    expect(requestTimeoutMs('slow-2g')).toBe(20_000)
    expect(requestTimeoutMs('2g')).toBe(20_000)
    expect(requestTimeoutMs('3g')).toBe(30_000)
    setConnection({ effectiveType: '2g' })
    expect(requestTimeoutMs()).toBe(20_000)
  })
})
