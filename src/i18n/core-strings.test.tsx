import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import en from '../../locales/en.json'

describe('English strings beyond the lobby load on demand', () => {
  it('starts with the core namespaces only, then loads the rest once and re-renders', async () => {
    vi.resetModules()
    const fresh = await import('./index.ts')
    await fresh.i18nReady
    // Core (the shell and the lobby) is bundled; a page namespace is not there yet.
    expect(fresh.i18n.t('lobby.all')).toBe(en.lobby.all)
    expect(fresh.i18n.t('auth.titles.login')).toBe('auth.titles.login')

    const { result } = renderHook(() => fresh.useTranslation())
    const before = result.current.t
    await act(async () => {
      await fresh.ensureAllStrings()
    })
    expect(result.current.t).not.toBe(before)
    expect(result.current.t('auth.titles.login')).toBe(en.auth.titles.login)
    expect(result.current.t('diagnostics.title')).toBe(en.diagnostics.title)
  })
})

describe('error messages', () => {
  it('are not bundled with the lobby; an error state on screen loads them and shows the text', async () => {
    vi.resetModules()
    const fresh = await import('./index.ts')
    await fresh.i18nReady
    expect(fresh.i18n.t('errors.network')).toBe('errors.network')

    const { ErrorState } = await import('../ui/error-state.tsx')
    const { render, screen, waitFor } = await import('@testing-library/react')
    function Failed() {
      const { t } = fresh.useTranslation()
      return <ErrorState text={t('errors.network')} />
    }
    render(<Failed />)
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(en.errors.network))
  })
})
