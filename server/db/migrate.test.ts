import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, testDatabases } from '../test/harness.ts'
import { migrate } from './migrate.ts'
import { query } from './sql.ts'

const functionFiles = readdirSync(join(import.meta.dirname, 'functions')).filter((f) => f.endsWith('.sql'))

describe.each(testDatabases)('migrate on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const signatures = async (name: string) =>
    (
      await query<{ s: string }>(
        db(),
        sql`SELECT p.oid::regprocedure::text AS s FROM pg_proc p
            WHERE p.pronamespace = 'public'::regnamespace AND p.proname = ${name}`,
      )
    ).map((r) => r.s)
  const oid = async (name: string) =>
    (await query<{ o: number }>(db(), sql`SELECT min(oid)::int AS o FROM pg_proc WHERE proname = ${name}`))[0]
      ?.o

  it('creates exactly one function per file of functions/, named as the file', async () => {
    expect(functionFiles.length).toBeGreaterThan(5)
    for (const f of functionFiles) expect(await signatures(f.replace(/\.sql$/, ''))).toHaveLength(1)
  })

  it('leaves the functions alone when no file changed (a start takes no lock on the hot tables)', async () => {
    const before = await oid('ledger_post')
    expect(await migrate(db())).toEqual([])
    expect(await oid('ledger_post')).toBe(before)
  })

  it('when the files changed, drops every overload an older body left behind and creates the current ones', async () => {
    await db().execute(
      sql`CREATE FUNCTION ledger_post(p_old integer) RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$`,
    )
    expect(await signatures('ledger_post')).toHaveLength(2)
    // As after a deploy that changed a function file.
    await db().execute(sql`UPDATE schema_functions SET checksum = 'older'`)
    await migrate(db())
    expect(await signatures('ledger_post')).toHaveLength(1)
    expect((await signatures('ledger_post'))[0]).not.toContain('integer)')
    // The trigger dropped with its function is back.
    const [trigger] = await query<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM pg_trigger WHERE tgname = 'bet_records_count_bets'`,
    )
    expect(trigger?.n).toBe(1)
  })
})
