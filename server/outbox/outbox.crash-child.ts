// A consumer process for outbox.crash.test.ts to kill -9: it applies one batch and then hangs, either
// inside the batch's transaction (after the consumer's effect, before the cursor moves) or after it
// committed. It prints `applied` or `committed` when it has got there.
import { openDatabase } from '../db/client.ts'
import { applyNextBatch, registerConsumers } from './consumer.ts'
import { markingConsumer } from './outbox.test-helpers.ts'

const [databaseUrl, name, mode] = process.argv.slice(2)
const database = await openDatabase({ databaseUrl, dataDir: 'memory://' })
const marking = await markingConsumer(database.db, name ?? 'crash')
await registerConsumers(database.db, [marking])
const hang = () => new Promise<never>(() => setInterval(() => {}, 60_000))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Tries batches until `done` holds: a batch reads nothing while any transaction older than the events is
 * still open anywhere on the PostgreSQL server (other test files share it), so one try is not enough.
 */
async function untilApplied(apply: typeof marking, done: () => boolean) {
  for (let tries = 0; tries < 1_200 && !done(); tries++) {
    await applyNextBatch(database.db, apply)
    if (!done()) await sleep(25)
  }
  if (!done()) throw new Error('no batch of events became readable in 30 s')
}

let called = false
if (mode === 'in-batch') {
  await untilApplied(
    {
      ...marking,
      async apply(tx, events) {
        await marking.apply(tx, events)
        called = true
        process.stdout.write('applied\n')
        await hang()
      },
    },
    () => called,
  )
} else {
  await untilApplied(
    {
      ...marking,
      async apply(tx, events) {
        await marking.apply(tx, events)
        called = true
      },
    },
    () => called,
  )
  process.stdout.write('committed\n')
  await hang()
}
