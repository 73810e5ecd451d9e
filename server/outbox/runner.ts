import type { Db } from '../db/client.ts'
import {
  applyNextBatch,
  type BatchResult,
  type Consumer,
  ConsumerWaiting,
  registerConsumers,
} from './consumer.ts'
import { type ScheduledJob, scheduleDue } from './scheduler.ts'

export interface OutboxOptions {
  db: Db
  consumers: readonly Consumer[]
  jobs: readonly ScheduledJob[]
  clock: () => number
  /** How soon a consumer looks again after a batch that was not full, or after wake(). */
  pollMs: number
  /**
   * The longest a consumer that keeps finding nothing waits: each empty look doubles its pause, from
   * 2 x pollMs up to this. wake() brings it back to pollMs.
   */
  idleMs: number
  /** How often due scheduled jobs are looked for. */
  scheduleMs: number
  batchSize: number
  log: Record<'error' | 'warn' | 'info', (obj: object, msg: string) => void>
  /** Told about every applied batch (the bench measures the lag with it). */
  onBatch?: (consumer: string, result: Extract<BatchResult, { status: 'applied' }>, appliedAt: number) => void
}

/** The longest a failing consumer waits before it tries its batch again. */
const MAX_BACKOFF_MS = 30_000
/** A consumer still waiting after this many tries (minutes, with the backoff) is worth an operator's look. */
const WAITS_BEFORE_WARNING = 10

/** A consumer's pause after `empty` looks in a row that found nothing (0: its last batch applied events). */
export function idlePause(empty: number, pollMs: number, idleMs: number): number {
  if (empty === 0) return pollMs
  return Math.max(pollMs, Math.min(idleMs, pollMs * 2 ** Math.min(empty, 20)))
}

interface Waiter {
  timer: NodeJS.Timeout
  resolve: () => void
  /** When the pause began; wake() ends it pollMs after that, not sooner. */
  start: number
}

/**
 * Runs every consumer in a loop of its own in this process, and the scheduler. A consumer whose batch was
 * full goes again at once; one whose batch was not full looks again after pollMs; one that found nothing,
 * or found its cursor held by another process, waits longer each time, up to idleMs (idlePause): 15
 * consumers looking every 200 ms kept an idle server on PGlite at 16% of a core, 2.5% with these pauses.
 * wake() (buildApp calls it after every POST this process answers: the requests that write events) cuts
 * those waits back to pollMs, so events written here are applied as soon as before; events written
 * without a request (a CLI command) wait at most idleMs.
 * A batch that throws is rolled back and retried with a growing pause (it stays at the head of the
 * queue: events are applied in order, so a consumer never skips one). stop() waits for the batches in
 * flight to finish.
 */
export function startOutbox(o: OutboxOptions): { stop(): Promise<void>; wake(): void } {
  let stopped = false
  const timers = new Set<Waiter>()
  /** Consumers' idle pauses, which wake() shortens (the scheduler's and a failure's are not). */
  const idle = new Set<Waiter>()
  /**
   * Bumped by wake(): a consumer that sees it changed starts counting empty looks again, so a woken look
   * that finds nothing yet (the request's event still behind an older open transaction) is followed by a
   * short pause, not a longer one.
   */
  let wakes = 0
  const pause = (ms: number, wakeable = false) =>
    new Promise<void>((resolve) => {
      if (stopped) return resolve()
      const entry: Waiter = {
        timer: setTimeout(() => finish(entry), ms),
        resolve,
        start: Date.now(),
      }
      timers.add(entry)
      if (wakeable) idle.add(entry)
    })
  const finish = (entry: Waiter) => {
    clearTimeout(entry.timer)
    timers.delete(entry)
    idle.delete(entry)
    entry.resolve()
  }

  const consume = async (c: Consumer) => {
    let failures = 0
    let empty = 0
    let seenWakes = wakes
    while (!stopped) {
      try {
        const r = await applyNextBatch(o.db, c, o.batchSize)
        failures = 0
        if (seenWakes !== wakes) {
          seenWakes = wakes
          empty = 0
        }
        if (r.status === 'applied') {
          o.onBatch?.(c.name, r, o.clock())
          if (r.read === o.batchSize) continue
          empty = 0
        } else {
          empty++
        }
        await pause(idlePause(empty, o.pollMs, o.idleMs), true)
      } catch (err) {
        failures++
        if (err instanceof ConsumerWaiting) {
          const level = failures >= WAITS_BEFORE_WARNING ? 'warn' : 'info'
          o.log[level](
            { consumer: c.name, failures, reason: err.message },
            'outbox consumer waits; its batch will be retried',
          )
        } else {
          o.log.error(
            { err, consumer: c.name, failures },
            'outbox consumer failed; its batch will be retried',
          )
        }
        await pause(Math.min(MAX_BACKOFF_MS, o.pollMs * 2 ** failures))
      }
    }
  }
  const schedule = async () => {
    while (!stopped) {
      try {
        await scheduleDue(o.db, o.jobs, o.clock())
        // A due job's `schedule` event is for the consumers: they need not wait out an idle pause for it.
        wake()
      } catch (err) {
        o.log.error({ err }, 'outbox scheduler failed')
      }
      await pause(o.scheduleMs)
    }
  }

  function wake() {
    wakes++
    const now = Date.now()
    for (const entry of [...idle]) {
      const left = entry.start + o.pollMs - now
      if (left <= 0) finish(entry)
      else {
        clearTimeout(entry.timer)
        entry.timer = setTimeout(() => finish(entry), left)
        idle.delete(entry)
      }
    }
  }

  const running = (async () => {
    await registerConsumers(o.db, o.consumers)
    await Promise.all([...o.consumers.map(consume), schedule()])
  })().catch((err) => o.log.error({ err }, 'outbox could not start'))
  return {
    wake,
    async stop() {
      stopped = true
      for (const t of [...timers]) finish(t)
      await running
    },
  }
}
