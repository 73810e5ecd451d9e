import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import '../i18n/index.ts'
import { NotFound } from './not-found.tsx'

afterEach(cleanup)

function renderAt(path: string) {
  const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFound })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  render(<RouterProvider router={router} />)
}

describe('NotFound', () => {
  it('says which path was not found', async () => {
    renderAt('/no/such-page')
    expect(await screen.findByRole('heading', { name: 'Page Not Found: /no/such-page' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe('/')
  })

  it('shows the path as text, never as markup', async () => {
    renderAt('/<b>x</b>')
    const heading = await screen.findByRole('heading')
    expect(heading.querySelector('b')).toBeNull()
    expect(heading.textContent).toContain('Page Not Found: /')
  })
})
