import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '../i18n/index.ts'
import { ServerError } from './server-error.tsx'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('ServerError', () => {
  it("shows 'Internal Server Error' for a failing route and retries it", async () => {
    // The router and the component log the failure; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    let fail = true
    const rootRoute = createRootRoute()
    const page = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      loader: () => {
        if (fail) throw new Error('boom')
      },
      component: () => <p>recovered</p>,
    })
    const router = createRouter({
      routeTree: rootRoute.addChildren([page]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      defaultErrorComponent: ServerError,
    })
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('recovered')).toBeTruthy()
  })
})
