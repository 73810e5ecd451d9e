import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { type CallHandler, registerCall } from './calls.ts'
import type { Caller } from './context.ts'
import { IdempotencyStore, type StoredReply } from './idempotency.ts'

const noCaller = { authenticate: async () => null }

/** registerCall around a real idempotency store: what a retry sees. */
describe('registerCall', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp('pglite')
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A public mutating call (smsSend) whose handler counts its runs. */
  function smsApp(store: IdempotencyStore) {
    const app = Fastify({ logger: false })
    const runs = { handler: 0 }
    registerCall(
      app,
      { authenticator: noCaller, idempotency: store, checkReplies: true },
      'smsSend',
      async () => {
        runs.handler += 1
        return { expiresIn: 300, resendIn: 60 }
      },
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

  it('leaves a ledger-keyed call to its ledger: the handler gets the key, the reply store is never asked', async () => {
    const store = new (class extends IdempotencyStore {
      begins = 0
      override begin(...args: Parameters<IdempotencyStore['begin']>) {
        this.begins += 1
        return super.begin(...args)
      }
    })(t.database.db)
    const app = Fastify({ logger: false })
    const keys: Array<string | null> = []
    registerCall(
      app,
      { authenticator: noCaller, idempotency: store, checkReplies: true },
      'smsSend',
      async ({ idempotencyKey }) => {
        keys.push(idempotencyKey)
        return { expiresIn: 300, resendIn: 60 }
      },
      { ledgerKeyed: true },
    )
    expect((await send(app, 'key-ledger-0001')).statusCode).toBe(200)
    expect((await send(app, 'key-ledger-0001')).headers['idempotent-replay']).toBeUndefined()
    const badKey = await send(app, 'bad key!')
    expect(badKey.statusCode).toBe(400)
    expect(keys).toEqual(['key-ledger-0001', 'key-ledger-0001'])
    expect(store.begins).toBe(0)
    await app.close()
  })

  it("runs a 'user' call's handler only with a caller, which its type promises", async () => {
    expectTypeOf<Parameters<CallHandler<'getExchange'>>[0]['caller']>().toEqualTypeOf<Caller>()
    expectTypeOf<Parameters<CallHandler<'smsSend'>>[0]['caller']>().toEqualTypeOf<Caller | null>()
    const app = Fastify({ logger: false })
    const seen: number[] = []
    const authenticator = {
      authenticate: async (token: string) => (token === 'good-token' ? { userId: 7, sessionId: 's' } : null),
    }
    registerCall(
      app,
      { authenticator, idempotency: new IdempotencyStore(t.database.db), checkReplies: false },
      'getExchange',
      async ({ caller }) => {
        seen.push(caller.userId)
        return {} as never
      },
    )
    const ask = (authorization?: string) =>
      app.inject({
        method: 'POST',
        url: '/app/v1/getExchange',
        headers: authorization ? { authorization } : {},
        payload: {},
      })
    expect((await ask()).statusCode).toBe(401)
    expect((await ask('Bearer bad-token')).statusCode).toBe(401)
    expect(seen).toEqual([])
    expect((await ask('Bearer good-token')).statusCode).toBe(200)
    expect(seen).toEqual([7])
    await app.close()
  })
})
