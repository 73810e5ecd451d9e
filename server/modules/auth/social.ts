import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose'
import type { ServerConfig } from '../../config.ts'
import { facebookConfigured } from '../config/config.service.ts'
import type { SocialKind } from './user.repo.ts'

export interface SocialIdentity {
  /** The provider's stable user id; accounts are bound by (provider, subject) (ASVS 6.8.1). */
  subject: string
  name: string
}

/** Checks a token from a provider's sign-in SDK; null when it is not valid for us. */
export interface SocialVerifier {
  /** False when the operator has not configured the provider (no client id). */
  readonly configured: boolean
  verify(token: string): Promise<SocialIdentity | null>
}

export type SocialVerifiers = Record<SocialKind, SocialVerifier>

const TIMEOUT_MS = 5_000

/** Google ID tokens: signature against Google's JWKS, issuer, audience = our client id, expiry. */
export class GoogleVerifier implements SocialVerifier {
  private jwks: JWTVerifyGetKey | null = null
  constructor(private readonly cfg: ServerConfig['social']['google']) {}

  get configured() {
    return this.cfg.clientId !== ''
  }

  async verify(token: string): Promise<SocialIdentity | null> {
    this.jwks ??= createRemoteJWKSet(new URL(this.cfg.jwksUrl), { timeoutDuration: TIMEOUT_MS })
    // Google issues both forms of its issuer.
    const issuer =
      this.cfg.issuer === 'https://accounts.google.com'
        ? [this.cfg.issuer, 'accounts.google.com']
        : [this.cfg.issuer]
    try {
      const { payload } = await jwtVerify(token, this.jwks, { issuer, audience: this.cfg.clientId })
      if (typeof payload.sub !== 'string' || payload.sub === '') return null
      const name = typeof payload.name === 'string' ? payload.name : ''
      return { subject: payload.sub, name }
    } catch {
      return null
    }
  }
}

/**
 * Facebook access tokens. A user access token works at any app's Graph API calls, so /me alone would
 * accept a token some other app obtained (token substitution, ASVS 6.8). First Graph API debug_token, with
 * our app token, must say the token is valid and was issued to our app id for the same user; then /me
 * gives the user's name. debug_token is addressed next to FACEBOOK_VERIFY_URL (graph.facebook.com/debug_token
 * by default, in the same API version when the URL names one).
 */
export class FacebookVerifier implements SocialVerifier {
  constructor(private readonly cfg: ServerConfig['social']['facebook']) {}

  get configured() {
    return facebookConfigured(this.cfg)
  }

  async verify(token: string): Promise<SocialIdentity | null> {
    const debug = new URL('debug_token', this.cfg.verifyUrl)
    debug.searchParams.set('input_token', token)
    debug.searchParams.set('access_token', `${this.cfg.appId}|${this.cfg.appSecret}`)
    const data = (await fetchJson(debug, { method: 'GET' }))?.data
    if (!isRecord(data) || data.is_valid !== true || data.app_id !== this.cfg.appId) return null

    const me = new URL(this.cfg.verifyUrl)
    me.searchParams.set('fields', 'id,name')
    me.searchParams.set('access_token', token)
    const body = await fetchJson(me, { method: 'GET' })
    const id = body?.id
    if (typeof id !== 'string' || id === '' || data.user_id !== id) return null
    return { subject: id, name: typeof body?.name === 'string' ? body.name : '' }
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** LINE ID tokens: LINE's verify endpoint checks signature, expiry and that client_id is the audience. */
export class LineVerifier implements SocialVerifier {
  constructor(private readonly cfg: ServerConfig['social']['line']) {}

  get configured() {
    return this.cfg.channelId !== ''
  }

  async verify(token: string): Promise<SocialIdentity | null> {
    const form = new URLSearchParams({ id_token: token, client_id: this.cfg.channelId })
    const body = await fetchJson(new URL(this.cfg.verifyUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
    const sub = body?.sub
    if (typeof sub !== 'string' || sub === '') return null
    return { subject: sub, name: typeof body?.name === 'string' ? body.name : '' }
  }
}

/** A provider's JSON answer, or null on any failure (network, timeout, non-2xx, not JSON). */
async function fetchJson(url: URL, init: RequestInit): Promise<Record<string, unknown> | null> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
    if (!res.ok) return null
    const body: unknown = await res.json()
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export function defaultSocialVerifiers(social: ServerConfig['social']): SocialVerifiers {
  return {
    google: new GoogleVerifier(social.google),
    facebook: new FacebookVerifier(social.facebook),
    line: new LineVerifier(social.line),
  }
}
