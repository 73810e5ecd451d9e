import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen.ts'
import { NotFound } from './ui/not-found.tsx'
import { ServerError } from './ui/server-error.tsx'

/** What every route's loader/beforeLoad receives as `context`. */
export interface RouterContext {
  queryClient: QueryClient
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    // Hover/focus warms the route chunk and its queries; the query cache decides freshness, not the router.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: ServerError,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  /**
   * Route conventions (every route file sets these in `staticData`):
   * - titleKey: i18n key of the page title; the root sets document.title from the deepest match that has one.
   * - hideNavbar: true on login-family pages (no top nav, tab bar or footer).
   */
  interface StaticDataRouteOption {
    titleKey?: string
    hideNavbar?: boolean
    /** The page owns the whole screen (the game): no offline banner over its own bar either. */
    fullScreen?: boolean
  }
}
