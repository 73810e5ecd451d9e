import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestApp, type TestApp, testDatabases } from '../test/harness.ts'
import { pickLocale } from './context.ts'

describe('pickLocale', () => {
  it('maps accept-language to our locales', () => {
    expect(pickLocale(undefined)).toBe('en')
    expect(pickLocale('pt-PT,pt;q=0.9')).toBe('pt-BR')
    expect(pickLocale('es-MX')).toBe('es')
    expect(pickLocale('fr-FR, es;q=0.5')).toBe('es')
    expect(pickLocale('de')).toBe('en')
  })
})

describe.each(testDatabases)('core HTTP behaviour on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('answers unknown calls with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/app/v1/noSuchCall', payload: {} })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 404, msg: 'notFound', data: null })
  })

  it('refuses bodies over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/app/v1/noSuchCall',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(70 * 1024) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: 413, msg: 'payloadTooLarge' })
  })

  it('names missing, mistyped and unknown fields in validation details', async () => {
    const missing = await call(t, 'anonymous/getContentPage', {})
    expect(missing).toMatchObject({ status: 400, code: 400, msg: 'validation', details: { key: 'required' } })
    const wrong = await call(t, 'anonymous/getContentPage', { key: 'nope', extra: 1 })
    expect(wrong.details).toEqual({ key: 'invalidFormat', extra: 'unknownField' })
    const typed = await call(t, 'anonymous/appConfig', { v: { nested: true } })
    expect(typed.status).toBe(400)
  })

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/app/v1/anonymous/appConfig',
      headers: { 'content-type': 'application/json' },
      payload: '{"v": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 400, msg: 'validation', data: null })
  })

  it('sends the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['content-security-policy']).toContain("object-src 'none'")
    expect(res.headers['content-security-policy']).toContain("base-uri 'none'")
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })
})
