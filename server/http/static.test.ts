import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routesOfTree } from '../../contract/spa-routes.ts'
import { serveApp } from './static.ts'

/** The app's real routes, as the build's routes.json lists them (scripts/build/vite-routes-plugin.ts). */
const ROUTES = routesOfTree(readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8'))

describe('serving the built app', () => {
  let dist: string
  let app: FastifyInstance
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>')
    writeFileSync(join(dist, 'sw.js'), 'self.x = 1')
    writeFileSync(join(dist, 'manifest.webmanifest'), '{}')
    writeFileSync(
      join(dist, 'routes.json'),
      JSON.stringify({
        routes: ROUTES,
        preloads: {
          '/faq': ['/assets/faq-1.js', '/assets/faq-1.css'],
          '/bonus': ['/assets/bonus-1.js'],
          '/withdrawal/$name': ['/assets/withdrawal-1.js'],
        },
      }),
    )
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
    // Pre-compressed variants as the build writes them (marked so the test can tell which was sent).
    writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync('self.x = "br"'))
    writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("gz")'))
    app = Fastify()
    expect(await serveApp(app, dist)).toBe(true)
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    rmSync(dist, { recursive: true, force: true })
  })

  const get = (url: string) => app.inject({ method: 'GET', url })

  it('serves the shell, the service worker and the manifest with no-cache', async () => {
    for (const url of ['/', '/sw.js', '/manifest.webmanifest']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it("names a deep link's page chunks in a Link header, so a cold load fetches them beside the entry", async () => {
    const faq = await get('/faq?x=1')
    expect(faq.statusCode).toBe(200)
    expect(faq.headers.link).toBe(
      '</assets/faq-1.js>; rel=modulepreload, </assets/faq-1.css>; rel=preload; as=style; crossorigin',
    )
    // A layout and its index share one list; a param route's list is found by its pattern.
    expect((await get('/bonus/')).headers.link).toBe('</assets/bonus-1.js>; rel=modulepreload')
    expect((await get('/withdrawal/pix')).headers.link).toBe('</assets/withdrawal-1.js>; rel=modulepreload')
    // The lobby's code is all in index.html; the precache's /index.html and an unknown path get none.
    for (const url of ['/', '/index.html', '/no-such-page'])
      expect((await get(url)).headers.link, url).toBeUndefined()
  })

  it('serves hashed assets as immutable', async () => {
    const res = await get('/assets/index-abc123.js')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
  })

  it('serves the pre-compressed variant the browser accepts, cached like the file it encodes', async () => {
    const sw = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br, gzip' } })
    expect(sw.headers['content-encoding']).toBe('br')
    expect(sw.headers['cache-control']).toBe('no-cache')
    expect(sw.headers['content-type']).toContain('javascript')
    expect(brotliDecompressSync(sw.rawPayload).toString()).toBe('self.x = "br"')

    const js = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(js.headers['content-encoding']).toBe('gzip')
    expect(js.headers['cache-control']).toContain('immutable')
    expect(gunzipSync(js.rawPayload).toString()).toBe('console.log("gz")')

    const plain = await get('/sw.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe('self.x = 1')
  })

  it('answers app routes with the shell, so deep links work', async () => {
    for (const url of [
      '/member/profile',
      '/auth/login?type=account',
      '/faq',
      '/faq/',
      '/withdrawal/pix',
      '/wallets?name=deposit&x=a.b',
      '/wallets',
      '/wallets/',
      '/member',
      '/wallets/card/edit?id=3',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('<title>shell</title>')
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  })

  it('answers a path that is no app route with 404 and the shell, so the app shows its not-found page', async () => {
    for (const url of [
      '/no-such-page',
      '/assetsfaq',
      '/faq/more',
      '/member/nope',
      '/withdrawal',
      '/withdrawal/pix/extra',
      '/wallets/card',
      '/auth',
      '/no-such-page?x=1',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.body, url).toContain('<title>shell</title>')
      expect(res.headers['content-type'], url).toContain('text/html')
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
    // The shell the service worker precaches is fetched by its own name and stays 200.
    const shell = await get('/index.html')
    expect(shell.statusCode).toBe(200)
    expect(shell.body).toContain('<title>shell</title>')
  })

  it('answers a missing file with 404, never the shell (it would poison the precache)', async () => {
    for (const url of [
      '/assets/index-gone.js',
      '/icons/nope.png',
      '/app/v1/nothing',
      '/provider/v1/x',
      '/payment/v1/x',
      // A long extension, no extension under /assets/, a slash after a file name, a query string.
      '/nope.webmanifest',
      '/assets/chunk-abcdef',
      '/assets/x.js/',
      '/assets/index-abc123.js/',
      '/assets/',
      '/assets',
      '/ASSETS/Chunk',
      '/deep/path/style.css?v=1',
      '/favicon.ico',
      '/robots.txt',
      '/.well-known/assetlinks.json',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.body).not.toContain('<title>shell</title>')
    }
  })

  it('treats every path as a route for a build without routes.json', async () => {
    const old = mkdtempSync(join(tmpdir(), 'dist-'))
    writeFileSync(join(old, 'index.html'), '<!doctype html><title>old</title>')
    const bare = Fastify()
    try {
      expect(await serveApp(bare, old)).toBe(true)
      const res = await bare.inject({ method: 'GET', url: '/no-such-page' })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<title>old</title>')
    } finally {
      await bare.close()
      rmSync(old, { recursive: true, force: true })
    }
  })

  it('does nothing when there is no build', async () => {
    const bare = Fastify()
    expect(await serveApp(bare, join(dist, 'missing'))).toBe(false)
    await bare.close()
  })
})
