import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { Db } from './client.ts'
import { query } from './sql.ts'

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations')
/** Any constant works; it only has to be the same for every process migrating this database. */
const MIGRATION_LOCK = 7_240_001

/**
 * Applies the committed SQL files in migrations/ in name order, each once, each in its own transaction.
 * An advisory lock lets several server processes start against one PostgreSQL at the same time.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
  const applied: string[] = []
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`)
    await tx.execute(
      sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
    )
    const done = await query<{ name: string }>(tx, sql`select name from schema_migrations`)
    const have = new Set(done.map((r) => r.name))
    for (const file of files) {
      if (have.has(file)) continue
      const text = readFileSync(join(MIGRATIONS_DIR, file), 'utf8')
      for (const statement of splitStatements(text)) await tx.execute(sql.raw(statement))
      await tx.execute(sql`insert into schema_migrations (name) values (${file})`)
      applied.push(file)
    }
  })
  return applied
}

/** Statements are separated by the drizzle-kit style marker, so a file may hold functions with semicolons. */
function splitStatements(text: string): string[] {
  return text
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
}
