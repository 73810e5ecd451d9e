import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { ROUTES_MANIFEST, type RoutesManifest, routesOfTree } from '../../contract/spa-routes.ts'

/**
 * Writes `routes.json`: the app's route patterns, read from the route tree the TanStack router plugin
 * generated for this build (it runs at buildStart, before this). The server reads it to answer unknown
 * paths with 404 (server/http/static.ts); the service worker never precaches it.
 */
export function routesManifestPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'll-routes-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle() {
      const tree = readFileSync(resolve(root, 'src/routeTree.gen.ts'), 'utf8')
      const manifest: RoutesManifest = { routes: routesOfTree(tree) }
      this.emitFile({ type: 'asset', fileName: ROUTES_MANIFEST, source: `${JSON.stringify(manifest)}\n` })
    },
  }
}
