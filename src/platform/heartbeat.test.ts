import { describe, expect, it, vi } from 'vitest'
import { type HeartbeatDeps, startHeartbeat } from './heartbeat.ts'

function setup() {
  const heartbeat = {
    start: vi.fn(async (_gameId: number, _onUnauthorized: (token: string) => void) => {}),
    stop: vi.fn(async () => {}),
  }
  let connected: () => void = () => undefined
  const ready = new Promise<void>((resolve) => {
    connected = resolve
  })
  const unauthorized = vi.fn((_token: string) => undefined)
  const deps: HeartbeatDeps = { connect: () => ready.then(() => heartbeat), unauthorized }
  return { heartbeat, unauthorized, deps, connected }
}

const flush = () => new Promise((r) => setTimeout(r, 0))

describe('the page side of the game heartbeat', () => {
  it('tells the worker which game is open, and when it closes', async () => {
    const { heartbeat, deps, connected } = setup()
    const stop = startHeartbeat(1001, deps)
    connected()
    await flush()
    expect(heartbeat.start).toHaveBeenCalledWith(1001, expect.any(Function))
    expect(heartbeat.stop).not.toHaveBeenCalled()
    stop()
    expect(heartbeat.stop).toHaveBeenCalledTimes(1)
  })

  it('starts nothing for a game closed before the worker was reached', async () => {
    const { heartbeat, deps, connected } = setup()
    const stop = startHeartbeat(5, deps)
    stop()
    connected()
    await flush()
    expect(heartbeat.start).not.toHaveBeenCalled()
  })

  it("runs the page's logout path with the token the worker's 401 names", async () => {
    const { heartbeat, deps, unauthorized, connected } = setup()
    startHeartbeat(5, deps)
    connected()
    await flush()
    heartbeat.start.mock.calls[0]?.[1]('tok')
    expect(unauthorized).toHaveBeenCalledWith('tok')
  })

  it('never throws into the page when the worker fails', async () => {
    const { heartbeat, deps, connected } = setup()
    heartbeat.start.mockRejectedValueOnce(new Error('worker gone'))
    heartbeat.stop.mockRejectedValueOnce(new Error('worker gone'))
    const stop = startHeartbeat(5, deps)
    connected()
    await flush()
    stop()
    await flush()
    const failing: HeartbeatDeps = {
      connect: () => Promise.reject(new Error('chunk')),
      unauthorized: vi.fn(),
    }
    startHeartbeat(5, failing)()
    await flush()
  })
})
