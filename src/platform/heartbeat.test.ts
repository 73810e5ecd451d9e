import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HEARTBEAT_INTERVAL_MS, startHeartbeat } from './heartbeat.ts'

describe('startHeartbeat', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('beats at once, then every 60 s, with the game id', async () => {
    const send = vi.fn(async (_gameId: number) => null)
    const stop = startHeartbeat(1001, send)
    expect(send).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS - 1)
    expect(send).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(send).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2 * 60_000)
    expect(send).toHaveBeenCalledTimes(4)
    expect(send.mock.calls.every(([id]) => id === 1001)).toBe(true)
    stop()
  })

  it('stops beating once stopped', async () => {
    const send = vi.fn(async () => null)
    const stop = startHeartbeat(7, send)
    stop()
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('keeps beating after a failed beat, and never overlaps a slow one', async () => {
    let release: () => void = () => undefined
    const send = vi
      .fn<(id: number) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve(null))))
      .mockResolvedValue(null)
    const stop = startHeartbeat(3, send)
    await vi.advanceTimersByTimeAsync(60_000) // second beat: hangs
    expect(send).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(60_000) // still in flight: skipped
    expect(send).toHaveBeenCalledTimes(2)
    release()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(send).toHaveBeenCalledTimes(3)
    stop()
  })
})
