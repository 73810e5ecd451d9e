import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { newIp, registerAccount } from './auth.test-helpers.ts'

const GOOGLE_CLIENT = 'google-client-id'
const LINE_CHANNEL = 'line-channel-id'
const FB_APP = 'fb-app'
const FB_SECRET = 'fb-secret'

/**
 * Fake Facebook tokens are `fb-<kind>-<user>`: /me answers for every kind (any app's token works there);
 * debug_token tells them apart: ok (ours, valid), other (another app's), dead (expired or revoked),
 * swap (issued to us, but for another user than /me names).
 */
const fbToken = (kind: 'ok' | 'other' | 'dead' | 'swap', user: string) => `fb-${kind}-${user}`
const FB_TOKEN = /^fb-(ok|other|dead|swap)-(.+)$/

type Keys = Awaited<ReturnType<typeof generateKeyPair>>

/** A stand-in for Google's JWKS, the Graph API /me and debug_token, and LINE's verify endpoint, on a local port. */
async function fakeProviders(keys: Keys): Promise<{ server: Server; base: string }> {
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] })
    if (url.pathname === '/fb/me') {
      const token = FB_TOKEN.exec(url.searchParams.get('access_token') ?? '')
      if (url.searchParams.get('fields') !== 'id,name' || !token) return json(400, {})
      return json(200, { id: token[2], name: `FB ${token[2]}` })
    }
    if (url.pathname === '/fb/debug_token') {
      // Only our app token (app id|secret) may inspect tokens.
      if (url.searchParams.get('access_token') !== `${FB_APP}|${FB_SECRET}`) return json(400, {})
      const token = FB_TOKEN.exec(url.searchParams.get('input_token') ?? '')
      if (!token) return json(400, {})
      const [, kind, user] = token
      return json(200, {
        data: {
          app_id: kind === 'other' ? 'someone-elses-app' : FB_APP,
          type: 'USER',
          is_valid: kind !== 'dead',
          user_id: kind === 'swap' ? `not-${user}` : user,
        },
      })
    }
    if (url.pathname === '/line/verify' && req.method === 'POST') {
      let raw = ''
      req.on('data', (c) => {
        raw += c
      })
      req.on('end', () => {
        const form = new URLSearchParams(raw)
        const token = form.get('id_token') ?? ''
        if (form.get('client_id') !== LINE_CHANNEL || !token.startsWith('line-ok-')) return json(400, {})
        json(200, { sub: token.slice(8), name: 'Line Person' })
      })
      return
    }
    json(404, {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

describe.each(testDatabases)('social sign-in on %s', (kind) => {
  let t: TestApp
  let keys: Keys
  let providers: { server: Server; base: string }
  let seq = 0
  beforeAll(async () => {
    keys = await generateKeyPair('RS256')
    providers = await fakeProviders(keys)
    t = await startTestApp(kind, {
      env: {
        GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
        GOOGLE_JWKS_URL: `${providers.base}/jwks`,
        FACEBOOK_APP_ID: FB_APP,
        FACEBOOK_APP_SECRET: FB_SECRET,
        FACEBOOK_VERIFY_URL: `${providers.base}/fb/me`,
        LINE_CHANNEL_ID: LINE_CHANNEL,
        LINE_VERIFY_URL: `${providers.base}/line/verify`,
      },
    })
  })
  afterAll(async () => {
    await t?.close()
    providers?.server.close()
  })

  const googleToken = (
    sub: string,
    claims: { aud?: string; iss?: string; exp?: number } = {},
    key = keys.privateKey,
  ) =>
    new SignJWT({ name: 'Goo Gler', email: `${sub}@example.com` })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject(sub)
      .setIssuer(claims.iss ?? 'https://accounts.google.com')
      .setAudience(claims.aud ?? GOOGLE_CLIENT)
      .setIssuedAt(Math.floor(Date.now() / 1000))
      .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(key)
  const subject = () => `sub-${kind}-${++seq}`

  it('creates a Google account on first use and signs the same account in afterwards', async () => {
    const sub = subject()
    const first = await call(t, 'googleLogin', { token: await googleToken(sub) }, { ip: newIp() })
    expect(first.status).toBe(200)
    expect(first.data.user).toMatchObject({
      accountType: 5,
      googleAccount: sub,
      googleName: 'Goo Gler',
      nickname: 'Goo Gler',
    })
    expect(first.data.user.hasPassword).toBe(false)
    const second = await call(
      t,
      'googleLogin',
      { token: await googleToken(sub, { iss: 'accounts.google.com' }) },
      { ip: newIp() },
    )
    expect(second.data.user.id).toBe(first.data.user.id)
    expect(second.data.token).not.toBe(first.data.token)
  })

  it('refuses Google tokens for another audience, issuer, key or past expiry', async () => {
    const other = await generateKeyPair('RS256')
    const bad = [
      await googleToken(subject(), { aud: 'someone-else' }),
      await googleToken(subject(), { iss: 'https://evil.example' }),
      await googleToken(subject(), { exp: Math.floor(Date.now() / 1000) - 60 }),
      await googleToken(subject(), {}, other.privateKey),
      'not.a.jwt',
    ]
    for (const token of bad) {
      expect(await call(t, 'googleLogin', { token }, { ip: newIp() })).toMatchObject({
        status: 400,
        msg: 'socialTokenInvalid',
      })
    }
  })

  it('signs in with Facebook and LINE through their verify endpoints', async () => {
    const fb = await call(t, 'facebookLogin', { token: fbToken('ok', subject()) }, { ip: newIp() })
    expect(fb.status).toBe(200)
    expect(fb.data.user.accountType).toBe(3)
    expect(fb.data.user.facebookName).toMatch(/^FB /)
    const line = await call(t, 'lineLogin', { token: `line-ok-${subject()}` }, { ip: newIp() })
    expect(line.status).toBe(200)
    expect(line.data.user).toMatchObject({ accountType: 4, lineName: 'Line Person' })
    expect(await call(t, 'facebookLogin', { token: 'fb-bad' }, { ip: newIp() })).toMatchObject({
      msg: 'socialTokenInvalid',
    })
    expect(await call(t, 'lineLogin', { token: 'line-bad' }, { ip: newIp() })).toMatchObject({
      msg: 'socialTokenInvalid',
    })
  })

  it('accepts only Facebook tokens debug_token says are valid, ours and for the same user', async () => {
    const { data } = await call(t, 'anonymous/appConfig', {})
    expect(data.social.facebook).toEqual({ enabled: true, appId: FB_APP })
    for (const kind of ['other', 'dead', 'swap'] as const) {
      const sub = subject()
      expect(await call(t, 'facebookLogin', { token: fbToken(kind, sub) }, { ip: newIp() })).toMatchObject({
        status: 400,
        msg: 'socialTokenInvalid',
      })
      // Binding is checked the same way.
      const { token } = await registerAccount(t)
      expect(
        await call(t, 'bindSocialAccount', { provider: 3, token: fbToken(kind, sub) }, { token }),
      ).toMatchObject({ status: 400, msg: 'socialTokenInvalid' })
    }
    const sub = subject()
    const ok = await call(t, 'facebookLogin', { token: fbToken('ok', sub) }, { ip: newIp() })
    expect(ok.data.user).toMatchObject({ accountType: 3, facebookAccount: sub, facebookName: `FB ${sub}` })
  })

  it('keys identities by provider: the same subject at two providers is two accounts', async () => {
    const sub = subject()
    const fb = await call(t, 'facebookLogin', { token: fbToken('ok', sub) }, { ip: newIp() })
    const line = await call(t, 'lineLogin', { token: `line-ok-${sub}` }, { ip: newIp() })
    expect(fb.data.user.id).not.toBe(line.data.user.id)
  })

  it('binds a provider to the caller and refuses one bound to another user', async () => {
    const a = await registerAccount(t)
    const b = await registerAccount(t)
    const sub = subject()
    const bound = await call(
      t,
      'bindSocialAccount',
      { provider: 5, token: await googleToken(sub) },
      { token: a.token },
    )
    expect(bound.status).toBe(200)
    expect(bound.data).toMatchObject({ id: a.user.id, googleAccount: sub, accountType: 2 })
    // Repeating the same bind is harmless; B can never take A's identity.
    expect(
      (await call(t, 'bindSocialAccount', { provider: 5, token: await googleToken(sub) }, { token: a.token }))
        .status,
    ).toBe(200)
    const stolen = await call(
      t,
      'bindSocialAccount',
      { provider: 5, token: await googleToken(sub) },
      { token: b.token },
    )
    expect(stolen).toMatchObject({ status: 409, msg: 'socialAlreadyBound' })
    // A second Google identity for A is refused too.
    const second = await call(
      t,
      'bindSocialAccount',
      { provider: 5, token: await googleToken(subject()) },
      { token: a.token },
    )
    expect(second).toMatchObject({ status: 409, msg: 'socialAlreadyBound' })
    // And the bound identity now signs in as A.
    const login = await call(t, 'googleLogin', { token: await googleToken(sub) }, { ip: newIp() })
    expect(login.data.user.id).toBe(a.user.id)
  })

  it('validates bindSocialAccount bodies and requires a token', async () => {
    const { token } = await registerAccount(t)
    expect(await call(t, 'bindSocialAccount', { provider: 6, token: 'x' }, { token })).toMatchObject({
      status: 400,
      details: { provider: expect.any(String) },
    })
    expect(
      await call(t, 'bindSocialAccount', { provider: 3, token: 'x'.repeat(9000) }, { token }),
    ).toMatchObject({
      status: 400,
      details: { token: 'tooLong' },
    })
    expect((await call(t, 'bindSocialAccount', { provider: 3, token: 'fb-ok-1' })).status).toBe(401)
  })
})

describe.each(testDatabases)('Facebook without an app secret on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { FACEBOOK_APP_ID: FB_APP } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('is neither offered nor accepted: tokens could not be checked against our app', async () => {
    const { data } = await call(t, 'anonymous/appConfig', {})
    expect(data.social.facebook).toEqual({ enabled: false, appId: FB_APP })
    expect(await call(t, 'facebookLogin', { token: fbToken('ok', 'x') }, { ip: newIp() })).toMatchObject({
      status: 400,
      msg: 'socialNotConfigured',
    })
    const { token } = await registerAccount(t)
    expect(
      await call(t, 'bindSocialAccount', { provider: 3, token: fbToken('ok', 'x') }, { token }),
    ).toMatchObject({ status: 400, msg: 'socialNotConfigured' })
  })
})
