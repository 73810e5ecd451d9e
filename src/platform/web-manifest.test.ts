import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { linkWebManifest, linkWebManifestSoon } from './web-manifest.ts'

describe('linkWebManifest', () => {
  it('links /manifest.webmanifest in the head once, however often it is called', () => {
    const doc = document.implementation.createHTMLDocument('t')
    linkWebManifest(doc)
    linkWebManifest(doc)
    const links = doc.head.querySelectorAll('link[rel="manifest"]')
    expect(links).toHaveLength(1)
    expect(links[0]?.getAttribute('href')).toBe('/manifest.webmanifest')
  })

  it('leaves a manifest the page already links alone', () => {
    const doc = document.implementation.createHTMLDocument('t')
    doc.head.innerHTML = '<link rel="manifest" href="/other.webmanifest">'
    linkWebManifest(doc)
    expect([...doc.head.querySelectorAll('link[rel="manifest"]')].map((l) => l.getAttribute('href'))).toEqual(
      ['/other.webmanifest'],
    )
  })

  it('links a manifest that describes the installable app', () => {
    const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8'))
    expect(manifest).toMatchObject({ name: 'Lucky Lobby', start_url: '/', scope: '/', display: 'standalone' })
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512', '512x512'])
  })
})

describe('linkWebManifestSoon', () => {
  const linked = () => document.head.querySelectorAll('link[rel="manifest"]').length

  afterEach(() => {
    vi.useRealTimers()
    for (const link of document.head.querySelectorAll('link[rel="manifest"]')) link.remove()
  })

  it('links nothing while the player has not interacted, then the manifest at 10 s', () => {
    vi.useFakeTimers()
    linkWebManifestSoon(window)
    vi.advanceTimersByTime(9_999)
    expect(linked()).toBe(0)
    vi.advanceTimersByTime(1)
    expect(linked()).toBe(1)
  })

  it('links nothing when the page scrolls itself (a carousel settling, a focused dialog)', () => {
    vi.useFakeTimers()
    linkWebManifestSoon(window)
    document.body.dispatchEvent(new Event('scroll', { bubbles: true }))
    window.dispatchEvent(new Event('scroll'))
    expect(linked()).toBe(0)
    vi.advanceTimersByTime(10_000)
    expect(linked()).toBe(1)
  })

  it.each(['pointerdown', 'keydown', 'wheel'])('links it at the first %s, and only once', (type) => {
    vi.useFakeTimers()
    linkWebManifestSoon(window)
    document.body.dispatchEvent(new Event(type, { bubbles: true }))
    expect(linked()).toBe(1)
    // The timer and the other listeners went with it: a removed link is not added again.
    document.head.querySelector('link[rel="manifest"]')?.remove()
    window.dispatchEvent(new Event('keydown'))
    vi.advanceTimersByTime(20_000)
    expect(linked()).toBe(0)
  })
})
