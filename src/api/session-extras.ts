/**
 * Spec 3 "User store extras": per-user data that is not part of UserInfo. The wallet, activity and
 * games contracts are not written yet, so bank and activity entries are typed loosely here; those
 * features narrow them when their contracts land.
 */
export interface FacebookUser {
  id: string
  name: string
  avatar?: string
}

/** A bound bank card. `bankId` is the only field every consumer relies on (it keys appUserBankList). */
export type UserBank = { bankId: number } & Record<string, unknown>

/** An activity as listed by getActivityIds (spec 3 "Activity"). */
export interface ActivityEntry {
  id: number
  sort: number
  /** 1 = popup. */
  type: number
  clickAction: string
  /** 1 in-app activity, 2 game, 3 external link. */
  clickType: number
  /** 0 = login required. */
  unloginShowStatus: number
}

export interface SessionExtras {
  facebookUser: FacebookUser | null
  appUserBank: UserBank | null
  /** Keyed by bankId. */
  appUserBankList: Record<number, UserBank>
  /** Quick "is liked" lookup by game id; gameLikeIds keeps the display order. */
  gameLikes: Record<number, true>
  /** Recently played game ids, newest first. */
  gameHistory: number[]
  gameLikeIds: number[]
  inviteCode: string
  aid: number
  /** Minor units. */
  coin: number
  /** Minor units. */
  totalRecharge: number
  /** Whether the first deposit has been made (gates the first-deposit activity). */
  firstRecharge: boolean
  /** Share links by channel name. */
  shareUrlMap: Record<string, string>
  activityIds: number[]
  activityMap: Record<string, ActivityEntry>
}

export const defaultExtras = (): SessionExtras => ({
  facebookUser: null,
  appUserBank: null,
  appUserBankList: {},
  gameLikes: {},
  gameHistory: [],
  gameLikeIds: [],
  inviteCode: '',
  aid: 0,
  coin: 0,
  totalRecharge: 0,
  firstRecharge: false,
  shareUrlMap: {},
  activityIds: [],
  activityMap: {},
})

/** Applies a partial update; keeps gameLikes in step when only the id list is given. */
export function mergeExtras(current: SessionExtras, partial: Partial<SessionExtras>): SessionExtras {
  const next = { ...current, ...partial }
  if (partial.gameLikeIds && !partial.gameLikes) {
    next.gameLikes = Object.fromEntries(partial.gameLikeIds.map((id) => [id, true as const]))
  }
  return next
}
