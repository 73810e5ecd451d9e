import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { isServerPath } from '../../contract/paths.ts'
import {
  matchRoute,
  preloadKey,
  preloadLinkHeader,
  ROUTES_MANIFEST,
  type RoutesManifest,
} from '../../contract/spa-routes.ts'

/** Files a browser must revalidate on every load, or an update could strand a player on an old build. */
const NO_CACHE = new Set(['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js'])

/**
 * Serves the built PWA: hashed assets immutable, the shell no-cache, SPA fallback for navigations only.
 * A missing file answers 404 (never index.html), or the service worker's precache would be poisoned.
 * A path that is no app route (the build's `routes.json`, from src/routes) answers 404 too, with
 * index.html as its body so the app renders its not-found page; the precache fetches `/index.html`
 * itself, which stays 200.
 */
export async function serveApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const root = resolve(distDir)
  if (!existsSync(resolve(root, 'index.html'))) return false
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text asset (scripts/vite-precompress-plugin.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      // A pre-compressed variant (app.js.br) is cached like the file it encodes.
      const rel = path
        .slice(root.length)
        .replaceAll('\\', '/')
        .replace(/\.(br|gz)$/, '')
      if (NO_CACHE.has(rel)) res.header('cache-control', 'no-cache')
      else if (rel.startsWith('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable')
      else res.header('cache-control', 'public, max-age=3600')
    },
  })
  const manifest = readRoutes(root)
  const linkHeaders = new Map(
    Object.entries(manifest?.preloads ?? {}).map(([key, urls]) => [key, preloadLinkHeader(urls)]),
  )
  app.get('/', (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'))
  app.get('/*', async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/'
    if (isServerPath(path) || looksLikeFile(path)) {
      return reply.code(404).type('text/plain').send('Not Found')
    }
    const route = manifest ? matchRoute(path, manifest.routes) : null
    if (manifest && route === null) {
      const shell = await readFile(resolve(root, 'index.html'), 'utf8')
      return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell)
    }
    // A cold deep link fetches its page's chunks beside the entry chunk (the service worker answers
    // later navigations from its precache, without this header, and has the chunks already).
    const link = route === null ? undefined : linkHeaders.get(preloadKey(route))
    if (link) reply.header('link', link)
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  })
  return true
}

/** The app's routes from the build; null for a build without them (every path is then a route). */
function readRoutes(root: string): RoutesManifest | null {
  const file = resolve(root, ROUTES_MANIFEST)
  if (!existsSync(file)) return null
  const { routes, preloads } = JSON.parse(readFileSync(file, 'utf8')) as {
    routes?: unknown
    preloads?: unknown
  }
  if (!Array.isArray(routes) || !routes.every((r) => typeof r === 'string')) {
    throw new Error(`${file}: expected { routes: string[] }`)
  }
  const lists = Object.entries(preloads ?? {})
  if (
    !lists.every(
      ([, urls]) =>
        Array.isArray(urls) && urls.every((u) => typeof u === 'string' && /^\/assets\/[\w.-]+$/.test(u)),
    )
  ) {
    throw new Error(`${file}: expected preloads: { [route]: string[] } of /assets/ files`)
  }
  return { routes, preloads: Object.fromEntries(lists) as Record<string, string[]> }
}

/**
 * A request for a file, never an app route: anything under /assets/ (hashed build output, extension or
 * not), and any path whose last segment has an extension (`/nope.webmanifest`, `/x.js/` with a slash
 * after it). App routes have no dots in their last segment.
 */
export function looksLikeFile(path: string): boolean {
  const lower = path.toLowerCase()
  if (lower === '/assets' || lower.startsWith('/assets/')) return true
  const last = path.replace(/\/+$/, '').split('/').pop() ?? ''
  return /\.[^.]+$/.test(last)
}
