import { type ReactNode, useRef, useState } from 'react'
import type { Game } from '../../contract/calls/config.ts'
import { resourceUrl } from '../api/resource-url.ts'
import s from './game-art.module.css'
import { useNearViewport } from './use-near-viewport.ts'

/** The class of a game card's link, around its GameArt. */
export const gameCardClass = s.card

interface GameArtProps {
  game: Pick<Game, 'name' | 'img'>
  brandName: string
  resourceBase: string
  /** Over the art (the lobby's hot or new badge). */
  children?: ReactNode
  /**
   * Fetched at once at high priority, without waiting to come near the viewport: for the first
   * tiles of a page, whose art is its largest paint.
   */
  priority?: boolean
}

/**
 * What a game card shows inside its link (the lobby's cards, the games pages' tiles): the art, fetched
 * once the card comes near the viewport (useNearViewport), over a placeholder with the initial; the
 * name; the studio. The box keeps the art's 3:4 ratio before the image
 * arrives, so a grid never jumps, and a broken image leaves the placeholder, not a broken-image icon.
 */
export function GameArt({ game, brandName, resourceBase, children, priority = false }: GameArtProps) {
  const [failed, setFailed] = useState(false)
  const thumb = useRef<HTMLSpanElement>(null)
  const near = useNearViewport(thumb) || priority
  const src = resourceUrl(resourceBase, game.img)
  return (
    <>
      <span ref={thumb} className={s.thumb} data-initial={game.name.slice(0, 1).toUpperCase()}>
        {src && near && !failed ? (
          <img
            src={src}
            alt=""
            width={180}
            height={240}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            onError={() => setFailed(true)}
          />
        ) : null}
        {children}
      </span>
      {/* Element Timing: when a game's name is first painted (npm run bench:load reads the lobby's). */}
      <span className={s.name} elementtiming="game-card">
        {game.name}
      </span>
      <span className={s.brand}>{brandName}</span>
    </>
  )
}
