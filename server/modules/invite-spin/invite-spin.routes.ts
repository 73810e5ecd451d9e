import type { ModuleContext } from '../index.ts'
import { clickInvite, exchange, inviteStatus, inviteUser, spin, spinRecords } from './invite-spin.service.ts'

/** The invite spin's calls (spec 7 actInviteUser*): spins come from the agent programme's valid invitees. */
export async function registerInviteSpin(ctx: ModuleContext): Promise<void> {
  ctx.call('actInviteUser', ({ caller }) => inviteUser(ctx.db, caller.userId))
  ctx.call('actInviteUserStatus', ({ caller }) => inviteStatus(ctx.db, caller.userId, ctx.clock()))
  ctx.call('actInviteUserSpin', ({ caller }) => spin(ctx.db, caller.userId, ctx.clock()))
  ctx.call('actInviteUserExchange', ({ caller }) => exchange(ctx.db, caller.userId, ctx.clock()))
  ctx.call('actInviteUserRecord', ({ body, caller }) => spinRecords(ctx.db, caller.userId, body))
  ctx.call('actInviteClickInvite', ({ caller }) => clickInvite(ctx.db, caller.userId, ctx.clock()))
}
