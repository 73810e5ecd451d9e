import 'fake-indexeddb/auto'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { stubFetchByCall, testUser } from '../../api/fetch-stub.test-util.ts'
import { startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
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
    </QueryClientProvider>,
  )
}

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
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a topic.')
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'bug' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Write your message.')
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
})
