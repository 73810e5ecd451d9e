import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FLUSHED_EVENT, startOutboxTrigger, type TriggerDeps } from './outbox-trigger.ts'

function setup(reply: () => number[]) {
  const target = new EventTarget()
  let pending = true
  let online = true
  const flushes: number[] = []
  const flushedEvents: number[] = []
  target.addEventListener(FLUSHED_EVENT, () => flushedEvents.push(flushes.length))
  const deps: TriggerDeps = {
    flush: async (userId) => {
      flushes.push(userId)
      const sent = reply()
      if (sent.length) pending = false
      return sent
    },
    userId: () => 9,
    onSession: () => {},
    pending: () => pending,
    online: () => online,
    target: target as unknown as TriggerDeps['target'],
  }
  return {
    deps,
    target,
    flushes,
    flushedEvents,
    goOffline: () => {
      online = false
    },
    goOnline: () => {
      online = true
      target.dispatchEvent(new Event('online'))
    },
  }
}

describe('feedback outbox trigger', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('tries again at 5, 15, 30 and then every 60 s while online but the server does not answer', async () => {
    let answering = false
    const t = setup(() => (answering ? [41] : []))
    startOutboxTrigger(t.deps)
    await vi.advanceTimersByTimeAsync(0)
    expect(t.flushes).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(4_999)
    expect(t.flushes).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(t.flushes).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(15_000)
    expect(t.flushes).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(t.flushes).toHaveLength(4)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(t.flushes).toHaveLength(5)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(t.flushes).toHaveLength(6)
    answering = true
    await vi.advanceTimersByTimeAsync(60_000)
    expect(t.flushes).toHaveLength(7)
    expect(t.flushedEvents).toEqual([1, 2, 3, 4, 5, 6, 7])
    // Sent: no more tries.
    await vi.advanceTimersByTimeAsync(600_000)
    expect(t.flushes).toHaveLength(7)
  })

  it('waits for the network while offline, and the online event starts the delays over', async () => {
    const t = setup(() => [])
    t.goOffline()
    startOutboxTrigger(t.deps)
    await vi.advanceTimersByTimeAsync(600_000)
    expect(t.flushes).toHaveLength(0)
    t.goOnline()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.flushes).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(t.flushes).toHaveLength(3)
    t.goOnline()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.flushes).toHaveLength(4)
    // The online event cancelled the 30 s timer: the next try comes 5 s after it.
    await vi.advanceTimersByTimeAsync(5_000)
    expect(t.flushes).toHaveLength(5)
  })

  it('a try asked for now (a new ticket, the list opened) starts the delays over', async () => {
    const t = setup(() => [])
    const tryNow = startOutboxTrigger(t.deps)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(t.flushes).toHaveLength(1)
    await tryNow()
    expect(t.flushes).toHaveLength(2)
    // Still 5 s after it, not the second delay (15 s).
    await vi.advanceTimersByTimeAsync(5_000)
    expect(t.flushes).toHaveLength(3)
  })

  it('a flush that throws counts as not sent and is tried again', async () => {
    const t = setup(() => {
      throw new Error('IndexedDB closed')
    })
    startOutboxTrigger(t.deps)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(t.flushes).toHaveLength(2)
    expect(t.flushedEvents).toEqual([])
  })
})
