import { describe, expect, it, vi } from 'vitest'
import { copyText } from './clipboard.ts'
import { isNativeShell, NATIVE_BRIDGE_NAME, nativeBridge, nativeShellVersion } from './native.ts'

const bridge = (overrides: Record<string, unknown> = {}) => ({
  getShellVersion: () => '3.2.0',
  openUpdate: vi.fn(),
  openChat: vi.fn(),
  copyText: vi.fn(() => true),
  ...overrides,
})

describe('native bridge detection', () => {
  it('finds a complete bridge and reads the shell version', () => {
    const scope = { [NATIVE_BRIDGE_NAME]: bridge() }
    expect(isNativeShell(scope)).toBe(true)
    expect(nativeShellVersion(scope)).toBe('3.2.0')
  })

  it('ignores a missing or partial bridge', () => {
    expect(nativeBridge({})).toBeNull()
    expect(nativeBridge({ [NATIVE_BRIDGE_NAME]: { copyText: () => true } })).toBeNull()
    expect(nativeBridge({ [NATIVE_BRIDGE_NAME]: 'yes' })).toBeNull()
  })

  it('reports no version when the bridge throws', () => {
    const scope = {
      [NATIVE_BRIDGE_NAME]: bridge({
        getShellVersion: () => {
          throw new Error('boom')
        },
      }),
    }
    expect(nativeShellVersion(scope)).toBeNull()
  })
})

describe('copyText', () => {
  it('copies through the bridge when the shell is there', async () => {
    const b = bridge()
    await copyText('12345', { [NATIVE_BRIDGE_NAME]: b })
    expect(b.copyText).toHaveBeenCalledWith('12345')
  })

  it('rejects when the bridge refuses or throws (spec: a failed copy rejects)', async () => {
    await expect(copyText('x', { [NATIVE_BRIDGE_NAME]: bridge({ copyText: () => false }) })).rejects.toThrow()
    const throwing = bridge({
      copyText: () => {
        throw new Error('no clipboard')
      },
    })
    await expect(copyText('x', { [NATIVE_BRIDGE_NAME]: throwing })).rejects.toThrow()
  })

  it('uses the Clipboard API outside the shell and passes its refusal on', async () => {
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    await copyText('abc', {})
    expect(writeText).toHaveBeenCalledWith('abc')
    writeText.mockRejectedValueOnce(new Error('denied'))
    await expect(copyText('abc', {})).rejects.toThrow('denied')
    vi.unstubAllGlobals()
  })
})
