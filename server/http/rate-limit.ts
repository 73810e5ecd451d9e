import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { query } from '../db/sql.ts'
import { rateLimited } from './errors.ts'

export interface RateLimitRule {
  /** How many hits the window allows. */
  limit: number
  windowSeconds: number
}

/** Fixed-window counters. The DB store shares limits across server processes; Redis may replace it. */
export interface RateLimitStore {
  /** Counts one hit and returns the hits in the current window, including this one. */
  hit(bucket: string, windowSeconds: number, now: number): Promise<number>
  /** Reads the hits without counting one. */
  peek(bucket: string, windowSeconds: number, now: number): Promise<number>
}

export function dbRateLimitStore(db: Db): RateLimitStore {
  const windowOf = (windowSeconds: number, now: number) =>
    Math.floor(now / 1000 / windowSeconds) * windowSeconds
  return {
    async hit(bucket, windowSeconds, now) {
      const start = windowOf(windowSeconds, now)
      const r = await query<{ hits: number }>(
        db,
        sql`insert into rate_limits (bucket, window_start, hits) values (${bucket}, ${start}, 1)
        on conflict (bucket, window_start) do update set hits = rate_limits.hits + 1
        returning hits`,
      )
      return Number(r[0]?.hits ?? 1)
    },
    async peek(bucket, windowSeconds, now) {
      const start = windowOf(windowSeconds, now)
      const r = await query<{ hits: number }>(
        db,
        sql`select hits from rate_limits where bucket = ${bucket} and window_start = ${start}`,
      )
      return Number(r[0]?.hits ?? 0)
    },
  }
}

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts a hit; throws 429 once the window is full. */
  async consume(bucket: string, rule: RateLimitRule): Promise<void> {
    const hits = await this.store.hit(bucket, rule.windowSeconds, this.clock())
    if (hits > rule.limit) throw rateLimited(this.retryAfter(rule))
  }

  /** Throws 429 when the window is already full, without counting (e.g. failed logins checked before hashing). */
  async check(bucket: string, rule: RateLimitRule): Promise<void> {
    const hits = await this.store.peek(bucket, rule.windowSeconds, this.clock())
    if (hits >= rule.limit) throw rateLimited(this.retryAfter(rule))
  }

  /** Counts a hit without throwing (e.g. a failed login, counted after the fact). */
  async record(bucket: string, rule: RateLimitRule): Promise<void> {
    await this.store.hit(bucket, rule.windowSeconds, this.clock())
  }

  private retryAfter(rule: RateLimitRule): number {
    const nowSec = this.clock() / 1000
    return Math.max(1, Math.ceil(rule.windowSeconds - (nowSec % rule.windowSeconds)))
  }
}

/** Expired windows are useless; the server sweeps them now and then. */
export async function sweepRateLimits(db: Db, olderThanSeconds = 86_400): Promise<void> {
  const cutoff = Math.floor(Date.now() / 1000) - olderThanSeconds
  await db.execute(sql`delete from rate_limits where window_start < ${cutoff}`)
}
