import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { ok, stubFetch } from '../../api/fetch-stub.test-util.ts'
import '../../i18n/index.ts'
import { ServicePage } from './service-page.tsx'

function renderPage(queue: Array<{ id: number; itemType: number; param1: string; param2: string }>) {
  stubFetch(ok({ appCustomerServiceQueue: queue }))
  const client = clientWithConfig(testConfig())
  const root = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <ServicePage />
      </QueryClientProvider>
    ),
  })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
}

isolateFormTests()

describe('ServicePage', () => {
  it('shows only working channels: no live chat at a placeholder address', async () => {
    renderPage([
      { id: 1, itemType: 1, param1: 'Live chat', param2: 'https://chat.luckylobby.example/widget' },
      { id: 2, itemType: 2, param1: 'E-mail', param2: 'mailto:support@luckylobby.example' },
      { id: 3, itemType: 3, param1: 'Telegram', param2: 'https://t.me/SomeDesk' },
    ])
    expect(await screen.findByRole('link', { name: 'Telegram' })).toBeTruthy()
    expect(screen.queryByText('Live chat')).toBeNull()
    expect(screen.queryByText('E-mail')).toBeNull()
  })

  it('says plainly that no channel is open, and points at the FAQ', async () => {
    renderPage([
      { id: 1, itemType: 1, param1: 'Live chat', param2: 'https://chat.luckylobby.example/widget' },
    ])
    expect(await screen.findByText('No customer-service channels are available right now.')).toBeTruthy()
    expect(screen.getByText('The FAQ below answers the most common questions.')).toBeTruthy()
    expect(screen.queryByText('Our team is here for you around the clock.')).toBeNull()
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq')
  })
})
