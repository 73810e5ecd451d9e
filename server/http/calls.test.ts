import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { type CallOptions, registerCall } from './calls.ts'
import { notFound } from './errors.ts'
import { IdempotencyStore, type StoredReply } from './idempotency.ts'

const noCaller = { authenticate: async () => null }

/** registerCall around a real idempotency store: what a retry sees, and reads started with the claim. */
describe('registerCall', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp('pglite')
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A public mutating call (smsSend) whose handler counts its runs and answers the prefetched number. */
  function smsApp(store: IdempotencyStore, options?: CallOptions<'smsSend', number>) {
    const app = Fastify({ logger: false })
    const runs = { handler: 0 }
    registerCall<'smsSend', number>(
      app,
      { authenticator: noCaller, idempotency: store, checkReplies: true },
      'smsSend',
      async ({ prefetched }) => {
        runs.handler += 1
        return { expiresIn: (await prefetched) ?? 300, resendIn: 60 }
      },
      options,
    )
    return { app, runs }
  }
  const send = (app: FastifyInstance, key: string) =>
    app.inject({
      method: 'POST',
      url: '/app/v1/smsSend',
      headers: { fingerprint: 'fp-calls-test', 'idempotency-key': key },
      payload: { phone: '+5511999990001', authMode: 1 },
    })

  it('a reply that cannot be stored keeps its key: the call is answered once and never runs again', async () => {
    const failing = new (class extends IdempotencyStore {
      override complete(_scope: string, _key: string, _stored: StoredReply): Promise<void> {
        return Promise.reject(new Error('database went away'))
      }
    })(t.database.db)
    const { app, runs } = smsApp(failing)
    const first = await send(app, 'key-fails-0001')
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ code: 200, data: { expiresIn: 300 } })
    const retry = await send(app, 'key-fails-0001')
    expect(retry.statusCode).toBe(409)
    expect(runs.handler).toBe(1)
    await app.close()
  })

  it('starts the prefetch while the key is being claimed and hands its result to the handler', async () => {
    let releaseClaim = () => {}
    const claimHeld = new Promise<void>((resolve) => {
      releaseClaim = resolve
    })
    const slowClaims = new (class extends IdempotencyStore {
      override async begin(...args: Parameters<IdempotencyStore['begin']>): Promise<StoredReply | null> {
        await claimHeld
        return super.begin(...args)
      }
    })(t.database.db)
    let prefetchStarted = () => {}
    const started = new Promise<void>((resolve) => {
      prefetchStarted = resolve
    })
    const { app, runs } = smsApp(slowClaims, {
      prefetch: async () => {
        prefetchStarted()
        return 120
      },
    })
    const answer = send(app, 'key-prefetch-01')
    await started // while the claim is still held
    expect(runs.handler).toBe(0)
    releaseClaim()
    const res = await answer
    expect(res.json()).toMatchObject({ code: 200, data: { expiresIn: 120 } })
    expect(runs.handler).toBe(1)

    const retry = await send(app, 'key-prefetch-01')
    expect(retry.headers['idempotent-replay']).toBe('true')
    expect(retry.json()).toMatchObject({ data: { expiresIn: 120 } })
    expect(runs.handler).toBe(1)
    await app.close()
  })

  it('a failed prefetch is the answer of the call, stored like any refusal', async () => {
    let prefetches = 0
    const { app, runs } = smsApp(new IdempotencyStore(t.database.db), {
      prefetch: async () => {
        prefetches += 1
        throw notFound()
      },
    })
    const res = await send(app, 'key-prefetch-02')
    expect(res.statusCode).toBe(404)
    const retry = await send(app, 'key-prefetch-02')
    expect(retry.statusCode).toBe(404)
    expect(retry.headers['idempotent-replay']).toBe('true')
    expect([runs.handler, prefetches]).toEqual([1, 2])
    await app.close()
  })
})
