import type { z } from 'zod'
import type { appEventLogRequest } from '../../../contract/calls/events.ts'
import type { Db } from '../../db/client.ts'
import { appEvents, userPresence } from '../../db/schema/index.ts'
import type { Caller } from '../../http/context.ts'

type EventBatch = z.infer<typeof appEventLogRequest>['events']

/**
 * Stores a batch append-only. A re-sent event (same id) is skipped by the primary key, so delivery is
 * exactly-once however often the worker re-sends. `userId` is the caller proven by a token, if any;
 * `eventUserId` is only what the client claimed.
 */
export async function storeEvents(
  db: Db,
  events: EventBatch,
  caller: Caller | null,
  now: number,
): Promise<{ accepted: number; duplicates: number }> {
  const receivedAt = new Date(now)
  const byId = new Map(events.map((e) => [e.id.toLowerCase(), e]))
  const rows = [...byId].map(([id, e]) => ({
    id,
    kind: e.kind,
    channel: e.channel,
    appId: e.appId,
    version: e.version,
    eventTime: new Date(e.eventTime * 1000),
    eventUserId: e.eventUserId,
    userId: caller?.userId ?? null,
    target: e.target,
    params: e.params,
    receivedAt,
  }))
  const inserted = await db
    .insert(appEvents)
    .values(rows)
    .onConflictDoNothing({ target: appEvents.id })
    .returning({ id: appEvents.id })
  return { accepted: inserted.length, duplicates: events.length - inserted.length }
}

/** The `online` heartbeat: one row per player, the last game and time seen. */
export async function recordPresence(db: Db, caller: Caller, gameId: number, now: number): Promise<null> {
  const lastSeenAt = new Date(now)
  await db
    .insert(userPresence)
    .values({ userId: caller.userId, gameId, lastSeenAt })
    .onConflictDoUpdate({ target: userPresence.userId, set: { gameId, lastSeenAt } })
  return null
}
