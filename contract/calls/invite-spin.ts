import { z } from 'zod'
import { pageParams, pageReplyFields, requestBody } from '../common.ts'

/**
 * The invite spin (spec 7 actInviteUser*; issue 21). Each valid invitee earns one spin (plus the operator's
 * welcome spins); a spin's sector is drawn on the server from the published table (`sectors`); its amount
 * accumulates toward `target`, which the exchange pays to cash once reached. Amounts are minor units.
 */

/** A sector of the wheel with its published odds: its chance is weight / totalWeight. */
export const inviteSpinSector = z.object({
  /** 1-12, the sector's place on the wheel, clockwise from the top. */
  id: z.number().int(),
  amount: z.number().int(),
  weight: z.number().int(),
})

/** actInviteUser: the caller's invitations as the wheel counts them. */
export const inviteUserRequest = requestBody({})
export const inviteUserReply = z.object({
  /** Players registered with the caller's invite code. */
  invited: z.number().int(),
  /** Of them, valid (deposited enough) and counted under the abuse rules: one spin each. */
  valid: z.number().int(),
  /** Spins every player has before inviting anyone. */
  welcomeSpins: z.number().int(),
  /** The share link was opened from the wheel at least once (actInviteClickInvite). */
  clicked: z.boolean(),
})

/** actInviteUserStatus: the wheel, the caller's spins and progress, and the published odds. */
export const inviteUserStatusRequest = requestBody({})
export const inviteUserStatusReply = z.object({
  /** The InviteUserSpin activity is on (a spin answers inviteSpinNotRunning when not). */
  running: z.boolean(),
  /** Spins earned and not used. */
  spins: z.number().int(),
  /** Prizes accumulated since the last exchange. */
  accumulated: z.number().int(),
  /** What the exchange pays once accumulated reaches it. */
  target: z.number().int(),
  canExchange: z.boolean(),
  /** What an invitee's deposits must reach to count (the agent programme's valid deposit), for the texts. */
  validDeposit: z.number().int(),
  /** Exchanges paid so far. */
  exchanges: z.number().int(),
  sectors: z.array(inviteSpinSector),
  totalWeight: z.number().int(),
})

/** actInviteUserSpin: spends one spin; the reply names the sector the wheel stops on. */
export const inviteUserSpinRequest = requestBody({})
export const inviteUserSpinReply = z.object({
  drawId: z.number().int(),
  sectorId: z.number().int(),
  amount: z.number().int(),
  spins: z.number().int(),
  accumulated: z.number().int(),
  target: z.number().int(),
  canExchange: z.boolean(),
})

/** actInviteUserExchange: pays the target to cash once the accumulated prizes reach it. */
export const inviteUserExchangeRequest = requestBody({})
export const inviteUserExchangeReply = z.object({
  amount: z.number().int(),
  /** Cash after the payment (the header coin takes it). */
  coin: z.number().int(),
  accumulated: z.number().int(),
})

/** actInviteUserRecord: the caller's spins, newest first. */
export const inviteUserRecordRequest = requestBody(pageParams)
export const inviteUserRecordReply = z.object({
  ...pageReplyFields,
  list: z.array(
    z.object({
      id: z.number().int(),
      sectorId: z.number().int(),
      amount: z.number().int(),
      /** Epoch seconds. */
      createTime: z.number().int(),
    }),
  ),
})

/** actInviteClickInvite: notes that the player opened the share page from the wheel (the first time kept). */
export const inviteClickRequest = requestBody({})
export const inviteClickReply = z.object({ clicked: z.literal(true) })
