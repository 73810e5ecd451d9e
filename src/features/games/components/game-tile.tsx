import { memo, useState } from 'react'
import type { Game } from '../../../../contract/calls/config.ts'
import { resourceUrl } from '../../../api/resource-url.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { AppLink } from '../../../ui/nav-link.tsx'
import { gameStartHref } from '../catalogue.ts'
import s from './game-tile.module.css'
import { LikeButton } from './like-button.tsx'

interface GameTileProps {
  game: Game
  brandName: string
  resourceBase: string
}

/**
 * A game in search results and the player's rows: the art (lazy, over a placeholder with the initial),
 * name and studio link to real play; a heart for signed-in players; "Demo" when the catalogue offers it.
 * Anonymous players reach the login page through /game/start's guard and come back.
 */
export const GameTile = memo(function GameTile({ game, brandName, resourceBase }: GameTileProps) {
  const { t } = useTranslation()
  const [failed, setFailed] = useState(false)
  const src = resourceUrl(resourceBase, game.img)
  return (
    <div className={`${s.tile} ${game.tryIt ? s.withDemo : ''}`}>
      <AppLink
        href={gameStartHref(game.id)}
        className={s.card}
        aria-label={t('games.play', { name: game.name, brand: brandName })}
      >
        <span className={s.thumb} data-initial={game.name.slice(0, 1).toUpperCase()}>
          {src && !failed ? (
            <img
              src={src}
              alt=""
              width={180}
              height={240}
              loading="lazy"
              decoding="async"
              onError={() => setFailed(true)}
            />
          ) : null}
        </span>
        <span className={s.name}>{game.name}</span>
        <span className={s.brand}>{brandName}</span>
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
