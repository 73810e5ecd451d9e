import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useAppConfig } from '../../api/app-config.ts'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/index.ts'
import { ButtonLabel, buttonClass } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { TabPanel, Tabs } from '../../ui/tabs.tsx'
import { gameDataUserQueryOptions } from './api/game-data-user.ts'
import { gamesOf, playableCatalogue } from './catalogue.ts'
import { GameGrid } from './components/game-grid.tsx'
import { HeartIcon } from './components/heart-icon.tsx'
import s from './games.module.css'

type Tab = 'favourites' | 'recent'

/** /member/games: the player's favourites and recently played games, each a tab, with empty states. */
export function MemberGamesPage() {
  const { t } = useTranslation()
  const { extras } = useSession()
  const [tab, setTab] = useState<Tab>('favourites')
  // Refreshes the session's lists from the server (another device may have changed them).
  useQuery(gameDataUserQueryOptions())
  const config = useAppConfig().data
  const catalogue = useMemo(() => (config?.appGameList ? playableCatalogue(config) : null), [config])
  const ids = tab === 'favourites' ? extras.gameLikeIds : extras.gameHistory
  const games = catalogue ? gamesOf(catalogue, ids) : []

  let body: React.ReactNode
  if (!catalogue || !config) body = <Spinner />
  else if (games.length === 0)
    body = (
      <EmptyState
        icon={tab === 'favourites' ? <HeartIcon size={28} /> : undefined}
        title={t(`games.member.${tab}EmptyTitle`)}
        text={t(`games.member.${tab}EmptyText`)}
        action={
          <AppLink href={tab === 'favourites' ? '/game/search' : '/'} className={buttonClass({ wrap: true })}>
            <ButtonLabel>
              {t(tab === 'favourites' ? 'games.member.browse' : 'games.member.toLobby')}
            </ButtonLabel>
          </AppLink>
        }
      />
    )
  else
    body = (
      <GameGrid
        games={games}
        brandNames={catalogue.brandNames}
        resourceBase={config.settings.gameResourceUrl}
      />
    )

  return (
    <>
      <PageHeader title={t('games.member.title')} fallback="/member" />
      <PageBody>
        <div className={s.stack}>
          <Tabs
            base="member-games"
            variant="underline"
            label={t('games.member.title')}
            value={tab}
            onChange={(id) => setTab(id as Tab)}
            items={[
              { id: 'favourites', label: t('games.member.favourites') },
              { id: 'recent', label: t('games.member.recent') },
            ]}
          />
          <TabPanel base="member-games" id={tab}>
            {body}
          </TabPanel>
        </div>
      </PageBody>
    </>
  )
}
