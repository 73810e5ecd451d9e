/**
 * RFC 4122 v4 UUID. `crypto.randomUUID` exists only in secure contexts, and testers open the dev
 * server over plain http on a LAN IP, so fall back to getRandomValues (available everywhere).
 * Here because event ids and idempotency keys are wire formats: the page and the worker share it.
 */
export function uuid(): string {
  const c = globalThis.crypto
  if (typeof c.randomUUID === 'function') return c.randomUUID()
  const b = c.getRandomValues(new Uint8Array(16))
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
