/**
 * Every localStorage key the app owns, in one place (STYLE: one map of storage keys, versioned upgrades).
 * Bump STORAGE_SCHEMA_VERSION when a stored JSON shape changes: `migrateStorage` then drops the
 * versioned values instead of letting old shapes crash a new build.
 */
export const STORAGE_SCHEMA_VERSION = 1

export const StorageKey = {
  /** The schema version the values below were written with. */
  schema: 'll.schema',
  /** The access token. Spec 4 names the key `token`; other tabs watch it for cross-tab logout. */
  token: 'token',
  /** UserInfo JSON, so a reload paints the signed-in header before any request. */
  user: 'll.user',
  /** The session's "user store extras" (spec 3) as JSON. */
  extras: 'll.extras',
  /** The remembered account name for the login form. Never a password. */
  account: 'll.account',
  /** Random per-browser UUID sent as the `fingerprint` header (abuse signal only). */
  fingerprint: 'll.fingerprint',
  /** document.referrer of the first visit (sent as clientReferrer). */
  referrer: 'll.referrer',
  /** Set once the first_initialization telemetry event was recorded in this browser. */
  firstInit: 'll.firstInit',
  /** The TanStack Query persister's snapshot (src/api/persist.ts; has its own buster too). */
  queryCache: 'll.query',
  /** The lobby's last markup, painted by index.html before the app runs (features/lobby/lobby-snapshot.ts). */
  lobbySnapshot: 'll.lobbySnapshot',
  /** When each SMS form may send again, per purpose and phone, as the server said (features/auth). */
  smsResend: 'll.smsResend',
  /** '1' from the page's first telemetry event until a start finds the worker's queue empty (platform/track). */
  eventsWaiting: 'll.eventsWaiting',
  /** '1' once the home guide (the first visit's tour, features/start-popups) was shown in this browser. */
  homeGuide: 'll.homeGuide',
} as const
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey]

/**
 * Keys holding JSON whose shape may change between builds: dropped on a schema mismatch.
 * Plain strings (token, account, fingerprint, referrer) survive, so an upgrade neither signs the
 * player out nor changes the fingerprint.
 */
export const VERSIONED_KEYS: readonly StorageKey[] = [
  StorageKey.user,
  StorageKey.extras,
  StorageKey.queryCache,
  StorageKey.lobbySnapshot,
  StorageKey.smsResend,
]
