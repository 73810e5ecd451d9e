/**
 * Which revision of the seed a database holds, in app_settings 'seedRevision' ({ revision }). A database
 * seeded before revisions were kept has no row: revision 1. Raise SEED_REVISION with any change to a
 * seeded value (seed-upgrade.test.ts fails until it is raised and the values are in seed-history.ts).
 */
export const SEED_REVISION = 12
export const SEED_REVISION_KEY = 'seedRevision'
export const FIRST_REVISION = 1

export const seedRevisionRow = (revision = SEED_REVISION) => ({ [SEED_REVISION_KEY]: { revision } })

export function revisionOf(value: unknown): number {
  const revision = (value as { revision?: unknown } | null)?.revision
  return typeof revision === 'number' && Number.isInteger(revision) ? revision : FIRST_REVISION
}
