import type { z } from 'zod'
import type { afterLoginInfoReply, afterLoginInfoWebReply } from '../../../contract/calls/auth.ts'
import { DEFAULT_LOCALE, type Locale } from '../../../contract/enums.ts'
import type { RefreshData, UserInfo } from '../../../contract/user.ts'
import type { Caller } from '../../http/context.ts'
import { runningActivities } from '../activity/activities/activities.service.ts'
import { getGameListVersion, getLengths } from '../config/config.service.ts'
import { gameDataUser } from '../games/history.service.ts'
import { type AuthDeps, currentUser } from './auth.common.ts'
import { checkAvatar, checkNickname } from './auth.validate.ts'
import { loadRefreshData, loadUserInfo } from './user.info.ts'
import { type UserRow, updateUser, upsertDevice } from './user.repo.ts'

export async function getUserInfo(d: AuthDeps, caller: Caller): Promise<UserInfo> {
  const me = await currentUser(d, caller)
  return loadUserInfo(d.db, me)
}

export async function refreshData(d: AuthDeps, caller: Caller): Promise<RefreshData> {
  const me = await currentUser(d, caller)
  return loadRefreshData(d.db, me)
}

/** Only the caller's own nickname and avatar; nothing else of the row is writable here (API3). */
export async function updateProfile(
  d: AuthDeps,
  caller: Caller,
  body: { nickname?: string | undefined; avatar?: string | undefined },
): Promise<UserInfo> {
  const me = await currentUser(d, caller)
  const patch: { nickname?: string; avatar?: string } = {}
  if (body.nickname !== undefined) patch.nickname = checkNickname(body.nickname, await getLengths(d.db))
  if (body.avatar !== undefined) patch.avatar = checkAvatar(body.avatar)
  if (Object.keys(patch).length === 0) return loadUserInfo(d.db, me)
  const row = await updateUser(d.db, me.id, patch)
  return loadUserInfo(d.db, row ?? me)
}

/**
 * The per-user extras the client loads after login: favourites and recent games (newest first, from the
 * games module) and the running activities' ids (the same list getActivityIds serves, by sort). `aid` is
 * the agent (inviter) id, 0 when the player was not invited.
 */
async function afterLoginExtras(d: AuthDeps, row: UserRow): Promise<z.input<typeof afterLoginInfoWebReply>> {
  const activities = await runningActivities(d.db, DEFAULT_LOCALE, d.clock())
  return {
    appGameDataUser: await gameDataUser(d.db, row.id),
    inviteCode: row.inviteCode,
    aid: row.pid ?? 0,
    activityIds: activities.map((a) => a.id),
  }
}

export async function afterLoginInfoWeb(d: AuthDeps, caller: Caller) {
  return afterLoginExtras(d, await currentUser(d, caller))
}

/** Native-shell variant: also records the device and its push messaging token. */
export async function afterLoginInfo(
  d: AuthDeps,
  caller: Caller,
  body: {
    gameListVersion?: string | number | undefined
    os: string
    deviceModel: string
    messagingToken?: string | undefined
    phoneInfo?: Record<string, string> | undefined
  },
  locale: Locale,
): Promise<z.input<typeof afterLoginInfoReply>> {
  const me = await currentUser(d, caller)
  await upsertDevice(d.db, {
    userId: me.id,
    os: body.os,
    deviceModel: body.deviceModel,
    messagingToken: body.messagingToken,
    phoneInfo: body.phoneInfo,
    gameListVersion: body.gameListVersion === undefined ? '' : String(body.gameListVersion),
    now: new Date(d.clock()),
  })
  return {
    ...(await afterLoginExtras(d, me)),
    code: 200,
    // The version of the catalogue appConfig serves now in the caller's locale (it is localized); the
    // shell refreshes its lists when it differs.
    gameListVersion: await getGameListVersion(d.db, locale),
    user: await loadUserInfo(d.db, me),
  }
}

export async function logout(d: AuthDeps, caller: Caller): Promise<null> {
  await d.sessions.revoke(caller.sessionId)
  return null
}
