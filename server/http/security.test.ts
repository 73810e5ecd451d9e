import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
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
