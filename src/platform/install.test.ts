import { describe, expect, it, vi } from 'vitest'
import { type InstallEnvironment, installMode, isIos } from './install.ts'

const env = (patch: Partial<InstallEnvironment>): InstallEnvironment => ({
  native: false,
  standalone: false,
  ios: false,
  canPrompt: false,
  ...patch,
})

describe('installMode', () => {
  it('prefers the native shell, then the installed app, then the browser prompt', () => {
    expect(installMode(env({ native: true, standalone: true, canPrompt: true }))).toBe('native')
    expect(installMode(env({ standalone: true, canPrompt: true }))).toBe('installed')
    expect(installMode(env({ canPrompt: true, ios: true }))).toBe('prompt')
    expect(installMode(env({ ios: true }))).toBe('ios')
    expect(installMode(env({}))).toBe('manual')
  })
})

describe('isIos', () => {
  it('recognises iPhone, and iPadOS posing as a Mac with touch', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true)
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true)
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false)
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 8)', 5)).toBe(false)
  })
})

describe('captureInstallPrompt', () => {
  it("records spec 7's install_game event when the browser reports the app installed", async () => {
    vi.resetModules()
    const trackEvent = vi.fn(() => Promise.resolve())
    vi.doMock('./track.tsx', () => ({ trackEvent }))
    const { captureInstallPrompt, currentInstallMode } = await import('./install.ts')
    const win = new EventTarget() as unknown as Window
    captureInstallPrompt(win)
    expect(trackEvent).not.toHaveBeenCalled()

    win.dispatchEvent(new Event('appinstalled'))
    expect(trackEvent).toHaveBeenCalledWith('install_game', 'app')
    expect(currentInstallMode()).toBe('installed')
    vi.doUnmock('./track.tsx')
  })
})
