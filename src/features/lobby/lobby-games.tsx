import { Suspense, useMemo, useState } from 'react'
import type { AppConfig } from '../../../contract/calls/config.ts'
import { useTranslation } from '../../i18n/index.ts'
import { EmptyState } from '../../ui/empty-state.tsx'
import { GridIcon, SearchIcon } from '../../ui/icons.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { TabPanel, Tabs } from '../../ui/tabs.tsx'
import { GameSection } from './game-section.tsx'
import { LobbyExtra } from './lobby-lazy.ts'
import s from './lobby-page.module.css'
import { lobbySections, visibleBrands } from './select.ts'

const ALL = 'all'

/** Category tabs over the per-type sections; 'All' shows every section with its home slice. */
export function LobbyGames({ config, isLoggedIn }: { config: AppConfig; isLoggedIn: boolean }) {
  const { t } = useTranslation()
  const [tab, setTab] = useState(ALL)
  const sections = useMemo(() => lobbySections(config), [config])
  const brandNames = useMemo(
    () => new Map(visibleBrands(config.appGameBrandList).map((b) => [b.id, b.name])),
    [config.appGameBrandList],
  )

  if (sections.length === 0) {
    return (
      <EmptyState icon={<GridIcon size={28} />} title={t('lobby.emptyTitle')} text={t('lobby.emptyText')} />
    )
  }

  // A tab whose type disappeared after a config refresh falls back to All.
  const current = sections.some((x) => String(x.type.id) === tab) ? tab : ALL
  const shown = current === ALL ? sections : sections.filter((x) => String(x.type.id) === current)
  const items = [
    { id: ALL, label: t('lobby.all') },
    ...sections.map((x) => ({ id: String(x.type.id), label: x.type.name })),
  ]

  return (
    <div className={s.games}>
      {isLoggedIn ? (
        <Suspense fallback={null}>
          <LobbyExtra part="rows" config={config} />
        </Suspense>
      ) : null}
      <div className={s.bar}>
        <Tabs base="lobby" items={items} value={current} onChange={setTab} label={t('lobby.categories')} />
        {/* For visitors too, and not in the lazy chunk: the first thing to draw with the tabs. */}
        <AppLink href="/game/search" className={s.search} aria-label={t('nav.search')}>
          <SearchIcon size={20} />
        </AppLink>
      </div>
      <TabPanel base="lobby" id={current}>
        <div className={s.sections}>
          {shown.map((section) => (
            <GameSection
              key={section.type.id}
              section={section}
              show={config.gameShowNum}
              brandNames={brandNames}
              resourceBase={config.settings.gameResourceUrl}
              isLoggedIn={isLoggedIn}
            />
          ))}
        </div>
      </TabPanel>
    </div>
  )
}
