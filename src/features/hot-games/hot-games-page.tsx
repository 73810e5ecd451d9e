import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useAppConfig } from '../../api/app-config.ts'
import { useLocale, useTranslation } from '../../i18n/index.ts'
import { FlameIcon } from '../../ui/icons.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { useMoney } from '../../ui/money.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { playableCatalogue } from '../games/index.ts'
import { HotGameList } from './hot-game-list.tsx'
import s from './hot-games.module.css'
import { hotGamesQueryOptions } from './hot-games-api.ts'
import { formatMultiplier, formatUtcDay } from './hot-games-format.ts'

/**
 * /activity/slotshack (SlotsHack, no navbar): today's hot games from real round results on this site,
 * the biggest multipliers and the most played. No predictions: the page says results are random.
 */
export function HotGamesPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const money = useMoney()
  const query = useQuery(hotGamesQueryOptions())
  const config = useAppConfig().data
  const catalogue = useMemo(() => (config?.appGameList ? playableCatalogue(config) : null), [config])
  const data = query.data
  return (
    <>
      <PageHeader title={t('hotGames.title')} />
      <PageBody>
        <div className={s.stack}>
          <p className={s.note} role="note">
            <FlameIcon size={16} /> {t('hotGames.note')}
          </p>
          {!data || !catalogue || !config ? (
            <QueryState query={query} errorTitle={t('hotGames.loadError')} />
          ) : (
            <>
              <p className={s.day}>{t('hotGames.day', { day: formatUtcDay(data.day, locale) })}</p>
              <HotGameList
                title={t('hotGames.biggestTitle')}
                emptyText={t('hotGames.emptyBiggest')}
                catalogue={catalogue}
                resourceBase={config.settings.gameResourceUrl}
                rows={data.biggestMultipliers.map((r) => ({
                  gameId: r.gameId,
                  figure: formatMultiplier(r.multiplier, locale),
                  detail: t('hotGames.betWon', { bet: money(r.bet, 'amount'), win: money(r.win, 'amount') }),
                }))}
              />
              <HotGameList
                title={t('hotGames.mostPlayedTitle')}
                emptyText={t('hotGames.emptyPlayed')}
                catalogue={catalogue}
                resourceBase={config.settings.gameResourceUrl}
                rows={data.mostPlayed.map((r) => ({
                  gameId: r.gameId,
                  figure: t('hotGames.rounds', { count: r.rounds }),
                }))}
              />
            </>
          )}
        </div>
      </PageBody>
    </>
  )
}
