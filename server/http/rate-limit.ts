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
  /** Takes one hit back from the window that held `at` (never below zero): a reservation given back. */
  refund(bucket: string, windowSeconds: number, at: number): Promise<void>
}

/** The start (epoch seconds) of the fixed window of `windowSeconds` that holds `now` (epoch ms). */
export const windowStartOf = (windowSeconds: number, now: number): number =>
  Math.floor(now / 1000 / windowSeconds) * windowSeconds

export function dbRateLimitStore(db: Db): RateLimitStore {
  return {
    async hit(bucket, windowSeconds, now) {
      const start = windowStartOf(windowSeconds, now)
      const r = await query<{ hits: number }>(
        db,
        sql`insert into rate_limits (bucket, window_start, hits) values (${bucket}, ${start}, 1)
        on conflict (bucket, window_start) do update set hits = rate_limits.hits + 1
        returning hits`,
      )
      return Number(r[0]?.hits ?? 1)
    },
    async refund(bucket, windowSeconds, at) {
      const start = windowStartOf(windowSeconds, at)
      await db.execute(
        sql`update rate_limits set hits = hits - 1
        where bucket = ${bucket} and window_start = ${start} and hits > 0`,
      )
    },
  }
}

/**
 * An attempt counted in advance (RateLimiter.reserve). It stays counted unless given back: a caller
 * releases it when the attempt turns out not to be one the limit is about (a right password), and keeps it
 * when it is (a wrong one). Releasing twice gives back once.
 */
export interface Reservation {
  release(): Promise<void>
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

  /**
   * Counts an attempt before it is made, in one atomic increment, and throws 429 (counting nothing) when
   * that would exceed the limit. However many requests arrive at once, at most `limit` reservations are
   * held per window, so a burst is cut exactly at the limit. Release the reservation when the attempt
   * should not count (e.g. a login that succeeded); keep it when it should (a wrong password).
   */
  async reserve(bucket: string, rule: RateLimitRule): Promise<Reservation> {
    const at = this.clock()
    const hits = await this.store.hit(bucket, rule.windowSeconds, at)
    let released = false
    const reservation: Reservation = {
      release: async () => {
        if (released) return
        released = true
        await this.store.refund(bucket, rule.windowSeconds, at)
      },
    }
    if (hits > rule.limit) {
      // Given back at once, so refused requests never keep the count above what was really tried.
      await reservation.release()
      throw rateLimited(this.retryAfter(rule))
    }
    return reservation
  }

  /**
   * Reserves in every bucket, in order; when one refuses, the ones already taken are given back. The
   * returned reservation releases all of them.
   */
  async reserveAll(
    entries: ReadonlyArray<readonly [bucket: string, rule: RateLimitRule]>,
  ): Promise<Reservation> {
    const taken: Reservation[] = []
    try {
      for (const [bucket, rule] of entries) taken.push(await this.reserve(bucket, rule))
    } catch (err) {
      for (const r of taken) await r.release()
      throw err
    }
    return {
      release: async () => {
        for (const r of taken) await r.release()
      },
    }
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
