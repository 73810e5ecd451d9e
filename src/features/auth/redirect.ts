/**
 * Only same-origin paths may be a post-login destination: '/x' is fine, '//evil.example' and
 * 'https://evil.example' are not (an open redirect would let a phishing link bounce through our login).
 */
export function safeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  if (/\p{Cc}/u.test(value)) return fallback
  return value
}
