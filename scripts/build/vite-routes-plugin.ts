import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin, Rollup } from 'vite'
import { preloadKey, ROUTES_MANIFEST, type RoutesManifest, routesOfTree } from '../../contract/spa-routes.ts'

type OutputChunk = Rollup.OutputChunk

/** A route of the generated tree: its full path and its route files from the outermost down (no root). */
export interface RouteChain {
  fullPath: string
  /** Relative to src/, without extension, as the tree imports them: `routes/bonus/route`. */
  files: string[]
}

/**
 * The route chains of `src/routeTree.gen.ts`: its imports name each route's file (`import { Route as
 * FaqRouteImport } from './routes/faq'`), and its `FileRoutesByPath` entries each route's full path and
 * parent (`parentRoute: typeof BonusRouteRoute`, the route made from `BonusRouteRouteImport`).
 */
export function routeChainsOfTree(source: string): RouteChain[] {
  const fileOf = new Map<string, string>()
  for (const m of source.matchAll(/^import \{ Route as (\w+) \} from '\.\/([^']+)'/gm)) {
    fileOf.set(m[1] as string, m[2] as string)
  }
  const entries = [
    ...source.matchAll(/fullPath: '([^']*)'\s+preLoaderRoute: typeof (\w+)\s+parentRoute: typeof (\w+)/g),
  ].map((m) => ({ fullPath: m[1] as string, route: m[2] as string, parent: m[3] as string }))
  if (entries.length === 0) throw new Error('routeTree.gen.ts: no FileRoutesByPath entries')
  const parentOf = new Map(
    entries.map((e) => [e.route, e.parent.endsWith('Import') ? e.parent : `${e.parent}Import`]),
  )
  return entries.map(({ fullPath, route }) => {
    const files: string[] = []
    let r = route
    while (r !== 'rootRouteImport' && fileOf.has(r)) {
      files.unshift(fileOf.get(r) as string)
      r = parentOf.get(r) ?? 'rootRouteImport'
    }
    return { fullPath, files }
  })
}

/**
 * Per route (keyed by preloadKey), the URLs of the built chunks and stylesheets its page needs beyond
 * what index.html loads: the chunks holding its route files' split parts (TanStack's autoCodeSplitting),
 * their static imports, and the CSS those import. `srcDir` is the absolute src/ folder.
 */
export function routePreloads(
  chains: RouteChain[],
  chunks: OutputChunk[],
  srcDir: string,
): Record<string, string[]> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const withImports = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return
    into.add(fileName)
    for (const next of byName.get(fileName)?.imports ?? []) withImports(next, into)
  }
  const cssOf = (names: Iterable<string>) =>
    [...names].flatMap((n) => [...(byName.get(n)?.viteMetadata?.importedCss ?? [])])
  const inHtml = new Set<string>()
  for (const c of chunks) if (c.isEntry) withImports(c.fileName, inHtml)
  for (const sheet of cssOf(inHtml)) inHtml.add(sheet)
  // A module id without query and extension (`/abs/src/routes/faq.tsx?tsr-split=component` -> `/abs/src/routes/faq`).
  const base = `${srcDir.replaceAll('\\', '/')}/`
  const fileOf = (id: string) => (id.replaceAll('\\', '/').split('?')[0] ?? '').replace(/\.tsx?$/, '')
  // A chunk holds a route file's split part, or is its facade (a re-export of a grouped chunk's part).
  const holds = (c: OutputChunk, file: string) =>
    [...c.moduleIds, c.facadeModuleId ?? ''].some((id) => fileOf(id) === base + file)

  const out: Record<string, string[]> = {}
  for (const { fullPath, files } of chains) {
    const js = new Set<string>()
    for (const file of files) for (const c of chunks) if (holds(c, file)) withImports(c.fileName, js)
    const key = preloadKey(fullPath)
    const needed = [...js, ...cssOf(js)].filter((f) => !inHtml.has(f))
    const urls = new Set([...(out[key] ?? []), ...needed.map((f) => `/${f}`)])
    if (urls.size > 0) out[key] = [...urls].sort()
  }
  return out
}

/**
 * Writes `routes.json`: the app's route patterns and each one's preloads, read from the route tree the
 * TanStack router plugin generated for this build (it runs at buildStart, before this) and from the
 * bundle. The server reads it to answer unknown paths with 404 and to send a page's preloads with its
 * index.html (server/http/static.ts); the service worker never precaches it.
 */
export function routesManifestPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'll-routes-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const tree = readFileSync(resolve(root, 'src/routeTree.gen.ts'), 'utf8')
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
      const manifest: RoutesManifest = {
        routes: routesOfTree(tree),
        preloads: routePreloads(routeChainsOfTree(tree), chunks, resolve(root, 'src')),
      }
      this.emitFile({ type: 'asset', fileName: ROUTES_MANIFEST, source: `${JSON.stringify(manifest)}\n` })
    },
  }
}
