import { createHash, createHmac } from 'node:crypto'

/**
 * AWS Signature Version 4 for header-signed requests, in S3's flavour: the path is encoded once and not
 * normalised (S3 keys may hold `//` or `..`). What feedback.s3-store.ts sends to an S3-compatible store.
 */

export interface SigV4Key {
  accessKeyId: string
  secretAccessKey: string
  region: string
  service: string
}

export interface SigV4Request {
  method: string
  url: URL
  /** Every header here is signed; `host` comes from the URL when absent, `x-amz-date` from `at`. */
  headers: Record<string, string>
  /** Hex SHA-256 of the body (S3 also wants it sent as `x-amz-content-sha256`). */
  payloadHash: string
}

export interface SigV4Signed {
  /** The headers to send: the given ones, lower-cased, with host, x-amz-date and authorization. */
  headers: Record<string, string>
  canonicalRequest: string
  stringToSign: string
  signedHeaders: string
  signature: string
}

export const sha256Hex = (data: string | Uint8Array): string =>
  createHash('sha256').update(data).digest('hex')

const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest()

/** RFC 3986 percent-encoding: everything but `A-Z a-z 0-9 - . _ ~`. */
export const uriEncode = (s: string): string =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** `20150830T123600Z` */
export const amzDate = (at: Date): string =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

const canonicalPath = (pathname: string): string =>
  pathname === ''
    ? '/'
    : pathname
        .split('/')
        .map((segment) => uriEncode(decodeURIComponent(segment)))
        .join('/')

const canonicalQuery = (search: string): string =>
  search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=')
      const [name, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)]
      return [uriEncode(decodeURIComponent(name)), uriEncode(decodeURIComponent(value))] as const
    })
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')

export function signV4(key: SigV4Key, req: SigV4Request, at: Date): SigV4Signed {
  const stamp = amzDate(at)
  const day = stamp.slice(0, 8)
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) headers[name.toLowerCase()] = value
  headers.host ??= req.url.host
  headers['x-amz-date'] = stamp
  delete headers.authorization

  const names = Object.keys(headers).sort()
  const signedHeaders = names.join(';')
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]?.trim().replace(/ +/g, ' ')}\n`).join('')
  const canonicalRequest = [
    req.method.toUpperCase(),
    canonicalPath(req.url.pathname),
    canonicalQuery(req.url.search),
    canonicalHeaders,
    signedHeaders,
    req.payloadHash,
  ].join('\n')
  const scope = `${day}/${key.region}/${key.service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n')
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${key.secretAccessKey}`, day), key.region), key.service),
    'aws4_request',
  )
  const signature = hmac(signingKey, stringToSign).toString('hex')
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${key.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`
  return { headers, canonicalRequest, stringToSign, signedHeaders, signature }
}
