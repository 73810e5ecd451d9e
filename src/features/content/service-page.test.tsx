import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { ok, stubFetch } from '../../api/fetch-stub.test-util.ts'
import '../../i18n/index.ts'
import { NATIVE_BRIDGE_NAME } from '../../platform/native.ts'
import { ServicePage } from './service-page.tsx'

type Entry = {
  id: number
  itemType: number
  param1: string
  param2: string
  openHours?: { from: number; to: number } | null
}

function renderPage(queue: Entry[]) {
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
    expect((await screen.findByRole('link', { name: /^Telegram/ })).textContent).toBe('TelegramOpen 24 hours')
    expect(screen.queryByText('Live chat')).toBeNull()
    expect(screen.queryByText('E-mail')).toBeNull()
  })

  it('says plainly that no channel is open, and points at the FAQ', async () => {
    renderPage([
      { id: 1, itemType: 1, param1: 'Live chat', param2: 'https://chat.luckylobby.example/widget' },
    ])
    expect(await screen.findByText('No customer-service channels are available right now.')).toBeTruthy()
    expect(screen.getByText('The FAQ below answers the most common questions.')).toBeTruthy()
    expect(screen.queryByText('Reach our team on any of the channels below.')).toBeNull()
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq')
  })

  afterEach(() => {
    vi.useRealTimers()
    delete (globalThis as Record<string, unknown>)[NATIVE_BRIDGE_NAME]
  })

  it('names each channel kind and shows its hours on the player clock, open or closed now', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-25T22:30:00Z'))
    renderPage([
      { id: 1, itemType: 1, param1: 'Live chat', param2: 'https://chat.operator.net/room', openHours: null },
      {
        id: 2,
        itemType: 4,
        param1: 'Desk',
        param2: 'https://wa.me/5511999999999',
        openHours: { from: 540, to: 1260 },
      },
      {
        id: 3,
        itemType: 2,
        param1: 'Mail us',
        param2: 'help@casino.com.br',
        openHours: { from: 1320, to: 360 },
      },
    ])
    expect(await screen.findByText('Reach our team on any of the channels below.')).toBeTruthy()
    expect(screen.getByText('Open 24 hours')).toBeTruthy()
    const whatsapp = screen.getByRole('link', { name: /Desk/ })
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/5511999999999')
    expect(whatsapp.textContent).toBe('DeskWhatsAppClosed now · 09:00 AM – 09:00 PM your time')
    const mail = screen.getByRole('link', { name: /Mail us/ })
    expect(mail.getAttribute('href')).toBe('mailto:help@casino.com.br')
    expect(mail.textContent).toBe('Mail usE-mailOpen now · 10:00 PM – 06:00 AM your time')
  })

  it('opens the online chat through the native shell when it is there', async () => {
    const opened: string[] = []
    ;(globalThis as Record<string, unknown>)[NATIVE_BRIDGE_NAME] = {
      getShellVersion: () => '3.2.0',
      openUpdate: () => {},
      openChat: (url: string) => void opened.push(url),
      copyText: () => true,
    }
    renderPage([{ id: 1, itemType: 1, param1: 'Live chat', param2: 'https://chat.operator.net/room' }])
    const chat = await screen.findByRole('link', { name: /Live chat/ })
    expect(chat.getAttribute('target')).toBe('_blank')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    fireEvent(chat, click)
    expect(opened).toEqual(['https://chat.operator.net/room'])
    expect(click.defaultPrevented).toBe(true)
  })
})
