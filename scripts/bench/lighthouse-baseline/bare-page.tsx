// What the bench's reference pages share (main.tsx, and ../lighthouse-card-baseline/main.tsx): the one
// request, our server's `anonymous/appConfig` with the lobby's headers and body fields, and the mount.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type AnyRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

export interface Game {
  id: number
  name: string
}

/** The body fields spec 7 adds to every call, as the app's build sends them. */
export const CLIENT_FIELDS = {
  appId: 'lucky-lobby',
  channel: 'WEB',
  clientReferrer: '',
  platform: 0 as const,
  appVersion: '1.1.1',
}

/** The catalogue's games, from the same call (and reply) the lobby's first screen needs. */
export async function fetchGames(fingerprint: string = crypto.randomUUID()): Promise<Game[]> {
  const reply = await fetch('/app/v1/anonymous/appConfig', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      fingerprint,
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify(CLIENT_FIELDS),
  })
  const body = (await reply.json()) as { data?: { appGameList?: Game[] } }
  return body.data?.appGameList ?? []
}

export function mount(router: AnyRouter, queryClient: QueryClient): void {
  const root = document.getElementById('root')
  if (!root) throw new Error('#root missing')
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
}
