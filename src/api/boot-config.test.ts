import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppConfig } from '../../contract/calls/config.ts'
import { bootRequest, script } from '../../scripts/build/vite-shell-plugin.ts'
import { setCurrentLocale } from '../i18n/locale.ts'
import { adoptBootConfig, appConfigQueryOptions } from './app-config.ts'
import type { BootConfig } from './boot-config.ts'
import { ok, sentBody, sentHeaders, stubFetch, testUser } from './fetch-stub.test-util.ts'
import { resetFingerprintCache } from './fingerprint.ts'
import { apiCall } from './http.ts'
import { createQueryClient } from './query-client.ts'
import { clearSession, startSession } from './session.ts'
import { StorageKey } from './storage-keys.ts'

const shell = { appName: 'Lucky Lobby', loading: 'Loading', slow: 'Slow' }
const STRINGS = { en: shell, 'pt-BR': shell, es: shell }
/** Runs index.html's inline script as the built page would. */
const runInlineScript = (chunks: Record<string, string> = {}) =>
  new Function(script(STRINGS, bootRequest('lucky-lobby', chunks)))()

const holder = globalThis as { __llBoot?: BootConfig }
/** What the inline script leaves in window.__llBoot. */
const early = (r: Promise<unknown>, l = 'en', t: string | null = null) => ({ l, t, r }) as BootConfig
const config = { settings: { gameListVersion: 'v1' }, appGameList: [{ id: 1 }] }
const key = appConfigQueryOptions('en').queryKey

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}
const flush = () => new Promise((r) => setTimeout(r, 0))

beforeEach(() => {
  localStorage.clear()
  resetFingerprintCache()
  clearSession()
  setCurrentLocale('en')
  holder.__llBoot = undefined
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false })),
  )
})
afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: test cleanup of the locale cookie the test set.
  document.cookie = 'locale=; max-age=0; path=/'
  document.head.querySelectorAll('link[rel=modulepreload]').forEach((l) => {
    l.remove()
  })
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe("index.html's early appConfig request", () => {
  /** The inline script's request (call 0) and apiCall's (call 1) for the same storage and locale. */
  async function bothRequests() {
    const fetch = stubFetch(ok(config))
    runInlineScript()
    resetFingerprintCache()
    await apiCall('appConfig', {})
    return fetch
  }

  function expectSameRequest(fetch: ReturnType<typeof stubFetch>) {
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(fetch.mock.calls[0]?.[0]).toBe(fetch.mock.calls[1]?.[0])
    expect(fetch.mock.calls[0]?.[1].method).toBe(fetch.mock.calls[1]?.[1].method)
    expect(sentBody(fetch, 0)).toEqual(sentBody(fetch, 1))
    const { 'idempotency-key': early, ...earlyHeaders } = sentHeaders(fetch, 0)
    const { 'idempotency-key': app, ...appHeaders } = sentHeaders(fetch, 1)
    expect(earlyHeaders).toEqual(appHeaders)
    expect(early).toMatch(/^[0-9a-f-]{36}$/)
    expect(early).not.toBe(app)
  }

  it('is the request apiCall sends, fingerprint and first referrer included', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://friend.example/')
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: true })),
    )
    const fetch = await bothRequests()
    expectSameRequest(fetch)
    expect(fetch.mock.calls[0]?.[0]).toBe('/app/v1/anonymous/appConfig')
    expect(sentBody(fetch, 0)).toMatchObject({ clientReferrer: 'https://friend.example/', platform: 1 })
    expect(sentHeaders(fetch, 0).fingerprint).toBe(localStorage.getItem(StorageKey.fingerprint))
  })

  it('carries the token and the cookie locale as apiCall does', async () => {
    startSession({ token: 'tok-1', user: testUser() })
    // biome-ignore lint/suspicious/noDocumentCookie: the locale cookie the inline script reads.
    document.cookie = 'locale=es; path=/'
    setCurrentLocale('es')
    const fetch = await bothRequests()
    expectSameRequest(fetch)
    expect(sentHeaders(fetch, 0)).toMatchObject({ authorization: 'Bearer tok-1', 'accept-language': 'es' })
    expect(holder.__llBoot).toMatchObject({ l: 'es', t: 'tok-1' })
  })

  it("preloads the locale's strings chunk: a non-English visitor's on every page, English off the lobby", () => {
    stubFetch(ok(config))
    const chunks = { es: '/assets/es-1.js', en: '/assets/en-1.js' }
    const preloaded = () =>
      [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'))
    // English on the lobby: its strings are in the app chunk.
    runInlineScript(chunks)
    expect(preloaded()).toEqual([])
    history.replaceState(null, '', '/faq')
    try {
      runInlineScript(chunks)
      expect(preloaded()).toEqual(['/assets/en-1.js'])
    } finally {
      history.replaceState(null, '', '/')
    }
    for (const link of document.head.querySelectorAll('link[rel=modulepreload]')) link.remove()
    // biome-ignore lint/suspicious/noDocumentCookie: the locale cookie the inline script reads.
    document.cookie = 'locale=es; path=/'
    runInlineScript(chunks)
    expect(preloaded()).toEqual(['/assets/es-1.js'])
  })

  it('sends nothing without storage, and the app then asks itself', () => {
    const fetch = stubFetch(ok(config))
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    runInlineScript()
    expect(fetch).not.toHaveBeenCalled()
    expect(holder.__llBoot).toBeUndefined()
  })
})

describe('the appConfig query and the early reply', () => {
  it('waits for the early reply instead of sending a second request', async () => {
    const fetch = stubFetch(ok({ other: true }))
    const reply = deferred<unknown>()
    holder.__llBoot = early(reply.promise)
    const client = createQueryClient()
    adoptBootConfig(client)
    const fetched = client.fetchQuery(appConfigQueryOptions('en'))
    reply.resolve({ code: 200, data: config })
    expect(await fetched).toEqual(config)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('puts the reply in the cache when it lands, before any fetch', async () => {
    const fetch = stubFetch(ok({ other: true }))
    holder.__llBoot = early(Promise.resolve({ code: 200, data: config }))
    const client = createQueryClient()
    adoptBootConfig(client)
    await flush()
    expect(client.getQueryData(key)).toEqual(config)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('uses it once: a later refetch asks the network', async () => {
    const fetch = stubFetch(ok({ fresh: true }))
    holder.__llBoot = early(Promise.resolve({ code: 200, data: config }))
    const client = createQueryClient()
    adoptBootConfig(client)
    await flush()
    expect(await client.fetchQuery({ ...appConfigQueryOptions('en'), staleTime: 0 })).toEqual({ fresh: true })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('never replaces data a fetch already brought', async () => {
    stubFetch(ok({}))
    const reply = deferred<unknown>()
    holder.__llBoot = early(reply.promise)
    const client = createQueryClient()
    adoptBootConfig(client)
    client.setQueryData(key, { newer: true } as unknown as AppConfig)
    reply.resolve({ code: 200, data: config })
    await flush()
    expect(client.getQueryData(key)).toEqual({ newer: true })
  })

  it.each([
    ['the network failed', { l: 'en', t: null, r: Promise.resolve(undefined) }],
    ['the server refused it', { l: 'en', t: null, r: Promise.resolve({ code: 400, data: null }) }],
    ['it was sent for another locale', { l: 'es', t: null, r: Promise.resolve({ code: 200, data: config }) }],
    [
      'it was sent for another session',
      { l: 'en', t: 'old', r: Promise.resolve({ code: 200, data: config }) },
    ],
  ])('falls back to its own request when %s', async (_why, boot) => {
    const fetch = stubFetch(ok({ own: true }))
    holder.__llBoot = boot as BootConfig
    const client = createQueryClient()
    adoptBootConfig(client)
    expect(await client.fetchQuery(appConfigQueryOptions('en'))).toEqual({ own: true })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]?.[0]).toBe('/app/v1/anonymous/appConfig')
  })
})
