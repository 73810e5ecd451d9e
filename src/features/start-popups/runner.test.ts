import { describe, expect, it } from 'vitest'
import type { StartContext, StartPopup } from './queue.ts'
import { createStartPopupRunner, type RunnerDeps, type ShownStore } from './runner.ts'

const base: StartContext = {
  hasToken: true,
  installMode: 'manual',
  activities: [],
  notices: [{ id: 2, title: 'Bonus', content: '', sort: 1, showType: 2 }],
  totalRecharge: 0,
  inviteSpins: null,
  firstDepositBonus: 0,
  built: new Set(['download', 'notice', 'homeGuide']),
  guideSeen: true,
}

function memoryShown(): ShownStore {
  const keys = new Set<string>()
  return { keys: () => new Set(keys), add: (k) => void keys.add(k) }
}

/** A runner whose popups close at once; `shows` lists what opened, in order. */
function setup(patch: Partial<RunnerDeps> = {}, shown = memoryShown()) {
  const shows: string[] = []
  let context = base
  const runner = createStartPopupRunner({
    coverGone: async () => {},
    noModalOpen: async () => {},
    here: () => true,
    context: async () => context,
    shown,
    prepare: async () => {},
    show: async (p: StartPopup) => void shows.push(p.key),
    ...patch,
  })
  return { runner, shows, shown, setContext: (c: Partial<StartContext>) => (context = { ...base, ...c }) }
}

describe('createStartPopupRunner', () => {
  it('shows the popups one by one, in order, each once per session', async () => {
    const { runner, shows } = setup()
    await runner.run()
    expect(shows).toEqual(['download', 'notice:2'])
    await runner.run()
    expect(shows).toEqual(['download', 'notice:2'])
  })

  it('does not show again what this session already showed (a reload keeps the session store)', async () => {
    const shown = memoryShown()
    await setup({}, shown).runner.run()
    const again = setup({}, shown)
    await again.runner.run()
    expect(again.shows).toEqual([])
  })

  it('shows everything again in a new session', async () => {
    await setup().runner.run()
    const fresh = setup()
    await fresh.runner.run()
    expect(fresh.shows).toEqual(['download', 'notice:2'])
  })

  it('waits for the page cover to go before showing anything', async () => {
    let uncover = () => {}
    const cover = new Promise<void>((resolve) => {
      uncover = resolve
    })
    const { runner, shows } = setup({ coverGone: () => cover })
    const running = runner.run()
    await Promise.resolve()
    await Promise.resolve()
    expect(shows).toEqual([])
    uncover()
    await running
    expect(shows).toEqual(['download', 'notice:2'])
  })

  it('shows the next popup only after the open one is closed', async () => {
    const closers: Array<() => void> = []
    const { runner, shows } = setup({
      show: (p) =>
        new Promise<void>((resolve) => {
          shows.push(p.key)
          closers.push(resolve)
        }),
    })
    const running = runner.run()
    await new Promise((r) => setTimeout(r, 0))
    expect(shows).toEqual(['download'])
    closers[0]?.()
    await new Promise((r) => setTimeout(r, 0))
    expect(shows).toEqual(['download', 'notice:2'])
    closers[1]?.()
    await running
  })

  it('shows nothing away from the lobby', async () => {
    const { runner, shows } = setup({ here: () => false })
    await runner.run()
    expect(shows).toEqual([])
  })

  it('after a login while a popup is open, looks again and shows the popups that need a token', async () => {
    const shows: string[] = []
    let context: StartContext = { ...base, hasToken: false }
    const runner = createStartPopupRunner({
      coverGone: async () => {},
      noModalOpen: async () => {},
      here: () => true,
      context: async () => context,
      shown: memoryShown(),
      prepare: async () => {},
      show: async (p) => {
        shows.push(p.key)
        // The player signs in while the notice shows: the session change calls run() again.
        context = { ...base, hasToken: true }
        void runner.run()
      },
    })
    await runner.run()
    expect(shows).toEqual(['notice:2', 'download'])
  })

  it('looks again when a change arrives while it was deciding on stale data', async () => {
    const shows: string[] = []
    let context: StartContext = { ...base, notices: [], hasToken: false }
    let first = true
    const runner = createStartPopupRunner({
      coverGone: async () => {},
      noModalOpen: async () => {},
      here: () => true,
      context: async () => {
        const seen = context
        if (first) {
          // A login lands while the visitor's context is being read: nothing is due for that one.
          first = false
          context = { ...base, notices: [], hasToken: true }
          void runner.run()
        }
        return seen
      },
      shown: memoryShown(),
      prepare: async () => {},
      show: async (p) => void shows.push(p.key),
    })
    await runner.run()
    expect(shows).toEqual(['download'])
  })

  it('keeps a popup for the next lobby visit when the player leaves while it loads', async () => {
    let onLobby = true
    const { runner, shows, shown } = setup({
      here: () => onLobby,
      prepare: async () => {
        onLobby = false
      },
    })
    await runner.run()
    expect(shows).toEqual([])
    expect([...shown.keys()]).toEqual([])
  })
})
