import { useQuery } from '@tanstack/react-query'
import type { RedDots } from '../../contract/calls/activities.ts'
import { apiCall } from './http.ts'
import { QueryRoot } from './query-keys.ts'
import { useSession } from './session.ts'

/**
 * The award flags and red dots (getRedDots, spec 3) for the navigation and the member page. Under the
 * persisted `user` root: a return visit paints the last dots at once, a logout drops them, and every claim
 * (which invalidates the user queries so the coin refreshes, spec 4) refetches them too.
 */
export const RED_DOTS_KEY = [QueryRoot.user, 'dots'] as const

/** Background data: never a 'Tips' dialog the player did not ask for (spec 8's "unless suppressed"). */
export const redDotsQueryFn = ({ signal }: { signal?: AbortSignal }) =>
  apiCall('getRedDots', {}, { signal, tip: false })

/** The player's dots; undefined for a visitor or before the first answer. */
export function useRedDots(): RedDots | undefined {
  const { isLoggedIn } = useSession()
  const query = useQuery({
    queryKey: RED_DOTS_KEY,
    queryFn: redDotsQueryFn,
    enabled: isLoggedIn,
    // Stale at once: a reload paints the stored dots and asks again (a claim just before the reload may
    // not have reached storage), and the member page asks on every visit.
    staleTime: 0,
  })
  return isLoggedIn ? query.data : undefined
}

/**
 * Something the player can claim now. hasSignUpBonus (a first-deposit bonus not taken yet) is left out on
 * purpose: a dot that stays until the player deposits would be a nudge to deposit, not a reward waiting.
 */
export const rewardWaiting = (d: RedDots | undefined): boolean =>
  !!d && (d.signInFlag || d.vipAwardFlag || d.taskAwardFlag || d.hasFreeBonus || d.spinAwardFlag)

/** Mail unread or a mail's gift to claim: the Mail entry of the member page and the Member tab. */
export const mailWaiting = (d: RedDots | undefined): boolean => !!d && (d.hasMail || d.emailAwardFlag)
