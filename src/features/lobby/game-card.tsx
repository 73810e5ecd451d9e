import { memo, useState } from 'react'
import type { Game } from '../../../contract/calls/config.ts'
import { resourceUrl } from '../../api/resource-url.ts'
import { useTranslation } from '../../i18n/index.ts'
import { trackClick } from '../../platform/track.tsx'
import { FlameIcon, SparkIcon } from '../../ui/icons.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import s from './game-card.module.css'

interface GameCardProps {
  game: Game
  brandName: string
  resourceBase: string
  href: string
}

/**
 * A game tile. The box keeps the art's 3:4 ratio before the lazy image arrives, so the grid never
 * jumps; a broken image leaves the placeholder (initial + gradient) instead of a broken-image icon.
 */
export const GameCard = memo(function GameCard({ game, brandName, resourceBase, href }: GameCardProps) {
  const { t } = useTranslation()
  const [failed, setFailed] = useState(false)
  const src = resourceUrl(resourceBase, game.img)
  return (
    <AppLink
      href={href}
      onClick={() => trackClick(String(game.id))}
      className={s.card}
      aria-label={`${t('lobby.play', { name: game.name })}, ${brandName}`}
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
        {game.isHot || game.isNew ? (
          <span className={`${s.badge} ${game.isHot ? s.hot : s.new}`}>
            {game.isHot ? <FlameIcon size={12} /> : <SparkIcon size={12} />}
            {game.isHot ? t('lobby.hot') : t('lobby.new')}
          </span>
        ) : null}
      </span>
      {/* Element Timing: when a game's name is first painted (npm run bench:load reads it). */}
      <span className={s.name} elementtiming="lobby-card">
        {game.name}
      </span>
      <span className={s.brand}>{brandName}</span>
    </AppLink>
  )
})
