/**
 * The app's routes as the server sees them. The build writes `routes.json` (scripts/build/
 * vite-routes-plugin.ts) from the router's generated route tree, so the list has one source: the files
 * under src/routes. The server answers a navigation to a path none of them matches with 404 (the body
 * is still index.html, so the app renders its not-found page).
 */
export const ROUTES_MANIFEST = 'routes.json'

export interface RoutesManifest {
  /** Full paths as TanStack Router writes them: `/`, `/faq`, `/withdrawal/$name`, `/member/`. */
  routes: string[]
  /**
   * Per full path, the built files its page needs beyond the entry chunk (its route chunks, their
   * imports, their CSS), as URLs: the server names them in a `Link` header of a navigation's index.html,
   * so a cold deep link fetches them beside the entry chunk instead of one import level at a time.
   */
  preloads?: Record<string, string[]>
}

const segments = (path: string): string[] => path.split('/').filter((s) => s.length > 0)

/**
 * The first of the route patterns that `pathname` (no query) matches, or null: `$param` takes one
 * non-empty segment, a bare `$` (splat) the rest of the path; trailing slashes do not matter, as in the
 * router.
 */
export function matchRoute(pathname: string, patterns: readonly string[]): string | null {
  const path = segments(pathname)
  const found = patterns.find((pattern) => {
    const want = segments(pattern)
    for (let i = 0; i < want.length; i++) {
      const w = want[i] as string
      if (w === '$') return true
      const got = path[i]
      if (got === undefined) return false
      if (w.startsWith('$')) continue
      if (w !== got) return false
    }
    return path.length === want.length
  })
  return found ?? null
}

/**
 * The key of a full path in `RoutesManifest.preloads`: without its trailing slash, so a layout route and
 * its index (`/bonus` and `/bonus/`, both matched by the path `/bonus`) share one list.
 */
export const preloadKey = (fullPath: string): string => fullPath.replace(/(.)\/+$/, '$1')

/**
 * The `Link` header that preloads `urls`: modules as modulepreload, stylesheets as style preloads. A style
 * preload is `crossorigin` because Vite's loader requests a chunk's stylesheet in cors mode: a no-cors
 * preload does not match it, so the page requested the sheet a second time.
 */
export function preloadLinkHeader(urls: readonly string[]): string {
  return urls
    .map((url) =>
      url.endsWith('.css') ? `<${url}>; rel=preload; as=style; crossorigin` : `<${url}>; rel=modulepreload`,
    )
    .join(', ')
}

/**
 * The full paths of the generated route tree (`src/routeTree.gen.ts`, written by the TanStack router
 * plugin): the keys of its `FileRoutesByFullPath` interface.
 */
export function routesOfTree(source: string): string[] {
  const body = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(source)?.[1]
  if (!body) throw new Error('routeTree.gen.ts: no FileRoutesByFullPath')
  const routes = [...body.matchAll(/^\s*'([^']*)':/gm)].map((m) => m[1] as string)
  if (routes.length === 0) throw new Error('routeTree.gen.ts: FileRoutesByFullPath lists no route')
  return routes
}
