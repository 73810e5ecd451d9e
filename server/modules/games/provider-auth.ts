import { sql } from 'drizzle-orm'
import type { ServerConfig } from '../../config.ts'
import type { DbOrTx } from '../../db/client.ts'
import { query } from '../../db/sql.ts'
import { hmacHex, hmacHexMatches } from '../../http/hmac.ts'

/** The built-in demo provider (server/provider/): its games run on our own seamless wallet. */
export const BUILTIN_PROVIDER = 'builtin'

/** Hex HMAC-SHA256 of the raw body, keyed by the provider's secret (docs/PROVIDER_API.md). */
export const signProviderBody = hmacHex
export const verifyProviderSignature = hmacHexMatches

/** Secrets by provider code, from configuration (never the database). Null: configured off. */
export function providerSecrets(config: ServerConfig): Map<string, string> {
  const out = new Map<string, string>()
  if (config.provider.builtinSecret) out.set(BUILTIN_PROVIDER, config.provider.builtinSecret)
  return out
}

/** How long the list of enabled providers (game_providers.status) is cached. */
const STATUS_TTL_MS = 10_000

/**
 * Which providers may call: a secret in configuration and status 1 in game_providers. The status is
 * re-read at most every 10 s, so switching a provider off takes effect within that without a query per
 * call on the hot path.
 */
export class ProviderKeys {
  private enabled: Set<string> | null = null
  private readAt = 0

  constructor(
    private readonly db: DbOrTx,
    private readonly secrets: Map<string, string>,
    private readonly clock: () => number,
  ) {}

  /** The secret of an enabled provider, or null for an unknown or disabled one. */
  async secretOf(code: string): Promise<string | null> {
    const secret = this.secrets.get(code)
    if (!secret) return null
    const now = this.clock()
    if (!this.enabled || now - this.readAt > STATUS_TTL_MS || now < this.readAt) {
      const rows = await query<{ code: string }>(
        this.db,
        sql`SELECT code FROM game_providers WHERE status = 1`,
      )
      this.enabled = new Set(rows.map((r) => r.code))
      this.readAt = now
    }
    return this.enabled.has(code) ? secret : null
  }
}
