import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '../../../locales/en.json'
import '../../i18n/index.ts'
import { NATIVE_BRIDGE_NAME } from '../../platform/native.ts'
import { InstallOfferFor } from './install-offer.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('<InstallOfferFor>', () => {
  it('inside the native shell offers the shell update through the bridge', () => {
    const openUpdate = vi.fn()
    vi.stubGlobal(NATIVE_BRIDGE_NAME, {
      getShellVersion: () => '1.0',
      openUpdate,
      openChat: vi.fn(),
      copyText: vi.fn(() => true),
    })
    render(<InstallOfferFor mode="native" downloadUrl="https://example.com/app.apk" />)
    fireEvent.click(screen.getByRole('button', { name: en.install.updateButton }))
    expect(openUpdate).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('inside the installed app offers nothing to install', () => {
    render(<InstallOfferFor mode="installed" downloadUrl="https://example.com/app.apk" />)
    expect(screen.getByText(en.install.installed)).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('offers one-tap install when the browser can prompt, Safari steps on iOS', () => {
    render(<InstallOfferFor mode="prompt" />)
    expect(screen.getByRole('button', { name: en.install.installButton })).toBeTruthy()
    cleanup()
    render(<InstallOfferFor mode="ios" />)
    expect(screen.getByText(en.install.iosHint)).toBeTruthy()
  })

  it('falls back to the operator download link, or nothing without one', () => {
    render(<InstallOfferFor mode="manual" downloadUrl="https://example.com/app.apk" />)
    expect(screen.getByRole('link', { name: en.content.downloadButton }).getAttribute('href')).toBe(
      'https://example.com/app.apk',
    )
    cleanup()
    const { container } = render(<InstallOfferFor mode="manual" downloadUrl={null} />)
    expect(container.textContent).toBe('')
  })
})
