import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { AppConfig } from '../../../contract/calls/config.ts'
import { useSession } from '../../api/session.ts'
import { backgroundRefresh } from '../../api/session-refresh.ts'
import { useTranslation } from '../../i18n/index.ts'
import { AppLink } from '../../ui/nav-link.tsx'
import { gameDataUserQueryOptions } from './api/game-data-user.ts'
import { gamesOf, playableCatalogue } from './catalogue.ts'
import { GameGrid } from './components/game-grid.tsx'
import { LikeButton } from './components/like-button.tsx'
import s from './lobby-extras.module.css'

/**
 * What the games feature adds to the lobby, loaded after the lobby's first paint (a lazy chunk: none of
 * it is needed to draw the anonymous lobby, and the first load is on a tight budget).
 */

/**
 * "Recent" and "Favourites" rows for signed-in players; each hidden while empty. Painted from the stored
 * extras, then from the server's lists (read here too, so favourites and plays made on another device or
 * page show without a visit to /member/games; the card hearts read the same extras).
 */
export function PlayerRows({ config }: { config: AppConfig }) {
  const { t } = useTranslation()
  const { extras, isLoggedIn } = useSession()
  useQuery({ ...gameDataUserQueryOptions(), ...backgroundRefresh, enabled: isLoggedIn })
  const catalogue = useMemo(() => playableCatalogue(config), [config])
  if (!isLoggedIn) return null
  const rows = [
    { id: 'recent', title: t('games.rows.recent'), games: gamesOf(catalogue, extras.gameHistory) },
    { id: 'favourites', title: t('games.rows.favourites'), games: gamesOf(catalogue, extras.gameLikeIds) },
  ].filter((row) => row.games.length > 0)
  if (rows.length === 0) return null
  return (
    <div className={s.rows} data-no-snapshot="">
      {rows.map((row) => (
        <section key={row.id} className={s.row} aria-label={row.title} data-testid={`lobby-row-${row.id}`}>
          <div className={s.head}>
            <h2 className={s.title}>{row.title}</h2>
            <AppLink href="/member/games" className={s.all}>
              {t('games.rows.all')}
            </AppLink>
          </div>
          <GameGrid
            row
            games={row.games}
            brandNames={catalogue.brandNames}
            resourceBase={config.settings.gameResourceUrl}
          />
        </section>
      ))}
    </div>
  )
}

/** The heart over a lobby game card (signed-in players only). */
export function CardLike({ gameId, name }: { gameId: number; name: string }) {
  return (
    <span className={s.cardLike}>
      <LikeButton gameId={gameId} name={name} />
    </span>
  )
}

export type LobbyExtraProps =
  | { part: 'rows'; config: AppConfig }
  | { part: 'like'; gameId: number; name: string }

/** The one component the lobby loads lazily (one import, one lazy wrapper: the first load is tight). */
export default function LobbyExtra(props: LobbyExtraProps) {
  if (props.part === 'rows') return <PlayerRows config={props.config} />
  return <CardLike gameId={props.gameId} name={props.name} />
}
