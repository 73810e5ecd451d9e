import { readFileSync } from 'node:fs'
import type { Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { routesOfTree } from '../../contract/spa-routes.ts'
import { routeChainsOfTree, routePreloads } from './vite-routes-plugin.ts'

const tree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8')

describe('routeChainsOfTree', () => {
  it("names each route's files from the outermost layout down, without the root", () => {
    const chains = routeChainsOfTree(tree)
    const of = (fullPath: string) => chains.find((c) => c.fullPath === fullPath)?.files
    expect(of('/faq')).toEqual(['routes/faq'])
    expect(of('/bonus')).toEqual(['routes/bonus/route'])
    expect(of('/bonus/vip')).toEqual(['routes/bonus/route', 'routes/bonus/vip'])
    expect(of('/withdrawal/$name')).toEqual(['routes/withdrawal/$name'])
    expect(of('/')).toEqual(['routes/index'])
    // One chain per full path the server knows.
    expect(chains.map((c) => c.fullPath).sort()).toEqual([...routesOfTree(tree)].sort())
  })

  it('refuses a tree without routes', () => {
    expect(() => routeChainsOfTree('export {}')).toThrow(/FileRoutesByPath/)
  })
})

/** A built chunk with only what routePreloads reads. */
const chunk = (fileName: string, over: Partial<Rollup.OutputChunk>): Rollup.OutputChunk =>
  ({
    type: 'chunk',
    fileName,
    isEntry: false,
    imports: [],
    moduleIds: [],
    facadeModuleId: null,
    ...over,
  }) as never

describe('routePreloads', () => {
  const src = '/app/src'
  const css = (...names: string[]) =>
    ({ viteMetadata: { importedCss: new Set(names) } }) as Partial<Rollup.OutputChunk>
  const chunks = [
    chunk('assets/app-1.js', {
      isEntry: true,
      imports: ['assets/runtime-1.js'],
      moduleIds: ['/app/src/main.tsx', '/app/src/routes/faq.tsx', '/app/src/routes/bonus/route.tsx'],
      ...css('assets/app-1.css'),
    }),
    chunk('assets/runtime-1.js', {}),
    chunk('assets/faq-1.js', {
      imports: ['assets/kit-1.js', 'assets/app-1.js'],
      moduleIds: ['/app/src/routes/faq.tsx?tsr-split=component', '/app/src/features/faq.tsx'],
      ...css('assets/faq-1.css'),
    }),
    chunk('assets/kit-1.js', {
      imports: ['assets/app-1.js'],
      ...css('assets/kit-1.css', 'assets/app-1.css'),
    }),
    // A facade: the bonus layout's split part lives in a grouped chunk.
    chunk('assets/route-1.js', {
      facadeModuleId: '/app/src/routes/bonus/route.tsx?tsr-split=component',
      imports: ['assets/bonus-1.js'],
    }),
    chunk('assets/bonus-1.js', { moduleIds: ['/app/src/features/bonus/page.tsx'] }),
    chunk('assets/bonus-index-1.js', { moduleIds: ['/app/src/routes/bonus/index.tsx?tsr-split=component'] }),
  ]
  const chains = [
    { fullPath: '/', files: ['routes/index'] },
    { fullPath: '/faq', files: ['routes/faq'] },
    { fullPath: '/bonus', files: ['routes/bonus/route'] },
    { fullPath: '/bonus/', files: ['routes/bonus/route', 'routes/bonus/index'] },
  ]

  it("lists a page's chunks, their imports and CSS, leaving out what index.html loads", () => {
    const preloads = routePreloads(chains, chunks, src)
    expect(preloads['/faq']).toEqual([
      '/assets/faq-1.css',
      '/assets/faq-1.js',
      '/assets/kit-1.css',
      '/assets/kit-1.js',
    ])
    // The layout's facade and what it re-exports, and the index's part, under one key.
    expect(preloads['/bonus']).toEqual([
      '/assets/bonus-1.js',
      '/assets/bonus-index-1.js',
      '/assets/route-1.js',
    ])
    // The lobby is in the entry: nothing to name.
    expect(preloads['/']).toBeUndefined()
  })
})
