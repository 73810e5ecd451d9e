import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '../../../i18n/index.ts'
import { AuthPage } from './auth-page.tsx'

describe('AuthPage', () => {
  it('offers the language picker: the login family has no footer or top nav to hold it', async () => {
    const root = createRootRoute({
      component: () => (
        <AuthPage titleKey="auth.titles.login">
          <p>form</p>
        </AuthPage>
      ),
    })
    const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
    render(<RouterProvider router={router} />)
    const picker = await screen.findByRole('combobox', { name: 'Language' })
    const options = Array.from((picker as HTMLSelectElement).options).map((o) => o.value)
    expect(options).toEqual(['en', 'pt-BR', 'es'])
  })
})
