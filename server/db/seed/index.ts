import type { Db } from '../client.ts'
import { isConfigSeeded, seedConfigAndContent } from './config.seed.ts'
import { upgradeSeed } from './seed-upgrade.ts'

/**
 * Seeds the operator's configuration and content on an empty database. Each module contributes one
 * seeder; all run in one transaction so a half-seeded database never exists. A database seeded by an
 * earlier build is brought up to the current seed instead, where no operator changed it (seed-upgrade.ts).
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const seeders: Array<(tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<void>> = [
    seedConfigAndContent,
  ]
  // The config module's settings row is written in the same transaction as every seeder's rows.
  if (seeders.length === 0) return false
  if (await isConfigSeeded(db)) {
    await upgradeSeed(db)
    return false
  }
  await db.transaction(async (tx) => {
    for (const seed of seeders) await seed(tx)
  })
  return true
}
