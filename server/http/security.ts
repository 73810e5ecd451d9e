import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * The hashes of the inline <style> and <script> of the built index.html (the translated lobby skeleton),
 * written by scripts/vite-shell-plugin.ts as `csp.json`: only that exact inline code may run. None
 * without a build (tests, API-only runs): no inline code is allowed then.
 */
function inlineHashes(distDir: string | undefined): { script: string[]; style: string[] } {
  if (!distDir) return { script: [], style: [] }
  try {
    const json = JSON.parse(readFileSync(resolve(distDir, 'csp.json'), 'utf8')) as Record<string, unknown>
    const list = (v: unknown) =>
      (Array.isArray(v) ? v : []).filter(
        (h): h is string => typeof h === 'string' && /^'sha256-[\w+/=]+'$/.test(h),
      )
    return { script: list(json['script-src']), style: list(json['style-src']) }
  } catch {
    return { script: [], style: [] }
  }
}

/**
 * The headers helmet sets for these options. They depend on nothing in the request, so they are worked
 * out once at startup: a helmet middleware run per request (what @fastify/helmet does) re-parses the
 * whole policy every time, measurable under load (docs/ARCHITECTURE.md "Wallet throughput").
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err
  })
  return headers
}

/**
 * The API: /app/v1 (the app's calls) and /provider/v1 (the seamless wallet). Its replies carry session
 * tokens, balances and personal data, so no cache (browser, proxy, CDN) may store one (ASVS 8.1.1).
 */
const API_PATH = /^\/(?:app|provider\/v1)(?:[/?]|$)/

/**
 * OWASP ASVS L2 headers; the game iframe is same-origin, so `default-src 'self'` already allows it.
 * Every reply under the API's paths, errors and 404s included, also gets `cache-control: no-store`:
 * set as the request arrives, before anything can fail.
 */
export function securityHeaders(app: FastifyInstance, distDir?: string): void {
  const inline = inlineHashes(distDir)
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inline.script],
        styleSrc: ["'self'", ...inline.style],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'self'"],
        // Avatars and thumbnails may be data: URLs produced on the client.
        imgSrc: ["'self'", 'data:', 'blob:'],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
  })
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers)
    if (API_PATH.test(request.url)) reply.header('cache-control', 'no-store')
    done()
  })
}
