import { useEffect } from 'react'
import { useAppConfig } from '../../api/app-config.ts'
import { errorMessageKey } from '../../api/errors.ts'
import { useSession } from '../../api/session.ts'
import { useLocale, useTranslation } from '../../i18n/index.ts'
import { ErrorState } from '../../ui/error-state.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { BrandBar } from '../../ui/top-nav.tsx'
import { BrandRow } from './brand-row.tsx'
import { LobbyBanner } from './lobby-banner.tsx'
import { LobbyGames } from './lobby-games.tsx'
import s from './lobby-page.module.css'
import { LobbySkeleton } from './lobby-skeleton.tsx'
import { saveLobbySnapshot } from './lobby-snapshot.ts'
import { NoticeMarquee } from './notice-marquee.tsx'
import { hasCatalogue, lobbyAdUrl, marqueeNotices, visibleBrands } from './select.ts'

/**
 * Home. Paints from the persisted config at once (notices, banner), while the catalogue - which is
 * never persisted in localStorage - arrives from the service worker or the network.
 */
export function LobbyPage() {
  const { t } = useTranslation()
  const { isLoggedIn } = useSession()
  const query = useAppConfig()
  const config = query.data
  const retry = () => void query.refetch()
  const locale = useLocale()
  // What the lobby shows changes with the data and the session: re-kept after either changes.
  const shown = config && hasCatalogue(config) ? `${query.dataUpdatedAt}:${isLoggedIn}` : ''

  // Once the games are on screen, keep their markup for the next start (when the browser is idle).
  useEffect(() => {
    if (!shown) return
    const save = () => {
      const shell = document.querySelector('[data-app-shell]')
      if (shell) saveLobbySnapshot(shell, locale)
    }
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(save, 1_000)
      return () => clearTimeout(timer)
    }
    const idle = requestIdleCallback(save, { timeout: 5_000 })
    return () => cancelIdleCallback(idle)
  }, [shown, locale])

  let games: React.ReactNode
  if (config && hasCatalogue(config)) {
    games = <LobbyGames config={config} isLoggedIn={isLoggedIn} />
  } else if (query.isError && query.fetchStatus !== 'fetching') {
    games = (
      <ErrorState title={t('lobby.errorTitle')} text={t(errorMessageKey(query.error))} onRetry={retry} />
    )
  } else {
    games = <LobbySkeleton withBanner={!config} />
  }

  return (
    <>
      <BrandBar />
      <PageBody>
        <h1 className="visually-hidden">{t('titles.home')}</h1>
        <div className={s.stack} aria-busy={query.isFetching && !config}>
          {config ? (
            <>
              <NoticeMarquee notices={marqueeNotices(config.appNoticeConfigList)} />
              <LobbyBanner
                adUrl={lobbyAdUrl(config)}
                bonusAmount={config.clientConfig.lobbyBonusAmount}
                isLoggedIn={isLoggedIn}
              />
            </>
          ) : null}
          {games}
          {config && hasCatalogue(config) ? (
            <BrandRow
              brands={visibleBrands(config.appGameBrandList)}
              resourceBase={config.settings.gameResourceUrl}
            />
          ) : null}
        </div>
      </PageBody>
    </>
  )
}
