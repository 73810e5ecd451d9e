import type { SessionReply } from '../../../contract/user.ts'
import { queryClient } from '../../api/query-client.ts'
import { PUBLIC_QUERY_ROOTS } from '../../api/query-keys.ts'
import { startSession } from '../../api/session.ts'
import { loadAfterLoginInfo } from './api/after-login-info.ts'

/**
 * What every login and register does once the server said yes: keep the session, then load the per-user
 * lobby data. That second call failing must not undo a successful login, so it only logs.
 */
export async function finishLogin(reply: SessionReply): Promise<void> {
  startSession({ token: reply.token, user: reply.user })
  await loadAfterLoginInfo().catch((error: unknown) => console.warn('[auth] after-login info failed', error))
  // Per-user queries fetched as the previous visitor (or user) are stale now; public ones are not.
  void queryClient.invalidateQueries({ predicate: (q) => !PUBLIC_QUERY_ROOTS.has(String(q.queryKey[0])) })
}
