/**
 * The games feature's surface for the lobby. The first load imports this file, so it re-exports only what
 * the first load runs: a module re-exported here lands in the entry chunk even when only lazy pages use
 * it (rolldown places it with the entry and exports it to them). Lazy features import what they need from
 * its own module (e.g. ./catalogue.ts).
 */

export type { LobbyExtraProps } from './lobby-extras.tsx'

/** The lobby's parts for signed-in players: a chunk of their own, loaded after the lobby's first paint. */
export const loadLobbyExtras = () => import('./lobby-extras.tsx')
