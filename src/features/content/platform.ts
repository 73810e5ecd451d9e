import { isIos } from '../../platform/install.ts'

export type InstallPlatform = 'android' | 'ios' | 'desktop'

/** A best guess for ordering instructions only; nothing is hidden on it. */
export function detectPlatform(
  userAgent: string,
  maxTouchPoints = globalThis.navigator?.maxTouchPoints ?? 0,
): InstallPlatform {
  if (/android/i.test(userAgent)) return 'android'
  if (isIos(userAgent, maxTouchPoints)) return 'ios'
  return 'desktop'
}

export function orderPlatforms(first: InstallPlatform): InstallPlatform[] {
  const all: InstallPlatform[] = ['android', 'ios', 'desktop']
  return [first, ...all.filter((p) => p !== first)]
}
