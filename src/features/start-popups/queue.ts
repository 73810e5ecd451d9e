import type { Activity } from '../../../contract/calls/activities.ts'
import type { AppConfig } from '../../../contract/calls/config.ts'
import type { InstallMode } from '../../platform/install.ts'

export type Notice = AppConfig['appNoticeConfigList'][number]

/**
 * Start popups (spec 4): what greets a player when the app starts, one at a time, in this order, each
 * once per browser session. Download and Notice are the app's own (the install offer; the operator's
 * showType 2 notices); FirstDeposit and InviteUserSpin show only while a popup-type activity (type 1)
 * of that name runs (InviteUserSpin only to a player with a spin left). The home guide (first visit ever, remembered in localStorage) comes last, so the
 * spec's four keep their order.
 */
export const START_POPUP_ORDER = [
  'download',
  'notice',
  'firstDeposit',
  'inviteUserSpin',
  'homeGuide',
] as const
export type StartPopupSlot = (typeof START_POPUP_ORDER)[number]

/** What the queue decides with, read afresh before each popup (a login in between changes it). */
export interface StartContext {
  hasToken: boolean
  /** How this app runs: inside the native shell or installed there is nothing to download. */
  installMode: InstallMode
  /** The running activities; null when they could not be read (then no activity popup shows). */
  activities: readonly Activity[] | null
  notices: readonly Notice[]
  /** The signed-in player's lifetime deposits; null for a visitor or an unknown user. */
  totalRecharge: number | null
  /** The signed-in player's invite spins left; null for a visitor or when they could not be read. */
  inviteSpins: number | null
  /** The most a first deposit earns (clientConfig.lobbyBonusAmount); 0 = no first-deposit bonus runs. */
  firstDepositBonus: number
  /** Slots whose modal body exists in this build. */
  built: ReadonlySet<StartPopupSlot>
  /** The home guide was taken (or skipped) in this browser before. */
  guideSeen: boolean
}

export interface StartPopup {
  slot: StartPopupSlot
  /** The once-per-session key: the slot, or the notice's own id (each popup notice shows once). */
  key: string
  notice?: Notice
}

/** The activity popup named `name`, if it runs as a popup (type 1). */
const popupActivity = (ctx: StartContext, name: string): boolean =>
  ctx.activities?.some((a) => a.type === 1 && a.clickAction === name) ?? false

/** The popups this context calls for, in order; the caller drops those already shown this session. */
export function startPopups(ctx: StartContext): StartPopup[] {
  const out: StartPopup[] = []
  for (const slot of START_POPUP_ORDER) {
    if (slot !== 'notice' && !ctx.built.has(slot)) continue
    switch (slot) {
      case 'download':
        if (ctx.hasToken && ctx.installMode !== 'native' && ctx.installMode !== 'installed') {
          out.push({ slot, key: slot })
        }
        break
      case 'notice':
        for (const notice of [...ctx.notices]
          .filter((n) => n.showType === 2)
          .sort((a, b) => a.sort - b.sort)) {
          out.push({ slot, key: `notice:${notice.id}`, notice })
        }
        break
      case 'firstDeposit':
        if (
          popupActivity(ctx, 'FirstDeposit') &&
          ctx.hasToken &&
          ctx.totalRecharge === 0 &&
          ctx.firstDepositBonus > 0
        ) {
          out.push({ slot, key: slot })
        }
        break
      case 'inviteUserSpin':
        if (popupActivity(ctx, 'InviteUserSpin') && ctx.hasToken && (ctx.inviteSpins ?? 0) > 0) {
          out.push({ slot, key: slot })
        }
        break
      case 'homeGuide':
        if (!ctx.guideSeen) out.push({ slot, key: slot })
        break
    }
  }
  return out
}

/** The next popup to show, or null: the first one called for that this session has not shown. */
export function nextStartPopup(ctx: StartContext, shown: ReadonlySet<string>): StartPopup | null {
  return startPopups(ctx).find((p) => !shown.has(p.key)) ?? null
}
