import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { Db, Tx } from './client.ts'
import { pgArray, query } from './sql.ts'

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations')
const FUNCTIONS_DIR = join(import.meta.dirname, 'functions')
/** Any constant works; it only has to be the same for every process migrating this database. */
const MIGRATION_LOCK = 7_240_001

/**
 * Applies the committed SQL files in migrations/ (tables, columns, indexes) in name order, each once, then
 * the SQL functions of functions/ (see applyFunctions), in one transaction. An advisory lock lets several
 * server processes start against one PostgreSQL at the same time.
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
    await applyFunctions(tx)
  })
  return applied
}

/**
 * functions/<name>.sql holds the one current body of function <name> (and, for a trigger function, its
 * trigger). When any file changed since the last start, every function of those names is dropped, with
 * every overload an older body left behind, and all are created again; otherwise nothing is touched, so a
 * start takes no lock on the hot tables.
 */
async function applyFunctions(tx: Tx): Promise<void> {
  const files = readdirSync(FUNCTIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
  const texts = files.map((f) => readFileSync(join(FUNCTIONS_DIR, f), 'utf8'))
  const checksum = createHash('sha256').update(texts.join('\0')).digest('hex')
  await tx.execute(sql`create table if not exists schema_functions (checksum text not null)`)
  const [current] = await query<{ checksum: string }>(tx, sql`select checksum from schema_functions`)
  if (current?.checksum === checksum) return
  const names = files.map((f) => f.slice(0, -'.sql'.length))
  const stale = await query<{ signature: string }>(
    tx,
    sql`select p.oid::regprocedure::text as signature from pg_proc p
        where p.pronamespace = 'public'::regnamespace and p.proname = any(${pgArray(names)}::text[])`,
  )
  for (const { signature } of stale) await tx.execute(sql.raw(`drop function ${signature} cascade`))
  for (const text of texts) {
    for (const statement of splitStatements(text)) await tx.execute(sql.raw(statement))
  }
  await tx.execute(sql`delete from schema_functions`)
  await tx.execute(sql`insert into schema_functions (checksum) values (${checksum})`)
}

/** Statements are separated by the drizzle-kit style marker, so a file may hold functions with semicolons. */
function splitStatements(text: string): string[] {
  return text
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
}
