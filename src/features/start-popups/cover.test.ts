import { afterEach, describe, expect, it } from 'vitest'
import { whenCoverGone } from './cover.ts'
import { SHOWN_SESSION_KEY, sessionShownStore } from './seen.ts'

/** A config load the test settles by hand. */
function configLoad() {
  let settled = false
  const listeners = new Set<() => void>()
  return {
    load: {
      settled: () => settled,
      subscribe: (l: () => void) => {
        listeners.add(l)
        return () => void listeners.delete(l)
      },
    },
    settle() {
      settled = true
      for (const l of listeners) l()
    },
    listeners,
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  document.body.innerHTML = ''
  sessionStorage.clear()
})

describe('whenCoverGone', () => {
  it('waits for both the first render into #root and the initial config load', async () => {
    document.body.innerHTML = '<div id="root"></div><div id="boot"><main></main></div>'
    const config = configLoad()
    let gone = false
    const waiting = whenCoverGone(document, config.load).then(() => {
      gone = true
    })
    config.settle()
    await flush()
    expect(gone).toBe(false) // the config is in, but React has not drawn: the cover still shows
    document.getElementById('root')?.append(document.createElement('main'))
    await waiting
    expect(gone).toBe(true)
    expect(config.listeners.size).toBe(0)
  })

  it('waits for the config when the app has already drawn', async () => {
    document.body.innerHTML = '<div id="root"><main></main></div>'
    const config = configLoad()
    let gone = false
    const waiting = whenCoverGone(document, config.load).then(() => {
      gone = true
    })
    await flush()
    expect(gone).toBe(false)
    config.settle()
    await waiting
    expect(gone).toBe(true)
  })
})

describe('sessionShownStore', () => {
  it('keeps the shown popups in sessionStorage, so a reload in the session sees them', () => {
    sessionShownStore().add('notice:2')
    sessionShownStore().add('download')
    expect(JSON.parse(sessionStorage.getItem(SHOWN_SESSION_KEY) ?? '')).toEqual(['notice:2', 'download'])
    expect([...sessionShownStore().keys()]).toEqual(['notice:2', 'download'])
  })

  it('ignores a damaged value', () => {
    sessionStorage.setItem(SHOWN_SESSION_KEY, '{oops')
    expect([...sessionShownStore().keys()]).toEqual([])
  })
})
