import type { SQL } from 'drizzle-orm'
import type { DbOrTx } from './client.ts'

/** Raw SQL with typed rows; both drivers (PGlite, node-postgres) answer `{ rows }`. */
export async function query<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] }
  return result.rows
}
