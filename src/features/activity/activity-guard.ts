import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { isApiError } from '../../api/errors.ts'
import { getSession } from '../../api/session.ts'
import { getLocale } from '../../i18n/index.ts'
import { loginLocation } from '../auth/index.ts'
import { activitiesQueryOptions } from './activities-api.ts'

/**
 * The activity guard for a page that belongs to an activity rather than being one (spec 2: `/rank` "uses
 * a separate activity guard"): the page opens only while the activity named `clickAction` runs (else the
 * lobby); a visitor goes to log in first when the activity is login-only (the 'auth-activity' rule).
 */
export function requireActivity(clickAction: string) {
  return async ({
    context,
    location,
  }: {
    context: { queryClient: QueryClient }
    location: { href: string }
  }) => {
    const { user, isLoggedIn } = getSession()
    const list = await context.queryClient
      .ensureQueryData(activitiesQueryOptions(getLocale(), user?.id ?? null))
      .catch((error: unknown) => {
        // Offline or a server in trouble is not this page's error: it opens and shows its own state.
        if (isApiError(error) && (error.code === 0 || error.status >= 500)) return null
        throw error
      })
    if (!list) return
    const activity = Object.values(list.activityMap).find((a) => a.clickAction === clickAction)
    if (!activity) throw redirect({ to: '/' })
    // Spec 3: unloginShowStatus 0 means a visitor logs in first (activity-routes.ts needsLogin, not
    // imported: that module would bring the whole route map into this chunk).
    if (activity.unloginShowStatus === 0 && !isLoggedIn) throw redirect(loginLocation(location.href))
  }
}
