import { z } from 'zod'
import { requestBody, text } from '../common.ts'
import { EVENT_BATCH_MAX, EVENT_KINDS, type EventKind } from '../telemetry.ts'

export { EVENT_BATCH_MAX, EVENT_KINDS, type EventKind }

export const EVENT_PARAMS_MAX = 20

/** 2020-01-01 .. 2100-01-01 in seconds: rejects milliseconds sent by mistake and garbage clocks. */
const EVENT_TIME_MIN = 1_577_836_800
const EVENT_TIME_MAX = 4_102_444_800

/** Ad and referrer parameters from cookies and local storage (utm_*, gclid, fbclid, ...). */
const eventParams = z
  .record(text(64).min(1), text(256))
  .refine((p) => Object.keys(p).length <= EVENT_PARAMS_MAX, { message: 'outOfRange' })

export const appEvent = z.strictObject({
  /** Made by the client when the event is queued; the server de-duplicates by it (exactly-once). */
  id: z.uuid(),
  kind: z.enum(EVENT_KINDS),
  channel: text(32),
  appId: text(64),
  version: text(32),
  /** Unix seconds on the client's clock when the event happened (it may reach us much later). */
  eventTime: z.number().int().min(EVENT_TIME_MIN).max(EVENT_TIME_MAX),
  /** The user id the client believed it had, 0 when anonymous. Analytics only, never trusted. */
  eventUserId: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  /** The element or screen the event is about. */
  target: text(128).default(''),
  params: eventParams.default({}),
})
export type AppEvent = z.infer<typeof appEvent>

export const appEventLogRequest = requestBody({
  events: z.array(appEvent).min(1).max(EVENT_BATCH_MAX),
})

/** `accepted` new events stored, `duplicates` already held (a re-send after a lost reply). */
export const appEventLogReply = z.object({
  accepted: z.number().int().nonnegative(),
  duplicates: z.number().int().nonnegative(),
})

/** Spec 7: the game heartbeat, every 60 s while a game is open. */
export const onlineRequest = requestBody({
  gameId: z.number().int().positive().max(2_147_483_647),
})

/** When the server wants the next beat: 60 s unless the operator configured another interval. */
export const onlineReply = z.object({
  intervalSeconds: z.number().int().min(1).max(3600),
})
