import type { Db } from '../db/client.ts'
import { applyNextBatch, type BatchResult, type Consumer, registerConsumers } from './consumer.ts'
import { type ScheduledJob, scheduleDue } from './scheduler.ts'

export interface OutboxOptions {
  db: Db
  consumers: readonly Consumer[]
  jobs: readonly ScheduledJob[]
  clock: () => number
  /** How long a consumer with nothing to do waits before it looks again. */
  pollMs: number
  /** How often due scheduled jobs are looked for. */
  scheduleMs: number
  batchSize: number
  log: { error(obj: object, msg: string): void }
  /** Told about every applied batch (the bench measures the lag with it). */
  onBatch?: (consumer: string, result: Extract<BatchResult, { status: 'applied' }>, appliedAt: number) => void
}

/** The longest a failing consumer waits before it tries its batch again. */
const MAX_BACKOFF_MS = 30_000

/**
 * Runs every consumer in a loop of its own in this process, and the scheduler. A consumer whose batch was
 * full goes again at once; one that found nothing, or found its cursor held by another process, waits
 * pollMs. A batch that throws is rolled back and retried with a growing pause (it stays at the head of
 * the queue: events are applied in order, so a consumer never skips one). stop() waits for the batches
 * in flight to finish.
 */
export function startOutbox(o: OutboxOptions): { stop(): Promise<void> } {
  let stopped = false
  const timers = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>()
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopped) return resolve()
      const entry = {
        timer: setTimeout(() => {
          timers.delete(entry)
          resolve()
        }, ms),
        resolve,
      }
      timers.add(entry)
    })

  const consume = async (c: Consumer) => {
    let failures = 0
    while (!stopped) {
      try {
        const r = await applyNextBatch(o.db, c, o.batchSize)
        failures = 0
        if (r.status === 'applied') {
          o.onBatch?.(c.name, r, o.clock())
          if (r.read === o.batchSize) continue
        }
        await pause(o.pollMs)
      } catch (err) {
        failures++
        o.log.error({ err, consumer: c.name, failures }, 'outbox consumer failed; its batch will be retried')
        await pause(Math.min(MAX_BACKOFF_MS, o.pollMs * 2 ** failures))
      }
    }
  }
  const schedule = async () => {
    while (!stopped) {
      try {
        await scheduleDue(o.db, o.jobs, o.clock())
      } catch (err) {
        o.log.error({ err }, 'outbox scheduler failed')
      }
      await pause(o.scheduleMs)
    }
  }

  const running = (async () => {
    await registerConsumers(o.db, o.consumers)
    await Promise.all([...o.consumers.map(consume), schedule()])
  })().catch((err) => o.log.error({ err }, 'outbox could not start'))
  return {
    async stop() {
      stopped = true
      for (const t of timers) {
        clearTimeout(t.timer)
        t.resolve()
      }
      await running
    },
  }
}
