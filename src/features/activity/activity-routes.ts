import type { Activity } from '../../../contract/calls/activities.ts'
import { loginLocation } from '../auth/index.ts'

/**
 * Where each in-app activity lives (spec 2 "Activity ids to routes"; our mapping: DESIGN 5). The one place
 * an activity name becomes a route: the activities list, start popups and anything else that opens an
 * activity go through `activityLink`.
 */
export const ACTIVITY_ROUTES: Readonly<Record<string, string>> = {
  Deposit: '/wallets?name=deposit',
  VIP: '/vip',
  Bind: '/auth/bind',
  Agent5: '/agent',
  AccumulatedRecharge: '/bonus/event',
  Fund: '/activity/bank',
  FollowRewards: '/activity/follow',
  FreeSign: '/activity/sign-in',
  Tasks: '/bonus/tasks',
  Tasks1: '/bonus/tasks?group=1',
  FirstDeposit: '/activity/first-deposit',
  points: '/points',
  SlotsHack: '/activity/slotshack',
  Jackpot: '/activity/jackpot',
  InviteUserSpin: '/activity/invite-spin',
}

/** Spec 2: Deposit is the default, id 0: an in-app name the app does not know opens the deposit page. */
export const DEFAULT_ACTIVITY_ROUTE = '/wallets?name=deposit'

export const ClickType = { inApp: 1, game: 2, external: 3 } as const

/** What tapping an activity does: open an app route, or an outside page in a new tab. */
export type ActivityLink =
  | { kind: 'route'; href: string }
  | { kind: 'external'; url: string }
  | { kind: 'none' }

/** An https URL as it should be opened, or null for anything else (javascript:, http:, garbage). */
export function safeExternalUrl(raw: string): string | null {
  try {
    const url = new URL(raw)
    return url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** The app route an activity opens (in-app or game), or its external URL. */
export function activityTarget(a: Pick<Activity, 'id' | 'clickType' | 'clickAction'>): ActivityLink {
  switch (a.clickType) {
    case ClickType.inApp:
      // Own keys only: 'toString' is not an activity.
      return {
        kind: 'route',
        href: Object.hasOwn(ACTIVITY_ROUTES, a.clickAction)
          ? (ACTIVITY_ROUTES[a.clickAction] ?? DEFAULT_ACTIVITY_ROUTE)
          : DEFAULT_ACTIVITY_ROUTE,
      }
    case ClickType.game: {
      const gameId = Number(a.clickAction)
      if (!Number.isInteger(gameId) || gameId <= 0) return { kind: 'none' }
      // The game start path, which asks for login itself (spec 5) and knows which activity sent the player.
      return { kind: 'route', href: `/game/start?gameId=${gameId}&activityId=${a.id}` }
    }
    case ClickType.external: {
      const url = safeExternalUrl(a.clickAction)
      return url ? { kind: 'external', url } : { kind: 'none' }
    }
    default:
      return { kind: 'none' }
  }
}

/** Whether the list offers an activity: the first-deposit one only to a player who has not deposited. */
export const isOffered = (a: Pick<Activity, 'clickAction'>, totalRecharge: number) =>
  !(a.clickAction === 'FirstDeposit' && totalRecharge > 0)

/** Spec 3: unloginShowStatus 0 means a visitor must log in before opening it. */
export const needsLogin = (a: Pick<Activity, 'unloginShowStatus'>, isLoggedIn: boolean) =>
  !isLoggedIn && a.unloginShowStatus === 0

/**
 * The 'auth-activity' guard: a visitor opening a login-only activity goes to login, which brings them
 * back to the activity (an external one: back to `here`, the page they tapped it on), on the same form
 * as the 'auth' route guard sends them to (loginLocation).
 */
export function activityLink(
  a: Pick<Activity, 'id' | 'clickType' | 'clickAction' | 'unloginShowStatus'>,
  isLoggedIn: boolean,
  here: string,
): ActivityLink {
  const target = activityTarget(a)
  if (target.kind === 'none' || !needsLogin(a, isLoggedIn)) return target
  const login = loginLocation(target.kind === 'route' ? target.href : here)
  return { kind: 'route', href: `${login.to}?${new URLSearchParams(login.search as Record<string, string>)}` }
}
