import type { RateLimitRule } from '../../http/rate-limit.ts'

/**
 * Ingestion limits (API4). The limiter counts one hit per call, so the rule counts batches: one tab
 * flushes at most every 2 s (30 batches, 600 events a minute, spec 9); 120 batches a minute per address
 * leaves room for a few players behind one carrier NAT while capping a script at 2,400 events a minute.
 */
export const EVENT_LIMITS = {
  batchesPerIp: { limit: 120, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>

export const eventBucket = {
  ip: (ip: string) => `events:batch:ip:${ip}`,
}
