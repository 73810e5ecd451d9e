import { type BrowserContext, test as base } from '@playwright/test'
import { E2E_PORT } from '../env.ts'

/**
 * Start popups (features/start-popups) cover the lobby at start: the Download offer, the operator's
 * popup notices and, on a browser's first visit, the home guide. Specs about something else mark those
 * as already shown before any page runs, exactly as the app itself records them (sessionStorage
 * `ll.startPopups`, localStorage `ll.homeGuide`). The first-deposit offer stays as it was before the
 * queue existed, since the specs about a new player expect it. start-popups.spec.ts tests the popups.
 */
export async function markStartPopupsSeen(
  context: BrowserContext,
  noticeIds: readonly number[],
): Promise<void> {
  await markShown(context, ['download', 'inviteUserSpin', ...noticeIds.map((id) => `notice:${id}`)], true)
}

/**
 * Marks a new player's first-deposit offer shown too, for specs about something else on the lobby: an
 * open dialog makes the page behind it inert.
 */
export async function markFirstDepositOfferSeen(context: BrowserContext): Promise<void> {
  await markShown(context, ['firstDeposit'], false)
}

async function markShown(context: BrowserContext, keys: readonly string[], guide: boolean): Promise<void> {
  await context.addInitScript(
    ({ shown, guide }: { shown: readonly string[]; guide: boolean }) => {
      try {
        const before: unknown = JSON.parse(sessionStorage.getItem('ll.startPopups') ?? '[]')
        const list = Array.isArray(before) ? before : []
        sessionStorage.setItem('ll.startPopups', JSON.stringify([...new Set([...list, ...shown])]))
        if (guide) localStorage.setItem('ll.homeGuide', '1')
      } catch {
        // storage blocked: nothing to mark
      }
    },
    { shown: keys, guide },
  )
}

let popupNotices: Promise<number[]> | null = null

/** The ids of the seeded popup notices (showType 2), read once from the server. */
function popupNoticeIds(baseURL: string): Promise<number[]> {
  popupNotices ??= fetch(`${baseURL}/app/v1/anonymous/appConfig`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
    .then((r) => r.json())
    .then((body: { data: { appNoticeConfigList: Array<{ id: number; showType: number }> } }) =>
      body.data.appNoticeConfigList.filter((n) => n.showType === 2).map((n) => n.id),
    )
  return popupNotices
}

/** For contexts a spec opens itself (browser.newContext): the same marks as the `test` below. */
export async function hideStartPopups(context: BrowserContext): Promise<void> {
  await markStartPopupsSeen(context, await popupNoticeIds(`http://localhost:${E2E_PORT}`))
}

/** `test` whose every page starts with the start popups (but the first-deposit offer) already shown. */
export const test = base.extend({
  context: async ({ context, baseURL }, use) => {
    await markStartPopupsSeen(context, await popupNoticeIds(baseURL ?? ''))
    await use(context)
  },
})
export { expect } from '@playwright/test'
