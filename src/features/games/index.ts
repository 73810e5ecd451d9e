/** The games feature's public surface for routes and other features. */

export type { LobbyExtraProps } from './lobby-extras.tsx'

/** The lobby's parts for signed-in players: a chunk of their own, loaded after the lobby's first paint. */
export const loadLobbyExtras = () => import('./lobby-extras.tsx')

export { gameStartHref, playableCatalogue } from './catalogue.ts'
