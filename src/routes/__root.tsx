import { createRootRouteWithContext, Outlet, useMatches, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { useSession } from '../api/session.ts'
// Not ../features/vip/index.ts: what that re-exports for the lazy VIP pages would join the entry chunk.
import { VipTheme } from '../features/vip/vip-theme.tsx'
import { ensureAllStrings, useTranslation } from '../i18n/index.ts'
import type { RouterContext } from '../router.ts'
import { Layout } from '../ui/layout.tsx'
import { LoadingBar } from '../ui/loading-bar.tsx'
import { ModalHost } from '../ui/modal-host.tsx'
import { NotFound } from '../ui/not-found.tsx'
import { OfflineBanner } from '../ui/offline-banner.tsx'
import { PwaPrompt } from '../ui/pwa-prompt.tsx'
import { useRouteFocus } from '../ui/route-focus.ts'
import { TimeoutTips } from '../ui/timeout-tips.tsx'
import { ToastHost } from '../ui/toast-host.tsx'
import { useAfterLoadIdle } from '../ui/use-after-load-idle.ts'
import { useDrawnInTransition } from '../ui/use-drawn-in-transition.ts'

// The jackpot bubble (spec 2): a player's, after the page is idle; it picks its routes itself.
const JackpotBubble = lazy(() =>
  import('../features/jackpot/jackpot-bubble.tsx').catch(() => ({ default: () => null })),
)

export const Route = createRootRouteWithContext<RouterContext>()({
  // The lobby draws with the bundled core strings; every other page waits for all of them (once).
  beforeLoad: ({ location }) => (location.pathname === '/' ? undefined : ensureAllStrings()),
  component: Root,
  notFoundComponent: NotFound,
})

function Root() {
  const { t } = useTranslation()
  const matches = useMatches()
  const pending = useRouterState({ select: (s) => s.status === 'pending' })
  useRouteFocus()

  const hideNavbar = matches.some((m) => m.staticData?.hideNavbar)
  const fullScreen = matches.some((m) => m.staticData?.fullScreen)
  // `_notFound` marks the match that renders an unmatched URL's 404 (typed, though underscored).
  const failed = matches.find((m) => m.status === 'error' || m.status === 'notFound' || m._notFound)
  const titleKey = failed
    ? failed.status === 'error'
      ? 'titles.serverError'
      : 'titles.notFound'
    : matches.findLast((m) => m.staticData?.titleKey)?.staticData.titleKey
  const title = titleKey ? `${t(titleKey)} · ${t('common.appName')}` : t('common.appName')
  // Until the first page has been drawn in a transition, #root stays empty and index.html's skeleton (or
  // the lobby snapshot) stays on screen.
  const firstPageDrawn = useDrawnInTransition()

  useEffect(() => {
    document.title = title
  }, [title])

  if (!firstPageDrawn) return null
  return (
    <>
      <LoadingBar active={pending} />
      <VipTheme />
      {fullScreen ? null : <OfflineBanner />}
      <Layout hideNavbar={hideNavbar}>
        <Outlet />
      </Layout>
      <ModalHost />
      <TimeoutTips />
      <ToastHost />
      <LatePwaPrompt />
    </>
  )
}

/**
 * The late extras (update prompt, jackpot bubble): their own component, so the moment they appear
 * re-renders nothing else. The update prompt registers the service worker when it first mounts, once the
 * page has loaded and gone idle: the worker's install downloads the whole precache.
 */
function LatePwaPrompt() {
  const ready = useAfterLoadIdle()
  const { isLoggedIn } = useSession()
  if (!ready) return null
  return (
    <>
      <PwaPrompt />
      {isLoggedIn ? (
        <Suspense fallback={null}>
          <JackpotBubble />
        </Suspense>
      ) : null}
    </>
  )
}
