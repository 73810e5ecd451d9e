import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bootRequest, script } from '../../../scripts/build/vite-shell-plugin.ts'
import { StorageKey } from '../../api/storage-keys.ts'

/** index.html's inline script, run as the built page runs it (scripts/build/vite-shell-plugin.ts). */
const shell = { appName: 'Lucky Lobby', loading: 'Loading', slow: 'Slow' }
const STRINGS = { en: shell, 'pt-BR': shell, es: shell }
const CSS = '/assets/app-abc123.css'
const run = (css = CSS) => new Function(script(STRINGS, bootRequest('lucky-lobby', {}, css)))()

const snapshot = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    css: CSS,
    l: 'en',
    h: '<div data-app-shell=""><a href="/faq">Snapshot lobby</a></div>',
    ...over,
  })

beforeEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = '<div id="root"></div><div id="boot"><main></main></div>'
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  )
})
afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
})

describe('the inline script and the lobby snapshot', () => {
  it('paints the kept lobby after the skeleton, hides the skeleton and loads the stylesheet render-blocking', () => {
    localStorage.setItem(StorageKey.lobbySnapshot, snapshot())
    run()
    const snap = document.getElementById('snap')
    expect(snap?.previousElementSibling?.id).toBe('boot')
    expect(snap?.textContent).toBe('Snapshot lobby')
    expect(document.getElementById('boot')?.hidden).toBe(true)
    const link = document.head.querySelector('link[rel="stylesheet"]')
    expect(link?.getAttribute('href')).toBe(CSS)
    expect(link?.getAttribute('blocking')).toBe('render')
    // Vite's own <link> to it is `crossorigin` (a CORS request): a link without it is another request,
    // which the browser sends again (through the service worker) instead of reusing the loaded sheet.
    expect(link?.getAttribute('crossorigin')).toBe('')
  })

  it('keeps the skeleton when the snapshot belongs to another build or locale, or is not there', () => {
    for (const stored of [snapshot({ css: '/assets/app-old.css' }), snapshot({ l: 'es' }), null, '{broken']) {
      document.body.innerHTML = '<div id="root"></div><div id="boot"><main></main></div>'
      if (stored === null) localStorage.removeItem(StorageKey.lobbySnapshot)
      else localStorage.setItem(StorageKey.lobbySnapshot, stored)
      run()
      expect(document.getElementById('snap')).toBeNull()
      expect(document.getElementById('boot')?.hidden).toBe(false)
    }
  })

  it('never paints a snapshot in the dev server, where there is no built stylesheet', () => {
    localStorage.setItem(StorageKey.lobbySnapshot, snapshot({ css: '' }))
    run('')
    expect(document.getElementById('snap')).toBeNull()
  })
})
