import { useDeferredValue } from 'react'
import type { Game } from '../../../../contract/calls/config.ts'
import s from './game-grid.module.css'
import { GameTile } from './game-tile.tsx'

interface GameGridProps {
  games: readonly Game[]
  brandNames: ReadonlyMap<number, string>
  resourceBase: string
  /** One scrolling row (the lobby's player rows) instead of a wrapping grid. */
  row?: boolean
}

/**
 * Tiles in the first render: a phone's screen and a desktop's first rows. The rest follow in a
 * background render that React slices into short tasks, so a cold /game/search is not one long task
 * building 63 tiles before the first of them is painted.
 */
export const FIRST_RENDER_TILES = 12

/** How many of the first tiles fetch their art at once, at high priority: the page's largest paint. */
const PRIORITY_TILES = 3

export function GameGrid({ games, brandNames, resourceBase, row = false }: GameGridProps) {
  const shown = useDeferredValue(games.length, Math.min(games.length, FIRST_RENDER_TILES))
  return (
    <ul className={row ? s.row : s.grid}>
      {games.slice(0, shown).map((game, i) => (
        <li key={game.id}>
          <GameTile
            game={game}
            brandName={brandNames.get(game.brandId) ?? ''}
            resourceBase={resourceBase}
            priority={!row && i < PRIORITY_TILES}
          />
        </li>
      ))}
    </ul>
  )
}
