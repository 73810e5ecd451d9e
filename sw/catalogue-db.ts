import { Dexie, type EntityTable } from 'dexie'

/**
 * The service worker's IndexedDB store for the game catalogue (DESIGN 6): the only module in sw/ that
 * touches Dexie. Schema changes add a new `version(n)` (with an `upgrade()` when rows must change);
 * old versions stay listed so Dexie can upgrade a player's existing database.
 */
export const CATALOGUE_DB_NAME = 'll-catalogue'

/** The four appConfig lists the service worker owns (the page never persists them). */
export interface CatalogueLists {
  appGameList: unknown[]
  appGameTypeList: unknown[]
  appGameBrandList: unknown[]
  appGamePlatformList: unknown[]
}

export interface StoredCatalogue extends CatalogueLists {
  /** `${locale}|${gameListVersion}` */
  key: string
  locale: string
  version: string
  storedAt: number
}

/** The last full appConfig `data` the server sent for a locale: the offline answer. */
export interface StoredConfig {
  locale: string
  version: string
  data: Record<string, unknown>
  storedAt: number
}

export type CatalogueDb = Dexie & {
  catalogues: EntityTable<StoredCatalogue, 'key'>
  configs: EntityTable<StoredConfig, 'locale'>
}

export function openCatalogueDb(name: string = CATALOGUE_DB_NAME): CatalogueDb {
  const db = new Dexie(name) as CatalogueDb
  db.version(1).stores({ catalogues: 'key, locale', configs: 'locale' })
  return db
}

export const catalogueKey = (locale: string, version: string) => `${locale}|${version}`

/** The catalogue kept for a locale (there is at most one), or undefined. */
export async function readCatalogue(db: CatalogueDb, locale: string): Promise<StoredCatalogue | undefined> {
  const rows = await db.catalogues.where('locale').equals(locale).toArray()
  return rows.sort((a, b) => b.storedAt - a.storedAt)[0]
}

export const readConfig = (db: CatalogueDb, locale: string): Promise<StoredConfig | undefined> =>
  db.configs.get(locale)

/**
 * Stores a full config for a locale: its lists under `${locale}|${version}` and the whole data as the
 * locale's last full config. Older versions of the locale are deleted in the same transaction.
 */
export async function writeFullConfig(
  db: CatalogueDb,
  locale: string,
  version: string,
  lists: CatalogueLists,
  data: Record<string, unknown>,
  now: number = Date.now(),
): Promise<void> {
  const key = catalogueKey(locale, version)
  await db.transaction('rw', db.catalogues, db.configs, async () => {
    await db.catalogues
      .where('locale')
      .equals(locale)
      .and((row) => row.key !== key)
      .delete()
    await db.catalogues.put({ key, locale, version, storedAt: now, ...lists })
    await db.configs.put({ locale, version, data, storedAt: now })
  })
}

/** What diagnostics shows per locale: the version kept, how many games, and the stored size. */
export interface CatalogueSummary {
  locale: string
  version: string
  games: number
  /** Bytes of the stored lists as JSON: an estimate of the IndexedDB footprint. */
  bytes: number
  storedAt: number
}

const LIST_KEYS = ['appGameList', 'appGameTypeList', 'appGameBrandList', 'appGamePlatformList'] as const

export async function summarizeCatalogues(db: CatalogueDb): Promise<CatalogueSummary[]> {
  const rows = await db.catalogues.toArray()
  return rows
    .map((row) => ({
      locale: row.locale,
      version: row.version,
      games: row.appGameList.length,
      bytes: new TextEncoder().encode(JSON.stringify(LIST_KEYS.map((k) => row[k]))).byteLength,
      storedAt: row.storedAt,
    }))
    .sort((a, b) => a.locale.localeCompare(b.locale))
}

/** Forgets every stored catalogue and config; the next appConfig call fetches full lists again. */
export async function clearCatalogues(db: CatalogueDb): Promise<void> {
  await db.transaction('rw', db.catalogues, db.configs, async () => {
    await db.catalogues.clear()
    await db.configs.clear()
  })
}
