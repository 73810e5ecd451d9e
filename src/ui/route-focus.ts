import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/**
 * After a client-side move to another page, puts focus on <main> when the page change took it away: the
 * link or button that had it is gone (a game card, the game's Close, a form's submit), so focus fell to
 * <body> and the next Tab would start from the top of the document. From <main> a keyboard user's next
 * Tab is the new page's first control, and a screen reader reads where it now is. Focus that is still
 * on something (the tab bar's link, a dialog, an autofocused field) is left where it is, and a change of
 * search params alone (a wallet tab) is not a new page.
 */
export function useRouteFocus(): void {
  const pathname = useRouterState({ select: (s) => s.resolvedLocation?.pathname })
  const seen = useRef<string | undefined>(undefined)
  useEffect(() => {
    const previous = seen.current
    seen.current = pathname
    if (previous === undefined || pathname === previous) return
    const active = document.activeElement
    if (active && active !== document.body && active.isConnected) return
    document.getElementById('main')?.focus({ preventScroll: true })
  }, [pathname])
}
