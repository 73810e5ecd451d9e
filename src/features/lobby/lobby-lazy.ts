import { type ComponentType, lazy } from 'react'
import { ensureAllStrings } from '../../i18n/index.ts'
import type { LobbyExtraProps } from '../games/index.ts'

/**
 * The games feature's lobby parts for signed-in players (recent and favourite rows, hearts) with their
 * strings, after the first paint; a failed chunk load leaves them out rather than taking the lobby down.
 * The games feature's index is imported here, not at the top: a static import would put everything it
 * re-exports for lazy pages (the catalogue, its name search) in the entry chunk of every first load.
 */
export const LobbyExtra = lazy<ComponentType<LobbyExtraProps>>(() =>
  Promise.all([
    import('../games/index.ts').then((games) => games.loadLobbyExtras()),
    ensureAllStrings(),
  ]).then(
    ([m]) => m,
    () => ({ default: () => null }),
  ),
)
