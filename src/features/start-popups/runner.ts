import { nextStartPopup, type StartContext, type StartPopup } from './queue.ts'

/** The keys of the popups shown in this browser session (sessionStorage in the app). */
export interface ShownStore {
  keys(): ReadonlySet<string>
  add(key: string): void
}

export interface RunnerDeps {
  /** Resolves once the page cover is gone, which is after the initial config load (spec 4). */
  coverGone: () => Promise<void>
  /** Resolves once no other modal is open (a popup never replaces the login the player opened). */
  noModalOpen: () => Promise<void>
  /** The player is where start popups show (the lobby). */
  here: () => boolean
  context: () => Promise<StartContext>
  shown: ShownStore
  /** Loads what the popup needs before it opens (its body, strings); may take a while on a slow network. */
  prepare: (popup: StartPopup) => Promise<void>
  /** Opens the popup; resolves when the player has closed it. */
  show: (popup: StartPopup) => Promise<void>
}

/**
 * One queue for every start popup: `run()` shows what is due one at a time and is safe to call on any
 * change (a page change, a login): a call during a run makes that run look again before it ends. A popup
 * counts as shown as it opens, so a reload while it is open does not bring it back.
 */
export function createStartPopupRunner(deps: RunnerDeps): { run: () => Promise<void> } {
  let current: Promise<void> | null = null
  let again = false
  async function pass(): Promise<void> {
    await deps.coverGone()
    do {
      again = false
      for (;;) {
        await deps.noModalOpen()
        if (!deps.here()) break
        const next = nextStartPopup(await deps.context(), deps.shown.keys())
        if (!next) break
        await deps.prepare(next)
        // The player may have left the lobby meanwhile: the popup then waits for their next visit.
        if (!deps.here()) break
        deps.shown.add(next.key)
        await deps.show(next)
      }
    } while (again)
  }
  /** Resolves when the queue has nothing more to show (the running pass, if one is under way). */
  function run(): Promise<void> {
    if (current) {
      again = true
      return current
    }
    current = pass().finally(() => {
      current = null
    })
    return current
  }
  return { run }
}
