import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { matchRoute, routesOfTree } from './spa-routes.ts'

/** True when the path is one of the patterns. */
const matchesRoute = (path: string, patterns: string[]) => matchRoute(path, patterns) !== null

const tree = readFileSync(new URL('../src/routeTree.gen.ts', import.meta.url), 'utf8')

describe('the app routes the server knows', () => {
  it('reads every full path of the generated route tree', () => {
    const routes = routesOfTree(tree)
    expect(routes).toEqual(
      expect.arrayContaining(['/', '/faq', '/withdrawal/$name', '/member/', '/wallets/']),
    )
    // One per route file: the tree's route ids (`'/faq': typeof FaqRoute` in FileRoutesById) minus the root.
    const ids = /interface FileRoutesById \{([^}]*)\}/.exec(tree)?.[1] ?? ''
    const files = [...ids.matchAll(/^\s*'([^']*)':/gm)].filter((m) => m[1] !== '__root__')
    expect(routes).toHaveLength(files.length)
  })

  it('refuses a tree without routes', () => {
    expect(() => routesOfTree('export {}')).toThrow(/FileRoutesByFullPath/)
  })

  it.each([
    ['/', true],
    ['/faq', true],
    ['/faq/', true],
    ['/withdrawal/pix', true],
    ['/member', true],
    ['/member/', true],
    ['/withdrawal', false],
    ['/withdrawal/pix/x', false],
    ['/faqs', false],
    ['/no-such-page', false],
    ['//', true],
  ])('%s is a route: %s', (path, known) => {
    expect(matchesRoute(path, routesOfTree(tree))).toBe(known)
  })

  it('lets a splat take the rest of the path', () => {
    expect(matchesRoute('/docs/a/b', ['/docs/$'])).toBe(true)
    // As in the router, the splat may be empty.
    expect(matchesRoute('/docs', ['/docs/$'])).toBe(true)
    expect(matchesRoute('/doc/a', ['/docs/$'])).toBe(false)
  })
})
