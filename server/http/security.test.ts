import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newAccount, PASSWORD } from '../modules/auth/auth.test-helpers.ts'
import { startTestApp, type TestApp, testDatabases } from '../test/harness.ts'
import { securityHeaders } from './security.ts'

const dir = mkdtempSync(join(tmpdir(), 'csp-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function cspFor(distDir?: string): Promise<string> {
  const app = Fastify()
  securityHeaders(app, distDir)
  app.get('/', async () => 'ok')
  const res = await app.inject({ method: 'GET', url: '/' })
  await app.close()
  return String(res.headers['content-security-policy'])
}

describe('securityHeaders', () => {
  it("allows exactly the build's inline skeleton (csp.json hashes), nothing else inline", async () => {
    const script = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='"
    const style = "'sha256-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB='"
    writeFileSync(
      join(dir, 'csp.json'),
      JSON.stringify({ 'script-src': [script, "'unsafe-inline'"], 'style-src': [style] }),
    )
    const csp = await cspFor(dir)
    expect(csp).toContain(`script-src 'self' ${script};`)
    expect(csp).toContain(`style-src 'self' ${style};`)
    expect(csp).not.toContain('unsafe-inline')
  })

  it('allows no inline code without a build', async () => {
    const csp = await cspFor(join(dir, 'missing'))
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("style-src 'self';")
  })
})

describe('helmet headers', () => {
  it('are set on every reply, unknown routes included, and keep the HSTS and framing rules', async () => {
    const app = Fastify()
    securityHeaders(app)
    app.get('/', async () => 'ok')
    const [ok, missing] = [
      await app.inject({ method: 'GET', url: '/' }),
      await app.inject({ method: 'GET', url: '/nowhere' }),
    ]
    await app.close()
    for (const res of [ok, missing]) {
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin')
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined()
    }
    expect(missing.statusCode).toBe(404)
  })
})

describe('cache-control on API replies', () => {
  it('is no-store on every reply under /app/v1 and /provider/v1, errors and 404s included', async () => {
    const app = Fastify()
    securityHeaders(app)
    app.post('/app/v1/ok', async () => ({ code: 200 }))
    app.post('/app/v1/boom', async () => {
      throw new Error('boom')
    })
    app.post('/provider/v1/bet', async () => ({ status: 'OK' }))
    app.get('/', async () => 'page')
    app.get('/provider/games/play', async () => 'game page')
    app.get('/application', async () => 'not the api')
    const replies = await Promise.all(
      [
        ['POST', '/app/v1/ok'],
        ['POST', '/app/v1/boom'],
        ['POST', '/app/v1/missing'],
        ['GET', '/app/v1/ok'],
        ['POST', '/app/v1/ok?x=1'],
        ['POST', '/app'],
        ['POST', '/provider/v1/bet'],
        ['POST', '/provider/v1/missing'],
      ].map(([method, url]) => app.inject({ method: method as 'GET' | 'POST', url })),
    )
    const others = await Promise.all(
      ['/', '/provider/games/play', '/application'].map((url) => app.inject({ method: 'GET', url })),
    )
    await app.close()
    expect(replies.map((r) => r.statusCode)).toEqual([200, 500, 404, 404, 200, 404, 200, 404])
    for (const res of replies) expect(res.headers['cache-control']).toBe('no-store')
    for (const res of others) expect(res.headers['cache-control']).toBeUndefined()
  })

  describe.each(testDatabases)('through the real app on %s', (kind) => {
    let t: TestApp
    beforeAll(async () => {
      t = await startTestApp(kind)
    })
    afterAll(async () => {
      await t?.close()
    })

    it('is no-store on success, refusals, malformed and oversized bodies, unknown calls and provider calls', async () => {
      const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
        t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json', ...headers },
        })
      const replies = {
        config: await post('/app/v1/anonymous/appConfig', '{}'),
        login: await post(
          '/app/v1/accountRegist',
          JSON.stringify({ account: newAccount(), password: PASSWORD }),
        ),
        validation: await post('/app/v1/accountLogin', '{"loginType":9}'),
        unauthenticated: await post('/app/v1/getUserInfo', '{}'),
        malformed: await post('/app/v1/anonymous/appConfig', '{"v":'),
        tooLarge: await post('/app/v1/anonymous/appConfig', JSON.stringify({ v: 'x'.repeat(70_000) })),
        unknownCall: await post('/app/v1/noSuchCall', '{}'),
        providerUnsigned: await post('/provider/v1/balance', '{}'),
        providerUnknown: await post('/provider/v1/noSuchOp', '{}'),
      }
      const statuses = Object.fromEntries(Object.entries(replies).map(([k, r]) => [k, r.statusCode]))
      expect(statuses).toEqual({
        config: 200,
        login: 200,
        validation: 400,
        unauthenticated: 401,
        malformed: 400,
        tooLarge: 413,
        unknownCall: 404,
        providerUnsigned: 401,
        providerUnknown: 404,
      })
      expect(replies.login.json().data.token).toEqual(expect.any(String))
      for (const [name, res] of Object.entries(replies)) {
        expect(res.headers['cache-control'], name).toBe('no-store')
      }
    })
  })
})
