import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/** OWASP ASVS L2 headers; the game iframe is same-origin, so `default-src 'self'` already allows it. */
export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
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
}
