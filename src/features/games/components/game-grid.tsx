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

export function GameGrid({ games, brandNames, resourceBase, row = false }: GameGridProps) {
  return (
    <ul className={row ? s.row : s.grid}>
      {games.map((game) => (
        <li key={game.id}>
          <GameTile game={game} brandName={brandNames.get(game.brandId) ?? ''} resourceBase={resourceBase} />
        </li>
      ))}
    </ul>
  )
}
