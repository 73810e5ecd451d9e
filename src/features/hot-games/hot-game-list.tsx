import { useId } from 'react'
import { resourceUrl } from '../../api/resource-url.ts'
import { useTranslation } from '../../i18n/index.ts'
import { ChevronRightIcon } from '../../ui/icons.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { gameStartHref, type playableCatalogue } from '../games/index.ts'
import s from './hot-games.module.css'

export interface HotGameRow {
  gameId: number
  /** The figure the list is ranked by ("×25.50", "12 rounds"). */
  figure: string
  detail?: string
}

interface HotGameListProps {
  title: string
  emptyText: string
  rows: HotGameRow[]
  catalogue: ReturnType<typeof playableCatalogue>
  resourceBase: string
}

/** A ranked list of games, each a link that opens it to play; games the lobby does not offer are left out. */
export function HotGameList({ title, emptyText, rows, catalogue, resourceBase }: HotGameListProps) {
  const { t } = useTranslation()
  const headingId = useId()
  const shown = rows.flatMap((r) => {
    const game = catalogue.byId.get(r.gameId)
    return game ? [{ ...r, game }] : []
  })
  return (
    <section className={s.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.sectionTitle}>
        {title}
      </h2>
      {shown.length === 0 ? (
        <p className={s.empty}>{emptyText}</p>
      ) : (
        <ol className={s.list}>
          {shown.map((r, i) => {
            const src = resourceUrl(resourceBase, r.game.img)
            return (
              <li key={r.gameId}>
                <AppLink href={gameStartHref(r.gameId)} className={s.row}>
                  <span className={s.rank}>{i + 1}</span>
                  <span className={s.thumb} data-initial={r.game.name.slice(0, 1).toUpperCase()}>
                    {src ? (
                      <img src={src} alt="" width={36} height={48} loading="lazy" decoding="async" />
                    ) : null}
                  </span>
                  <span className={s.text}>
                    <span className={s.name}>{r.game.name}</span>
                    {r.detail ? <span className={s.detail}>{r.detail}</span> : null}
                  </span>
                  <span className={s.figure}>{r.figure}</span>
                  <span className={s.play}>
                    {t('hotGames.play')}
                    <ChevronRightIcon size={14} />
                  </span>
                </AppLink>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
