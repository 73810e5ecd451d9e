import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { activitiesQueryOptions } from '../../api/activities.ts'
import { appConfigQueryOptions } from '../../api/app-config.ts'
import { getSession, subscribeSession } from '../../api/session.ts'
import { ensureAllStrings, getLocale } from '../../i18n/index.ts'
import { ensureStartPopupStrings } from '../../i18n/start-popup-strings.ts'
import { currentInstallMode } from '../../platform/install.ts'
import { trackEvent } from '../../platform/track.tsx'
import type { AppRouter } from '../../router.ts'
import {
  getModal,
  getModalState,
  type ModalContentProps,
  type ModalOptions,
  openModal,
  registerModal,
  subscribeModal,
} from '../../ui/modal-store.ts'
import { loadFirstDepositModal } from '../bonus/index.ts'
import { loadInviteSpinModal, spinStatusQueryOptions } from '../invite-spin/index.ts'
import { whenCoverGone } from './cover.ts'
import { NoticeModal } from './notice-modal.tsx'
import type { StartContext, StartPopup, StartPopupSlot } from './queue.ts'
import { createStartPopupRunner } from './runner.ts'
import { guideSeen, markGuideSeen, sessionShownStore } from './seen.ts'

type Body = ComponentType<ModalContentProps<never>>

/**
 * The modal bodies, each a chunk of its own loaded when it first opens. 'download' is registered at
 * boot (features/install/setup.tsx). Exported for the tests of how each dialog is named.
 */
export const BODIES: Partial<Record<StartPopupSlot, ModalOptions & { load: () => Promise<Body> }>> = {
  notice: {
    labelKey: 'startPopups.notice.label',
    ownStrings: true,
    ownHeading: true,
    // The first visit's popup: in the entry chunk with this module, no round trip in front of it.
    load: () => Promise.resolve(NoticeModal as Body),
  },
  firstDeposit: {
    labelKey: 'firstDeposit.title',
    ownHeading: true,
    load: () => loadFirstDepositModal() as Promise<Body>,
  },
  inviteUserSpin: {
    labelKey: 'inviteSpin.title',
    ownHeading: true,
    load: () => loadInviteSpinModal() as Promise<Body>,
  },
  homeGuide: {
    labelKey: 'startPopups.guide.title',
    ownStrings: true,
    load: () => import('./home-guide-modal.tsx').then((m) => m.HomeGuideModal as Body),
  },
}
const BUILT = new Set<StartPopupSlot>(['download', 'notice', 'firstDeposit', 'inviteUserSpin', 'homeGuide'])

/** Resolves once `done()` holds, checked on every modal open and close. */
function untilModal(done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (done()) return resolve()
    const stop = subscribeModal(() => {
      if (!done()) return
      stop()
      resolve()
    })
  })
}

/** Loads the body and every string first, so the popup opens whole (show() skips a body that failed). */
async function prepare(popup: StartPopup): Promise<void> {
  const body = BODIES[popup.slot]
  // A visitor's popups (notice, guide) need only their own group; the others every string.
  const strings = body?.ownStrings ? ensureStartPopupStrings() : ensureAllStrings()
  await Promise.all([strings, body?.load().then((c) => registerModal(popup.slot, c, body))])
}

async function show(popup: StartPopup): Promise<void> {
  // A body that could not load (offline with a stale build, say) is skipped; the next popup still shows.
  if (popup.slot !== 'download' && !getModal(popup.slot)) return
  if (popup.slot === 'homeGuide') markGuideSeen()
  openModal(popup.slot, popup.notice ? { notice: popup.notice } : {})
  void trackEvent('active_interface_show', popup.slot, popup.notice ? { id: String(popup.notice.id) } : {})
  await untilModal(() => getModalState().openId !== popup.slot)
}

/** The player's spins left, asked only while the InviteUserSpin popup activity runs (null otherwise). */
async function inviteSpins(
  client: QueryClient,
  userId: number | null,
  activities: StartContext['activities'],
): Promise<number | null> {
  if (userId === null || !activities?.some((a) => a.type === 1 && a.clickAction === 'InviteUserSpin'))
    return null
  const status = await client
    .fetchQuery({ ...spinStatusQueryOptions(userId), staleTime: 0 })
    .catch(() => null)
  return status?.spins ?? null
}

async function context(client: QueryClient): Promise<StartContext> {
  const locale = getLocale()
  const { token, user } = getSession()
  const config = client.getQueryData(appConfigQueryOptions(locale).queryKey)
  // Fresh for a player: its totalRecharge decides the first-deposit offer, and a deposit made since the
  // last look (the stored user may not know it yet) must not bring the offer back.
  const reply = await client
    .fetchQuery({ ...activitiesQueryOptions(locale, user?.id ?? null), staleTime: token ? 0 : 60_000 })
    .catch(() => null)
  const activities = reply?.activityIds.flatMap((id) => reply.activityMap[String(id)] ?? []) ?? null
  return {
    hasToken: token !== null,
    installMode: currentInstallMode(),
    activities,
    notices: config?.appNoticeConfigList ?? [],
    totalRecharge: token && reply ? reply.totalRecharge : null,
    inviteSpins: await inviteSpins(client, user?.id ?? null, activities),
    firstDepositBonus: config?.clientConfig.lobbyBonusAmount ?? 0,
    built: BUILT,
    guideSeen: guideSeen(),
  }
}

/**
 * A visitor's lobby asks for the activities at boot, beside its first render rather than after it: the
 * start popups wait for them, and the first visit's notice popup is the lobby's largest paint. A player's
 * popups ask again anyway (fresh: a deposit may have changed the offer), so only a visitor's is sent early.
 */
export function prefetchStartPopupData(client: QueryClient): void {
  if (location.pathname !== '/' || getSession().token !== null) return
  void client.prefetchQuery(activitiesQueryOptions(getLocale(), null))
}

/**
 * Starts the start-popup queue (main.tsx loads this module after the first render). It runs on the
 * lobby once the page cover is gone, and again on every page change and session change, so a player
 * who signs in on the lobby meets the popups that need a token.
 */
export function runStartPopups(router: AppRouter, client: QueryClient): void {
  const configQuery = () => client.getQueryState(appConfigQueryOptions(getLocale()).queryKey)
  const runner = createStartPopupRunner({
    coverGone: () =>
      whenCoverGone(document, {
        settled: () => configQuery()?.status === 'success' || configQuery()?.status === 'error',
        subscribe: (listener) => client.getQueryCache().subscribe(listener),
      }),
    noModalOpen: () => untilModal(() => getModalState().openId === null),
    here: () => router.state.location.pathname === '/',
    context: () => context(client),
    shown: sessionShownStore(),
    prepare: (popup) => prepare(popup).catch(() => {}),
    show,
  })
  // <html data-start-popups>: 'idle' once nothing more is due (the e2e waits on it before asserting none show).
  const run = () => {
    document.documentElement.dataset.startPopups = 'busy'
    void runner.run().then(() => {
      document.documentElement.dataset.startPopups = 'idle'
    })
  }
  router.subscribe('onResolved', run)
  subscribeSession(run)
  run()
}
