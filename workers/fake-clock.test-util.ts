import type { Clock } from './event-queue.ts'

/** A hand-driven clock: timers fire only inside `advance`, so Dexie's own scheduling stays real. */
export class FakeClock implements Clock {
  private t = 1_700_000_000_000
  private nextId = 1
  private readonly timers = new Map<number, { at: number; fn: () => void }>()

  now(): number {
    return this.t
  }

  setTimer(fn: () => void, ms: number): unknown {
    const id = this.nextId++
    this.timers.set(id, { at: this.t + ms, fn })
    return id
  }

  clearTimer(handle: unknown): void {
    this.timers.delete(handle as number)
  }

  /** Moves time forward, firing due timers in order and letting `settle` finish the work they start. */
  async advance(ms: number, settle: () => Promise<void>): Promise<void> {
    const end = this.t + ms
    for (;;) {
      await settle()
      const due = [...this.timers.entries()]
        .filter(([, timer]) => timer.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0]
      if (!due) break
      this.timers.delete(due[0])
      this.t = Math.max(this.t, due[1].at)
      due[1].fn()
    }
    this.t = end
    await settle()
  }
}
