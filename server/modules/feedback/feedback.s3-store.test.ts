import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { startTestApp, type TestApp } from '../../test/harness.ts'
import { registerAccount } from '../auth/auth.test-helpers.ts'
import { BlobStoreError, S3BlobStore, type S3StoreOptions } from './feedback.s3-store.ts'
import { signV4 } from './feedback.sigv4.ts'
import { fetchImage, picture, upload } from './feedback.test-helpers.ts'

const BUCKET = 'feedback-images'
const ACCESS_KEY = 'AKIDTESTDOUBLE'
const SECRET = 'test-double-secret-key'
const REGION = 'eu-west-1'
const KEY = 'ab'.repeat(32)
const OTHER_KEY = 'cd'.repeat(32)

/**
 * A small S3 in this test only: it checks each request's SigV4 signature (recomputed from what arrived
 * on the wire, with its own copy of the secret), the body's hash and the clock, like S3 does, and keeps
 * objects in a map. `answer` makes it fail on purpose: a status, or 'hang' (never answers).
 */
async function s3Double() {
  const objects = new Map<string, { body: Buffer; type: string }>()
  const seen: { method: string; host: string; path: string }[] = []
  const state: { answer: number | 'hang' | null } = { answer: null }
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const host = req.headers.host ?? ''
    seen.push({ method: req.method ?? '', host, path: req.url ?? '' })
    if (state.answer === 'hang') return
    if (typeof state.answer === 'number') {
      return fail(res, state.answer, 'InternalError', 'We encountered an internal error. Please try again.')
    }
    const refused = signatureProblem(req, body)
    if (refused) return fail(res, refused.status, refused.code, refused.code)
    const virtual = host.startsWith(`${BUCKET}.`)
    const [bucket, ...rest] = (virtual ? `${BUCKET}${req.url}` : (req.url ?? '').slice(1)).split('/')
    const key = rest.join('/')
    if (bucket !== BUCKET) return fail(res, 404, 'NoSuchBucket', 'The specified bucket does not exist')
    const object = objects.get(key)
    if (req.method === 'PUT') {
      objects.set(key, { body, type: req.headers['content-type'] ?? '' })
      return res.writeHead(200).end()
    }
    if (!object) return fail(res, 404, 'NoSuchKey', 'The specified key does not exist.')
    res.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length })
    return res.end(req.method === 'HEAD' ? undefined : object.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    port,
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    seen,
    state,
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function fail(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' })
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  )
}

function signatureProblem(req: IncomingMessage, body: Buffer): { status: number; code: string } | null {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    )
  const stamp = String(req.headers['x-amz-date'] ?? '')
  const at = new Date(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'))
  if (!auth || Number.isNaN(at.getTime())) return { status: 403, code: 'AccessDenied' }
  const [, accessKey, , region, signedHeaders = '', signature] = auth
  if (accessKey !== ACCESS_KEY) return { status: 403, code: 'InvalidAccessKeyId' }
  if (region !== REGION) return { status: 400, code: 'AuthorizationHeaderMalformed' }
  if (Math.abs(Date.now() - at.getTime()) > 15 * 60_000) return { status: 403, code: 'RequestTimeTooSkewed' }
  const names = signedHeaders.split(';')
  if (!['host', 'x-amz-content-sha256', 'x-amz-date'].every((n) => names.includes(n))) {
    return { status: 403, code: 'AccessDenied' }
  }
  const bodyHash = createHash('sha256').update(body).digest('hex')
  if (req.headers['x-amz-content-sha256'] !== bodyHash)
    return { status: 400, code: 'XAmzContentSHA256Mismatch' }
  const headers = Object.fromEntries(names.map((n) => [n, String(req.headers[n] ?? '')]))
  const expected = signV4(
    { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET, region: region ?? '', service: 's3' },
    {
      method: req.method ?? '',
      url: new URL(`http://${req.headers.host}${req.url}`),
      headers,
      payloadHash: bodyHash,
    },
    at,
  )
  return expected.signature === signature ? null : { status: 403, code: 'SignatureDoesNotMatch' }
}

/**
 * fetch over node:http to the double on 127.0.0.1, keeping the Host header of the URL: how a
 * virtual-host name (`<bucket>.localhost`, which does not resolve here) reaches it.
 */
const viaLoopback =
  (port: number): typeof fetch =>
  (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(String(input))
      const out = request(
        {
          host: '127.0.0.1',
          port,
          method: init?.method,
          path: `${url.pathname}${url.search}`,
          headers: { ...(init?.headers as Record<string, string>), host: url.host },
          signal: init?.signal ?? undefined,
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => {
            const body = init?.method === 'HEAD' || chunks.length === 0 ? null : Buffer.concat(chunks)
            resolve(new Response(body, { status: res.statusCode }))
          })
        },
      )
      out.on('error', reject)
      out.end(init?.body ? Buffer.from(init.body as Uint8Array) : undefined)
    })

describe('the S3 blob store', () => {
  let s3: Awaited<ReturnType<typeof s3Double>>
  const store = (over: Partial<S3StoreOptions> = {}) =>
    new S3BlobStore({
      endpoint: s3.endpoint,
      bucket: BUCKET,
      region: REGION,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
      style: 'path',
      ...over,
    })
  const failure = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(BlobStoreError)
    return err as BlobStoreError
  }

  beforeAll(async () => {
    s3 = await s3Double()
  })
  afterAll(() => s3.close())
  beforeEach(() => {
    s3.objects.clear()
    s3.seen.length = 0
    s3.state.answer = null
  })

  it('path style: PUT after a HEAD, GET back, and a second PUT of the same key only asks', async () => {
    const s = store()
    await s.put(KEY, Buffer.from('picture bytes'), 'image/png')
    expect(s3.objects.get(KEY)).toEqual({ body: Buffer.from('picture bytes'), type: 'image/png' })
    expect((await s.get(KEY))?.toString()).toBe('picture bytes')
    expect(await s.has(KEY)).toBe(true)
    await s.put(KEY, Buffer.from('picture bytes'), 'image/png')
    expect(s3.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      `HEAD /${BUCKET}/${KEY}`,
      `PUT /${BUCKET}/${KEY}`,
      `GET /${BUCKET}/${KEY}`,
      `HEAD /${BUCKET}/${KEY}`,
      `HEAD /${BUCKET}/${KEY}`,
    ])
    expect(s3.seen[0]?.host).toBe(`127.0.0.1:${s3.port}`)
  })

  it('a missing object is null on GET and absent on HEAD', async () => {
    expect(await store().get(OTHER_KEY)).toBeNull()
    expect(await store().has(OTHER_KEY)).toBe(false)
  })

  it('virtual-host style: the bucket in the host name, the key alone in the path', async () => {
    const s = store({
      endpoint: `http://localhost:${s3.port}`,
      style: 'virtual',
      fetch: viaLoopback(s3.port),
    })
    await s.put(KEY, Buffer.from('virtual'), 'image/webp')
    expect((await s.get(KEY))?.toString()).toBe('virtual')
    expect(s3.seen.map((r) => `${r.method} ${r.host} ${r.path}`)).toEqual([
      `HEAD ${BUCKET}.localhost:${s3.port} /${KEY}`,
      `PUT ${BUCKET}.localhost:${s3.port} /${KEY}`,
      `GET ${BUCKET}.localhost:${s3.port} /${KEY}`,
    ])
  })

  it('a wrong secret is 403 access denied, naming the settings to check; nothing is stored', async () => {
    const err = await failure(
      store({ secretAccessKey: 'not-the-secret' }).put(KEY, Buffer.from('x'), 'image/png'),
    )
    expect(err.status).toBe(403)
    expect(err.message).toBe(
      `S3 HEAD ${BUCKET}/${KEY}: 403 (access denied: check FEEDBACK_S3_ACCESS_KEY_ID, FEEDBACK_S3_SECRET_ACCESS_KEY, FEEDBACK_S3_REGION and the bucket policy)`,
    )
    const onGet = await failure(store({ secretAccessKey: 'not-the-secret' }).get(KEY))
    expect(onGet.message).toContain(`S3 GET ${BUCKET}/${KEY}: 403 SignatureDoesNotMatch`)
    expect(s3.objects.size).toBe(0)
  })

  it('an unknown bucket is an error, never a missing object', async () => {
    const s = store({ bucket: 'no-such-bucket' })
    const onPut = await failure(s.put(KEY, Buffer.from('x'), 'image/png'))
    expect(onPut.status).toBe(404)
    expect(onPut.message).toContain(
      '404 NoSuchBucket: The specified bucket does not exist (bucket "no-such-bucket" not found',
    )
    const onGet = await failure(s.get(KEY))
    expect(onGet.message).toBe(
      `S3 GET no-such-bucket/${KEY}: 404 NoSuchBucket: The specified bucket does not exist`,
    )
  })

  it('a 5xx is a failure that says the store failed', async () => {
    s3.state.answer = 503
    const err = await failure(store().get(KEY))
    expect(err.status).toBe(503)
    expect(err.message).toBe(
      `S3 GET ${BUCKET}/${KEY}: 503 InternalError: We encountered an internal error. Please try again. (the store failed; the request may succeed later)`,
    )
  })

  it('a store that does not answer fails after the timeout', async () => {
    s3.state.answer = 'hang'
    const started = Date.now()
    const err = await failure(store({ timeoutMs: 300 }).get(KEY))
    expect(err.status).toBeNull()
    expect(err.message).toBe(`S3 GET ${BUCKET}/${KEY}: no answer within 300 ms`)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('a store that cannot be reached says so', async () => {
    const closed = await s3Double()
    await closed.close()
    const err = await failure(store({ endpoint: closed.endpoint }).get(KEY))
    expect(err.message).toBe(`S3 GET ${BUCKET}/${KEY}: cannot reach 127.0.0.1:${closed.port} (ECONNREFUSED)`)
  })

  it('refuses a key that is not a content hash before sending anything', async () => {
    await expect(store().get('../other-bucket/x')).rejects.toThrow('not a content hash')
    expect(s3.seen).toEqual([])
  })
})

describe('FEEDBACK_STORE=s3', () => {
  let s3: Awaited<ReturnType<typeof s3Double>>
  let t: TestApp
  beforeAll(async () => {
    s3 = await s3Double()
    t = await startTestApp('pglite', {
      env: {
        FEEDBACK_STORE: 's3',
        FEEDBACK_S3_ENDPOINT: s3.endpoint,
        FEEDBACK_S3_BUCKET: BUCKET,
        FEEDBACK_S3_REGION: REGION,
        FEEDBACK_S3_ACCESS_KEY_ID: ACCESS_KEY,
        FEEDBACK_S3_SECRET_ACCESS_KEY: SECRET,
      },
    })
  })
  afterAll(async () => {
    await t.close()
    await s3.close()
  })

  it('keeps an uploaded image in the bucket and serves it to its owner; a failing store fails the upload', async () => {
    const { token } = await registerAccount(t)
    const up = await upload(t, token, await picture('png', 7), 'image/png')
    expect(up.status).toBe(200)
    const id = up.data?.id ?? ''
    expect(s3.objects.get(id)?.type).toBe('image/png')
    const back = await fetchImage(t, token, id)
    expect(back.status).toBe(200)
    expect(Buffer.compare(back.body, s3.objects.get(id)?.body ?? Buffer.alloc(0))).toBe(0)

    s3.state.answer = 503
    const refused = await upload(t, token, await picture('png', 8), 'image/png')
    expect(refused.status).toBe(500)
    expect(s3.objects.size).toBe(1)
  })

  it('the server refuses to start on an incomplete bucket configuration', () => {
    expect(() =>
      loadConfig({ FEEDBACK_STORE: 's3', FEEDBACK_S3_ENDPOINT: 'https://s3.example/path' }),
    ).toThrow(
      /FEEDBACK_S3_ENDPOINT: an http\(s\) origin[\s\S]*FEEDBACK_S3_BUCKET[\s\S]*FEEDBACK_S3_ACCESS_KEY_ID: required[\s\S]*FEEDBACK_S3_SECRET_ACCESS_KEY: required/,
    )
  })
})
