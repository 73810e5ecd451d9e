import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
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

  it('re-renders nobody when every string on screen was already there (the signed-in lobby)', async () => {
    vi.resetModules()
    const fresh = await import('./index.ts')
    await fresh.i18nReady
    const { result } = renderHook(() => fresh.useTranslation())
    const before = result.current.t
    expect(before('lobby.all')).toBe(en.lobby.all)
    await act(async () => {
      await fresh.ensureAllStrings()
    })
    expect(result.current.t).toBe(before)
    expect(result.current.t('auth.titles.login')).toBe(en.auth.titles.login)
  })
})

/** The pieces of a freshly imported i18n module and error state (their strings not loaded yet). */
interface FreshParts {
  useTranslation: () => { t: (key: string) => string }
  ErrorState: ComponentType<{ text?: string }>
}

function FailedLoad({ parts }: { parts: FreshParts }) {
  const { t } = parts.useTranslation()
  return <parts.ErrorState text={t('errors.network')} />
}

describe('error messages', () => {
  it('are not bundled with the lobby; an error state on screen loads them and shows the text', async () => {
    vi.resetModules()
    const fresh = await import('./index.ts')
    await fresh.i18nReady
    expect(fresh.i18n.exists('errors.network')).toBe(false)

    const { ErrorState } = await import('../ui/error-state.tsx')
    render(<FailedLoad parts={{ useTranslation: fresh.useTranslation, ErrorState }} />)
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(en.errors.network))
  })
})
