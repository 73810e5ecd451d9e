import { useSyncExternalStore } from 'react'
import { isNativeShell } from './native.ts'
import { trackEvent } from './track.tsx'

/**
 * Install-as-app state (spec 1). Chromium fires `beforeinstallprompt` once, early and only when the app
 * is installable; it must be captured before any page that offers install has loaded, so main.tsx calls
 * `captureInstallPrompt()` before the first render. Safari has no prompt: iOS players get instructions.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/**
 * What the download page and modal offer:
 * - `native`: inside the Android shell; offer the shell's own update.
 * - `installed`: already running as the installed app; offer nothing.
 * - `prompt`: the browser can install now with one tap.
 * - `ios`: Safari on iPhone/iPad; show Share -> Add to Home Screen.
 * - `manual`: no prompt (not installable yet, another browser, or dismissed); show per-platform steps.
 */
export type InstallMode = 'native' | 'installed' | 'prompt' | 'ios' | 'manual'

export interface InstallEnvironment {
  native: boolean
  standalone: boolean
  ios: boolean
  canPrompt: boolean
}

export function installMode(env: InstallEnvironment): InstallMode {
  if (env.native) return 'native'
  if (env.standalone) return 'installed'
  if (env.canPrompt) return 'prompt'
  if (env.ios) return 'ios'
  return 'manual'
}

/** iPhone, iPod, and iPadOS (which reports itself as a Mac with touch). */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)
}

/** Running as the installed app: the standalone display mode, or iOS's home-screen flag. */
export function isStandalone(): boolean {
  const nav = globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined
  if (nav?.standalone === true) return true
  return globalThis.matchMedia?.('(display-mode: standalone)').matches ?? false
}

let deferred: BeforeInstallPromptEvent | null = null
let installedNow = false
let version = 0
const listeners = new Set<() => void>()
const changed = () => {
  version++
  for (const listener of [...listeners]) listener()
}

/** Starts listening for the browser's install prompt; call once, before the first render. */
export function captureInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's mini-infobar away: the app offers install where the player looks for it.
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    changed()
  })
  win.addEventListener('appinstalled', () => {
    deferred = null
    installedNow = true
    changed()
    // Spec 7's install_game: the app went onto the home screen (from our prompt or the browser's menu).
    void trackEvent('install_game', 'app')
  })
}

export function currentInstallMode(): InstallMode {
  const nav = globalThis.navigator
  return installMode({
    native: isNativeShell(),
    standalone: installedNow || isStandalone(),
    ios: isIos(nav?.userAgent ?? '', nav?.maxTouchPoints ?? 0),
    canPrompt: deferred !== null,
  })
}

/**
 * Shows the browser's install dialog. Resolves true when the player accepted. A prompt can be used only
 * once, so it is dropped either way and the mode falls back to `manual` until the browser offers again.
 */
export async function promptInstall(): Promise<boolean> {
  const event = deferred
  if (!event) return false
  deferred = null
  changed()
  await event.prompt()
  const { outcome } = await event.userChoice
  return outcome === 'accepted'
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The install mode, re-rendering when the browser offers or the app gets installed. */
export function useInstallMode(): InstallMode {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  )
  return currentInstallMode()
}
