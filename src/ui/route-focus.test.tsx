import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useRouteFocus } from './route-focus.ts'

afterEach(cleanup)

function Shell() {
  useRouteFocus()
  return (
    <>
      <button type="button">Stays</button>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  )
}

function setup() {
  const root = createRootRoute({ component: Shell })
  const pageA = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <button type="button">On A</button>,
  })
  const pageB = createRoute({ getParentRoute: () => root, path: '/b', component: () => <p>Page B</p> })
  const router = createRouter({
    routeTree: root.addChildren([pageA, pageB]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(<RouterProvider router={router} />)
  return router
}

const active = () => document.activeElement

describe('useRouteFocus', () => {
  it('leaves focus alone on the first page', async () => {
    setup()
    await screen.findByRole('button', { name: 'On A' })
    expect(active()).toBe(document.body)
  })

  it('moves focus to <main> when the page change removed the focused control', async () => {
    const router = setup()
    const control = await screen.findByRole('button', { name: 'On A' })
    control.focus()
    await act(() => router.navigate({ to: '/b' as never }))
    await screen.findByText('Page B')
    expect(active()?.id).toBe('main')
  })

  it('keeps focus on a control the page change left in place', async () => {
    const router = setup()
    await screen.findByRole('button', { name: 'On A' })
    const stays = screen.getByRole('button', { name: 'Stays' })
    stays.focus()
    await act(() => router.navigate({ to: '/b' as never }))
    await screen.findByText('Page B')
    expect(active()).toBe(stays)
  })

  it('does not count a change of search params as a new page', async () => {
    const router = setup()
    await screen.findByRole('button', { name: 'On A' })
    await act(() => router.navigate({ to: '/', search: { tab: 'x' } as never }))
    expect(active()).toBe(document.body)
  })
})
