/**
 * Event logging constants shared by the server's schema (contract/calls/events.ts) and the telemetry
 * worker, kept zod-free so the worker bundle does not carry zod.
 */

/** Spec 7 / 9: at most 20 events per batch (every 2 s, and on page hide). */
export const EVENT_BATCH_MAX = 20

/** Spec 7 "Event logging". The `online` heartbeat is its own call, not an event kind. */
export const EVENT_KINDS = [
  'view',
  'click',
  'install_game',
  'first_initialization',
  'active_interface_show',
  'click_room',
  'jackpot_rank_show',
] as const
export type EventKind = (typeof EVENT_KINDS)[number]

/** The body fields spec 7 adds to every request; the page knows them, the worker is told at start. */
export interface ClientFields {
  appId: string
  channel: string
  clientReferrer: string
  platform: 0 | 1
  appVersion: string
}
