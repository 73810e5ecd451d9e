/**
 * The games feature's public surface for routes and other features. The first load must not import it
 * statically (the lobby loads it on demand, see features/lobby/lobby-lazy.ts): whatever it re-exports would
 * join the entry chunk, because rolldown places a module reached from the entry in the entry chunk even
 * when only lazy pages use it.
 */

export type { LobbyExtraProps } from './lobby-extras.tsx'

/** The lobby's parts for signed-in players: a chunk of their own, loaded after the lobby's first paint. */
export const loadLobbyExtras = () => import('./lobby-extras.tsx')

export { gameStartHref, playableCatalogue } from './catalogue.ts'
