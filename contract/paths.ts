/**
 * Paths the server answers itself, never the single-page app: the service worker must not answer a
 * navigation to them with the app shell (a payment provider's pages, the sandbox tester pages, media),
 * and the server answers an unknown path under them with 404, not with index.html.
 */
export const SERVER_PATH_PREFIXES = [
  '/app/',
  '/provider/',
  '/payment/',
  '/sandbox-pay/',
  '/sandbox-payout',
  '/dev/',
  '/media/',
] as const

export const isServerPath = (pathname: string): boolean =>
  SERVER_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))
