import type { FastifyRequest } from 'fastify'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contract/enums.ts'

/** Who is calling: resolved from the `authorization` header by the accounts module. */
export interface Caller {
  userId: number
  sessionId: string
}

export interface Authenticator {
  /** Returns the caller for a valid, unexpired, unrevoked token (and touches its idle timer), else null. */
  authenticate(token: string): Promise<Caller | null>
}

export interface CallContext<Body, Who extends Caller | null = Caller | null> {
  body: Body
  /** Always there on 'user' calls (registerCall answers 401 first); on 'public' calls only with a valid token. */
  caller: Who
  locale: Locale
  ip: string
  /** The client's stable random id (header `fingerprint`), or '' when absent. */
  fingerprint: string
  request: FastifyRequest
}

/** `accept-language` -> one of our locales ('pt' and 'pt-*' -> pt-BR, 'es-*' -> es). */
export function pickLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=')
      return { tag: tag.toLowerCase(), q: q ? Number(q) : 1 }
    })
    .filter((x) => x.tag && !Number.isNaN(x.q))
    .sort((a, b) => b.q - a.q)
  for (const { tag } of wanted) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag)
    if (exact) return exact
    const base = tag.split('-')[0]
    if (base === 'pt') return 'pt-BR'
    const byBase = LOCALES.find((l) => l.split('-')[0] === base)
    if (byBase) return byBase
  }
  return DEFAULT_LOCALE
}

export const bearerToken = (header: string | undefined): string | null => {
  if (!header) return null
  const token = header.startsWith('Bearer ') ? header.slice(7) : header
  return token.length > 0 && token.length <= 256 ? token : null
}
