import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { drainOutbox } from './consumer.ts'
import { markingConsumer, marks, writeTestEvents } from './outbox.test-helpers.ts'

/** Runs the child consumer until it prints `line`, then kills it with SIGKILL (no cleanup of any kind). */
function killAfter(databaseUrl: string, name: string, mode: 'in-batch' | 'after-commit', line: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'outbox.crash-child.ts'), databaseUrl, name, mode],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes(line)) child.kill('SIGKILL')
    })
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve() : reject(new Error(`child exited without being killed: ${out}`)),
    )
  })
}

/** kill -9 of a consumer process: PostgreSQL only (PGlite lives inside one process). */
describe.skipIf(!process.env.DATABASE_URL)('outbox consumer killed with SIGKILL (postgres)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp('postgres')
  })
  afterAll(() => t.close())

  it('between its effect and the cursor: the batch is applied again, once', async () => {
    const db = t.database.db
    const c = await markingConsumer(db, 'killed-in-batch')
    const ids = await writeTestEvents(db, 100)
    await killAfter(t.databaseUrl ?? '', c.name, 'in-batch', 'applied')
    expect(await marks(db, c.name)).toEqual([])
    await drainOutbox(db, [c], { waitMs: 30_000 })
    expect(await marks(db, c.name)).toEqual(ids)
  }, 60_000)

  it('after its commit: nothing is applied twice', async () => {
    const db = t.database.db
    const c = await markingConsumer(db, 'killed-after-commit')
    const ids = await writeTestEvents(db, 700)
    await killAfter(t.databaseUrl ?? '', c.name, 'after-commit', 'committed')
    // The child applied its first batch (500 events, the first test's among them) before it died.
    expect((await marks(db, c.name)).length).toBe(500)
    await drainOutbox(db, [c], { waitMs: 30_000 })
    const applied = await marks(db, c.name)
    expect(applied.filter((id) => ids.includes(id))).toEqual(ids)
    expect(new Set(applied).size).toBe(applied.length)
  }, 60_000)
})
