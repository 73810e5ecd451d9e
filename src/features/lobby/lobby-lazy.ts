import { type ComponentType, lazy } from 'react'
import { ensureAllStrings } from '../../i18n/index.ts'
import { type LobbyExtraProps, loadLobbyExtras } from '../games/index.ts'

/**
 * The games feature's lobby parts for signed-in players (recent and favourite rows, hearts) with their
 * strings, after the first paint; a failed chunk load leaves them out rather than taking the lobby down.
 */
export const LobbyExtra = lazy<ComponentType<LobbyExtraProps>>(() =>
  Promise.all([loadLobbyExtras(), ensureAllStrings()]).then(
    ([m]) => m,
    () => ({ default: () => null }),
  ),
)
