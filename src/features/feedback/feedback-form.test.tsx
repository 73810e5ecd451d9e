import 'fake-indexeddb/auto'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { stubFetchByCall, testUser } from '../../api/fetch-stub.test-util.ts'
import { startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
import { ToastHost } from '../../ui/toast-host.tsx'
import { FeedbackForm } from './feedback-form.tsx'

isolateFormTests()

beforeAll(() => {
  // jsdom has no object URLs; the previews only need a distinct string each.
  let n = 0
  URL.createObjectURL = () => `blob:preview-${++n}`
  URL.revokeObjectURL = () => {}
})

function renderForm() {
  startSession({ token: 't', user: testUser() })
  const client = clientWithConfig(testConfig(), { retry: false })
  const router = createRouter({
    routeTree: createRootRoute({ component: FeedbackForm }),
    history: createMemoryHistory({ initialEntries: ['/feedback'] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <ToastHost />
    </QueryClientProvider>,
  )
}

/** The texts an element's aria-describedby points at, in order. */
const descriptions = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type })
const pick = (files: File[]) =>
  fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files } })

describe('Feedback form', () => {
  it('links to the records and asks for a topic and a text before sending anything', async () => {
    const fetch = stubFetchByCall({})
    renderForm()
    expect((await screen.findByRole('link', { name: /My tickets/ })).getAttribute('href')).toBe(
      '/feedback/record',
    )
    const topic = screen.getByLabelText('Topic')
    const message = screen.getByLabelText('Your message')
    const send = screen.getByRole('button', { name: 'Send' })
    send.focus()
    fireEvent.click(send)
    // Each field says what is wrong with it, and focus goes to the first one to fix.
    expect(topic.getAttribute('aria-invalid')).toBe('true')
    expect(descriptions(topic)).toEqual(['Choose a topic.'])
    expect(message.getAttribute('aria-invalid')).toBe('true')
    expect(descriptions(message)).toEqual(['Write your message.', '0 / 2000'])
    await waitFor(() => expect(document.activeElement).toBe(topic))

    fireEvent.change(topic, { target: { value: 'bug' } })
    expect(topic.hasAttribute('aria-invalid')).toBe(false)
    expect(topic.hasAttribute('aria-describedby')).toBe(false)
    send.focus()
    fireEvent.click(send)
    await waitFor(() => expect(document.activeElement).toBe(message))
    expect(topic.hasAttribute('aria-invalid')).toBe(false)
    expect(screen.getByRole('alert').textContent).toBe('Write your message.')

    fireEvent.change(message, { target: { value: 'Hello' } })
    expect(message.hasAttribute('aria-invalid')).toBe(false)
    expect(descriptions(message)).toEqual(['5 / 2000'])
    expect(screen.queryByRole('alert')).toBeNull()
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('Feedback'))).toHaveLength(0)
  })

  it('previews pictures up to the limit and turns away other types and the one too many', async () => {
    stubFetchByCall({})
    renderForm()
    await screen.findByRole('heading', { name: 'Feedback' })
    // testConfig has no feedbackConfig: the form's default, the seeded 3.
    const limit = 3
    pick([file('setup.exe', 'application/x-msdownload')])
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only JPEG, PNG and WebP pictures can be attached.',
    )
    expect(screen.queryAllByRole('img')).toHaveLength(0)
    pick(Array.from({ length: limit + 1 }, (_, i) => file(`s${i}.png`, 'image/png')))
    expect(screen.getAllByRole('img')).toHaveLength(limit)
    expect(screen.getByRole('alert').textContent).toBe('Too many pictures for one message.')
    expect(screen.getByText(`Pictures (${limit} of ${limit})`)).toBeTruthy()
    expect(screen.queryByText('Add picture')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }))
    expect(screen.getAllByRole('img')).toHaveLength(limit - 1)
  })

  it('keeps a ticket the server did not answer, and says why: offline, or the server out of reach', async () => {
    stubFetchByCall({
      addFeedback: () => {
        throw new TypeError('Failed to fetch')
      },
    })
    const write = async () => {
      fireEvent.change(await screen.findByLabelText('Topic'), { target: { value: 'bug' } })
      fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'It froze' } })
      fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    }
    renderForm()
    await write()
    expect(
      await screen.findByText(
        'The server could not be reached. Your ticket is saved and will be sent automatically.',
      ),
    ).toBeTruthy()
    cleanup()

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderForm()
    await write()
    expect(
      await screen.findByText(
        'You are offline. Your ticket is saved and will be sent when you are back online.',
      ),
    ).toBeTruthy()
    onLine.mockRestore()
  })
})
