import { memo } from 'react'
import type { Game } from '../../../contract/calls/config.ts'
import { useTranslation } from '../../i18n/index.ts'
import { trackClick } from '../../platform/track.tsx'
import { GameArt, gameCardClass } from '../../ui/game-art.tsx'
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
 * A game in the lobby: its art (with a hot or new badge), name and studio, linking to `href`. The link is
 * named by what it shows ("Hot Copper Canyon Gold Copperfox Studios"): no aria-label, so the name a
 * screen reader reads and a voice-control user speaks is the visible text (WCAG 2.5.3 Label in Name).
 */
export const GameCard = memo(function GameCard({ game, brandName, resourceBase, href }: GameCardProps) {
  const { t } = useTranslation()
  return (
    <AppLink href={href} onClick={() => trackClick(String(game.id))} className={gameCardClass}>
      <GameArt game={game} brandName={brandName} resourceBase={resourceBase}>
        {game.isHot || game.isNew ? (
          <span className={`${s.badge} ${game.isHot ? s.hot : s.new}`}>
            {game.isHot ? <FlameIcon size={12} /> : <SparkIcon size={12} />}
            <span className={s.label}>{game.isHot ? t('lobby.hot') : t('lobby.new')}</span>
          </span>
        ) : null}
      </GameArt>
    </AppLink>
  )
})
