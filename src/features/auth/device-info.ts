interface UaData {
  platform?: string
  mobile?: boolean
}

const OS_PATTERNS: Array<[RegExp, string]> = [
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
]

/**
 * The coarse `os` and `deviceModel` getAfterLoginInfoWeb asks for: enough to tailor the lobby,
 * nothing that fingerprints the player.
 */
export function deviceInfo(ua = globalThis.navigator?.userAgent ?? ''): { os: string; deviceModel: string } {
  const data = (globalThis.navigator as { userAgentData?: UaData } | undefined)?.userAgentData
  const os = data?.platform || OS_PATTERNS.find(([pattern]) => pattern.test(ua))?.[1] || 'unknown'
  const model = /Android [\d.]+; ([^;)]+)/.exec(ua)?.[1]?.trim() ?? /\((iPhone|iPad|iPod)/.exec(ua)?.[1]
  const mobile = data?.mobile ?? /Mobi/i.test(ua)
  return { os: os.slice(0, 64), deviceModel: (model ?? (mobile ? 'mobile' : 'desktop')).slice(0, 128) }
}
