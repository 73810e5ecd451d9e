import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCanGoBack, useRouter } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { uuid } from '../../../../contract/uuid.ts'
import { useAppConfig } from '../../../api/app-config.ts'
import { QueryRoot } from '../../../api/query-keys.ts'
import { resourceUrl } from '../../../api/resource-url.ts'
import { updateUser } from '../../../api/session.ts'
import { useLocale, useTranslation } from '../../../i18n/index.ts'
import { useGameHeartbeat } from '../../../platform/heartbeat.ts'
import { trackEvent } from '../../../platform/track.tsx'
import { useOnline } from '../../../platform/use-online.ts'
import { CloseIcon } from '../../../ui/icons.tsx'
import { Spinner } from '../../../ui/spinner.tsx'
import { refreshDataQueryOptions } from '../../auth/index.ts'
import { exitGame, startGameQueryOptions } from '../api/start-game.ts'
import { playableCatalogue } from '../catalogue.ts'
import { LikeButton } from '../components/like-button.tsx'
import { recordLocalStart } from '../history.ts'
import s from './game-start.module.css'
import { StartError } from './start-error.tsx'
import { startFailure } from './start-errors.ts'
import type { RawGameStartSearch } from './start-params.ts'
import { type GameStartSearch, parseGameStartSearch } from './start-search.ts'

/** The game page posts its balance after each round (server/provider); real play only. */
const BALANCE_MESSAGE = 'lucky-lobby:balance'

/**
 * /game/start: asks startGame for a launch URL and shows the game full-screen in a frame, with a close
 * button that ends the session (exitGame), brings the balance up to date and goes back.
 */
export function GameStartPage({ search }: { search: RawGameStartSearch }) {
  const params = useMemo(() => parseGameStartSearch(search), [search])
  const leave = useLeave()
  if (!params) return <Screen title="" onClose={() => leave()} body={<StartError failure="notFound" />} />
  return <GameSession key={`${params.gameId}:${params.tryIt}`} params={params} />
}

function GameSession({ params }: { params: GameStartSearch }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const online = useOnline()
  const queryClient = useQueryClient()
  const leave = useLeave()
  // A new visit id starts a new launch (the URL's token works once); retry after a failure makes one.
  const [visit, setVisit] = useState(uuid)
  const [closing, setClosing] = useState(false)
  const start = useQuery({ ...startGameQueryOptions(params, locale, visit), enabled: online })
  const reply = start.data
  const config = useAppConfig().data
  const game = useMemo(
    () => (config ? playableCatalogue(config).byId.get(params.gameId) : undefined),
    [config, params.gameId],
  )

  useGameHeartbeat(reply ? params.gameId : null)
  useEffect(() => {
    if (!reply) return
    recordLocalStart(params.gameId)
    // Spec 7's click_room: the player entered a game (its launch answered), demo or real.
    void trackEvent('click_room', String(params.gameId), { mode: reply.demo ? 'demo' : 'real' })
  }, [reply, params.gameId])
  useBalanceMessages(reply !== undefined && !reply.demo)
  // Leaving any other way (browser back, a link) still ends the session, without waiting for it.
  const closed = useRef(false)
  useEffect(() => {
    const sessionId = reply?.sessionId
    if (!sessionId) return
    return () => {
      if (!closed.current) void exitGame(sessionId).catch(() => undefined)
    }
  }, [reply?.sessionId])

  const close = async () => {
    if (closing) return
    setClosing(true)
    closed.current = true
    if (reply) {
      try {
        updateUser({ coin: (await exitGame(reply.sessionId)).coin })
      } catch {
        // The balance is refreshed below anyway; an open session is closed by the next start.
      }
    }
    void queryClient.invalidateQueries({ queryKey: refreshDataQueryOptions().queryKey })
    void queryClient.invalidateQueries({ queryKey: [QueryRoot.user] })
    leave()
  }

  const title = game?.name ?? t('games.start.title')
  let body: React.ReactNode
  if (reply) {
    body = (
      <iframe
        className={s.frame}
        src={reply.url}
        title={t('games.start.frameTitle', { name: title })}
        allow="autoplay; fullscreen"
        allowFullScreen
        data-testid="game-frame"
      />
    )
  } else if (!online) {
    body = <StartError failure="offline" onRetry={() => setVisit(uuid())} />
  } else if (start.isError) {
    const failure = startFailure(start.error)
    body = <StartError failure={failure} onRetry={() => setVisit(uuid())} />
  } else {
    body = (
      <div className={s.centre} aria-busy="true" data-testid="game-loading">
        {game && config ? (
          <img className={s.thumb} src={resourceUrl(config.settings.gameResourceUrl, game.img)} alt="" />
        ) : null}
        <Spinner size={32} label={t('games.start.loading')} />
        <p className={s.loadingText}>{t('games.start.loading')}</p>
      </div>
    )
  }
  return (
    <Screen
      title={title}
      // Asked for, until the launch says otherwise: a game with no demo refuses it (and says so below).
      demo={reply ? reply.demo : params.tryIt === 1 && !start.isError}
      closing={closing}
      onClose={() => void close()}
      like={game ? <LikeButton gameId={game.id} name={game.name} variant="bar" /> : null}
      body={body}
    />
  )
}

function Screen(props: {
  title: string
  demo?: boolean
  closing?: boolean
  onClose: () => void
  like?: React.ReactNode
  body: React.ReactNode
}) {
  const { t } = useTranslation()
  useGameOpenMark()
  return (
    <div className={s.screen}>
      <div className={s.bar}>
        <div className={s.heading}>
          <h1 className={s.title}>{props.title}</h1>
          {props.demo ? <span className={s.demo}>{t('games.start.demo')}</span> : null}
        </div>
        {props.like}
        <button
          type="button"
          className={s.close}
          onClick={props.onClose}
          disabled={props.closing}
          aria-busy={props.closing || undefined}
          // Named here too: on a narrow bar the word is hidden and the cross stands alone.
          aria-label={t('games.start.close')}
        >
          <CloseIcon size={18} />
          <span className={s.closeLabel}>{t('games.start.close')}</span>
        </button>
      </div>
      <div className={s.stage}>{props.body}</div>
    </div>
  )
}

/**
 * Marks the document while a game fills the screen: toasts and the update bar then sit at the top, under
 * the game's bar, instead of over the game's own controls at the bottom (toast.module.css).
 */
function useGameOpenMark() {
  useEffect(() => {
    document.documentElement.dataset.gameOpen = ''
    return () => {
      delete document.documentElement.dataset.gameOpen
    }
  }, [])
}

/** Back where the player came from, or the lobby after a deep link or a reload. */
function useLeave() {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  return () => {
    if (canGoBack) router.history.back()
    else void router.navigate({ to: '/', replace: true })
  }
}

/** Keeps the header's balance in step while the game runs (messages from our own origin only). */
function useBalanceMessages(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return
      const data = e.data as { type?: unknown; balance?: unknown } | null
      if (
        data?.type === BALANCE_MESSAGE &&
        typeof data.balance === 'number' &&
        Number.isInteger(data.balance)
      )
        updateUser({ coin: data.balance })
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [enabled])
}
