import { useRouter, useRouterState } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string
  /** Path prefixes that also count as "this section" (e.g. the Service tab for /faq). */
  activeFor?: readonly string[]
}

export function isActivePath(pathname: string, href: string, activeFor: readonly string[] = []): boolean {
  const paths = [href.split('?')[0] ?? href, ...activeFor]
  return paths.some((p) => (p === '/' ? pathname === '/' : pathname === p || pathname.startsWith(`${p}/`)))
}

/**
 * A client-side link by plain href. The shell links to routes other features own (/member, /auth/*)
 * that may not exist in the typed route tree yet; an href keeps the shell independent of them while
 * still navigating without a reload and marking the current section with aria-current.
 */
export function NavLink({ href, activeFor, ...rest }: NavLinkProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const active = isActivePath(pathname, href, activeFor)
  return <AppLink href={href} aria-current={active ? 'page' : undefined} {...rest} />
}

/** The same client-side href link without section tracking (cards, inline links). */
export function AppLink({ href, onClick, ...rest }: Omit<NavLinkProps, 'activeFor'>) {
  const router = useRouter()
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e)
    // Let the browser handle new-tab/new-window gestures.
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    void router.navigate({ href })
  }
  return <a href={href} onClick={handleClick} {...rest} />
}
