import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '../../i18n/index.ts'
import { activeBonusTab, BonusTabs } from './bonus-tabs.tsx'

async function renderAt(path: string) {
  const router = createRouter({
    routeTree: createRootRoute({ component: BonusTabs }),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  render(<RouterProvider router={router} />)
  return screen.findByRole('navigation', { name: 'Promotion sections' })
}

describe('/bonus tabs', () => {
  it('the tab of a path: exact, under it, or the first', () => {
    expect(activeBonusTab('/bonus')?.href).toBe('/bonus')
    expect(activeBonusTab('/bonus/')?.href).toBe('/bonus')
    expect(activeBonusTab('/bonus/tasks')?.href).toBe('/bonus/tasks')
    expect(activeBonusTab('/bonus/rebate')?.href).toBe('/bonus/rebate')
    expect(activeBonusTab('/bonus/unknown')?.href).toBe('/bonus')
  })

  it('a labelled nav of links, only the current one marked aria-current=page', async () => {
    const nav = await renderAt('/bonus/tasks?group=1')
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('aria-current')])
    expect(links).toEqual([
      ['Promotions', null],
      ['Tasks', 'page'],
      ['VIP', null],
      ['Rebate', null],
    ])
  })
})
