import { Suspense, useId, useRef, useState } from 'react'
import type { GameType } from '../../../contract/calls/config.ts'
import { resourceUrl } from '../../api/resource-url.ts'
import { useTranslation } from '../../i18n/index.ts'
import { useTrackView } from '../../platform/track.tsx'
import { Button } from '../../ui/button.tsx'
import { ChevronDownIcon } from '../../ui/icons.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { NearViewport, useNearViewport } from '../../ui/use-near-viewport.ts'
import { GameCard } from './game-card.tsx'
import s from './game-section.module.css'
import { LobbyExtra } from './lobby-lazy.ts'
import { canShowMore, gameClickHref, type LobbySection, type ShowNum, sliceGames } from './select.ts'

interface GameSectionProps {
  section: LobbySection
  show: ShowNum
  brandNames: ReadonlyMap<number, string>
  resourceBase: string
  isLoggedIn: boolean
}

/** A section's 'See all': the search page filtered to the type (spec 2: /game/search's type filter). */
export const seeAllHref = (typeId: number): string => `/game/search?typeId=${typeId}`

/** Desktop shows the home slice as whole rows: mainPageNum columns when that fits, else two rows. */
const desktopColumns = (mainPageNum: number) =>
  mainPageNum <= 9 ? Math.max(mainPageNum, 4) : Math.ceil(mainPageNum / 2)

export function GameSection({ section, show, brandNames, resourceBase, isLoggedIn }: GameSectionProps) {
  const { t } = useTranslation()
  const headingId = useId()
  const listId = useId()
  const [expanded, setExpanded] = useState(false)
  const { type, games } = section
  const ref = useRef<HTMLElement>(null)
  useTrackView(ref, `game_type_${type.id}`)
  // The cards' art and the type's icon load once the section comes near the viewport.
  const near = useNearViewport(ref)
  const visible = sliceGames(games, expanded, show)

  return (
    <section ref={ref} className={s.section} aria-labelledby={headingId}>
      <div className={s.head}>
        <TypeIcon type={type} base={resourceBase} near={near} />
        <h2 id={headingId} className={s.title}>
          {type.name}
        </h2>
        <span className={s.count}>{games.length}</span>
        {/* Every game of the type, in the search page (the section shows at most allNum). */}
        <AppLink href={seeAllHref(type.id)} className={s.seeAll}>
          {t('lobby.seeAll')} <span className="visually-hidden">{type.name}</span>
        </AppLink>
      </div>
      <NearViewport value={near}>
        <ul
          id={listId}
          className={s.grid}
          style={{ '--desktop-cols': desktopColumns(show.mainPageNum) } as React.CSSProperties}
        >
          {visible.map((game) => (
            <li key={game.id} className={s.cell}>
              <GameCard
                game={game}
                brandName={brandNames.get(game.brandId) ?? ''}
                resourceBase={resourceBase}
                href={gameClickHref(game.id, isLoggedIn)}
              />
              {isLoggedIn ? (
                <Suspense fallback={null}>
                  <LobbyExtra part="like" gameId={game.id} name={game.name} />
                </Suspense>
              ) : null}
            </li>
          ))}
        </ul>
      </NearViewport>
      {canShowMore(games.length, show) ? (
        <Button
          variant="secondary"
          size="sm"
          className={s.more}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
          icon={<ChevronDownIcon size={16} className={expanded ? s.flip : undefined} />}
        >
          {expanded ? t('lobby.showLess') : t('lobby.more', { name: type.name })}
        </Button>
      ) : null}
    </section>
  )
}

/** The type's icon once the section is near the viewport (an SVG document each, like the games' art). */
function TypeIcon({ type, base, near }: { type: GameType; base: string; near: boolean }) {
  const [failed, setFailed] = useState(false)
  if (!type.icon || failed) return <span className={s.iconFallback} aria-hidden="true" />
  if (!near) return <span className={s.icon} aria-hidden="true" />
  return (
    <img
      className={s.icon}
      src={resourceUrl(base, type.icon)}
      alt=""
      width={28}
      height={28}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  )
}
