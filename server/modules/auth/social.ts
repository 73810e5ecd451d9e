import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose'
import type { ServerConfig } from '../../config.ts'
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
 * Facebook access tokens: the Graph API answers who the token belongs to.
 * Note: without an app secret we cannot call debug_token to check the token was issued to our app.
 */
export class FacebookVerifier implements SocialVerifier {
  constructor(private readonly cfg: ServerConfig['social']['facebook']) {}

  get configured() {
    return this.cfg.appId !== ''
  }

  async verify(token: string): Promise<SocialIdentity | null> {
    const url = new URL(this.cfg.verifyUrl)
    url.searchParams.set('fields', 'id,name')
    url.searchParams.set('access_token', token)
    const body = await fetchJson(url, { method: 'GET' })
    const id = body?.id
    if (typeof id !== 'string' || id === '') return null
    return { subject: id, name: typeof body?.name === 'string' ? body.name : '' }
  }
}

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
