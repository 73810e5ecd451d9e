import { memo } from 'react'
import type { Game } from '../../../../contract/calls/config.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { GameArt, gameCardClass } from '../../../ui/game-art.tsx'
import { AppLink } from '../../../ui/nav-link.tsx'
import { gameStartHref } from '../catalogue.ts'
import s from './game-tile.module.css'
import { LikeButton } from './like-button.tsx'

interface GameTileProps {
  game: Game
  brandName: string
  resourceBase: string
  /** The art is fetched at once, at high priority (the first tiles of a grid). */
  priority?: boolean
}

/**
 * A game in search results and the player's rows: the art, name and studio link to real play; a heart for
 * signed-in players; "Demo" when the catalogue offers it. Anonymous players reach the login page through
 * /game/start's guard and come back.
 */
export const GameTile = memo(function GameTile({
  game,
  brandName,
  resourceBase,
  priority = false,
}: GameTileProps) {
  const { t } = useTranslation()
  return (
    <div className={`${s.tile} ${game.tryIt ? s.withDemo : ''}`}>
      {/* Named by its visible text (name and studio), as WCAG 2.5.3 asks: no aria-label over it. */}
      <AppLink href={gameStartHref(game.id)} className={gameCardClass}>
        <GameArt game={game} brandName={brandName} resourceBase={resourceBase} priority={priority} />
      </AppLink>
      {/* Beside (not inside) the card's link: a button or link inside a link is not valid markup. */}
      <span className={s.like}>
        <LikeButton gameId={game.id} name={game.name} />
      </span>
      {game.tryIt ? (
        <AppLink
          href={gameStartHref(game.id, 1)}
          className={s.demo}
          aria-label={t('games.tryLabel', { name: game.name })}
        >
          {t('games.try')}
        </AppLink>
      ) : null}
    </div>
  )
})
