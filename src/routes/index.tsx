import { createFileRoute } from '@tanstack/react-router'
import { LobbyPage } from '../features/lobby/lobby-page.tsx'

export const Route = createFileRoute('/')({
  // The lobby is the landing page: ship it with the shell instead of a lazy chunk fetched after it
  // (one round trip less before the games paint; it is in the first-load budget either way).
  codeSplitGroupings: [],
  staticData: { titleKey: 'titles.home' },
  component: LobbyPage,
})
