/**
 * Network quality from the Network Information API (Chromium only, in pages and workers; elsewhere
 * 'unknown'). The page's HTTP client and the worker's event batches and heartbeat size their timeouts from
 * it (spec 9); diagnostics show it.
 */
export type ConnectionType = 'slow-2g' | '2g' | '3g' | '4g' | 'unknown'

interface NetworkInformationLike {
  effectiveType?: string
}

const KNOWN: readonly ConnectionType[] = ['slow-2g', '2g', '3g', '4g']

export function connectionType(): ConnectionType {
  const info = (globalThis.navigator as (Navigator & { connection?: NetworkInformationLike }) | undefined)
    ?.connection
  const type = info?.effectiveType
  return KNOWN.find((k) => k === type) ?? 'unknown'
}

export const REQUEST_TIMEOUT_MS = { default: 10_000, slow: 20_000, '3g': 30_000 } as const

/**
 * Spec 9: 10 s, 20 s on slow-2g/2g, 30 s on 3g. 3g gets the longest budget on purpose: the spec fixes it,
 * and on 2g the 20 s cap turns a hopeless request into a retry prompt sooner.
 */
export function requestTimeoutMs(type: ConnectionType = connectionType()): number {
  if (type === 'slow-2g' || type === '2g') return REQUEST_TIMEOUT_MS.slow
  if (type === '3g') return REQUEST_TIMEOUT_MS['3g']
  return REQUEST_TIMEOUT_MS.default
}
