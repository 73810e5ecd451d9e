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

if (mode === 'in-batch') {
  await applyNextBatch(database.db, {
    ...marking,
    async apply(tx, events) {
      await marking.apply(tx, events)
      process.stdout.write('applied\n')
      await hang()
    },
  })
} else {
  await applyNextBatch(database.db, marking)
  process.stdout.write('committed\n')
  await hang()
}
