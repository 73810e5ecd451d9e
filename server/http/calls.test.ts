import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '../db/sql.ts'
import { startTestApp, type TestApp } from '../test/harness.ts'
import { registerCall } from './calls.ts'
import { notFound } from './errors.ts'
import { type EffectKey, IdempotencyStore, KeyClaimed, type StoredReply } from './idempotency.ts'

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

  describe('a call that claims its key with its effect (claimsKey)', () => {
    /**
     * smsSend with an "effect" that claims the key as withdrawal_hold does (insert the running row, or
     * KeyClaimed), then succeeds, refuses before the effect, or fails after it.
     */
    function effectApp(store: IdempotencyStore) {
      const app = Fastify({ logger: false })
      const state = { mode: 'ok' as 'ok' | 'byRef' | 'refuse' | 'crash', handler: 0, effects: 0 }
      /** In 'byRef' mode the effect also answers the key, by reference to what it did (its number). */
      const claim = async (key: EffectKey | null, effect: number) => {
        if (!key) return
        const byRef = state.mode === 'byRef'
        const rows = await query(
          t.database.db,
          sql`INSERT INTO idempotency_keys (scope, key, call, request_hash, status_code, reply_ref)
              VALUES (${key.scope}, ${key.id}, ${key.call}, ${key.requestHash}, ${byRef ? 200 : null},
                      ${byRef ? `effect:${effect}` : null})
              ON CONFLICT DO NOTHING RETURNING key`,
        )
        if (rows.length === 0) throw new KeyClaimed()
        key.claimed = true
        key.answered = byRef
      }
      registerCall(
        app,
        { authenticator: noCaller, idempotency: store, checkReplies: true },
        'smsSend',
        async ({ key }) => {
          state.handler += 1
          if (state.mode === 'refuse') throw notFound()
          await claim(key, state.effects + 1)
          state.effects += 1
          if (state.mode === 'crash') throw new Error('provider exploded after the commit')
          return { expiresIn: 300 + state.effects, resendIn: 60 }
        },
        {
          claimsKey: true,
          replyByRef: async (ref) => ({ expiresIn: 300 + Number(ref.replace('effect:', '')), resendIn: 60 }),
        },
      )
      return { app, state }
    }

    it('sends no claim of its own; a retry gets the first reply, here from memory and elsewhere from the row', async () => {
      const store = new (class extends IdempotencyStore {
        begins = 0
        override begin(...args: Parameters<IdempotencyStore['begin']>) {
          this.begins += 1
          return super.begin(...args)
        }
      })(t.database.db)
      const { app, state } = effectApp(store)
      const first = await send(app, 'key-effect-0001')
      expect(first.json()).toMatchObject({ code: 200, data: { expiresIn: 301 } })
      const here = await send(app, 'key-effect-0001')
      expect(here.headers['idempotent-replay']).toBe('true')
      expect(here.json()).toEqual(first.json())
      await store.flush()
      const other = effectApp(new IdempotencyStore(t.database.db))
      const elsewhere = await send(other.app, 'key-effect-0001')
      expect(elsewhere.headers['idempotent-replay']).toBe('true')
      expect(elsewhere.json()).toEqual(first.json())
      expect([state.effects + other.state.effects, store.begins]).toEqual([1, 0])
      await Promise.all([app.close(), other.app.close()])
    })

    it('stores no reply for a key its effect answered by reference; a retry here or elsewhere gets it rebuilt', async () => {
      const store = new (class extends IdempotencyStore {
        completes = 0
        override complete(...args: Parameters<IdempotencyStore['complete']>) {
          this.completes += 1
          return super.complete(...args)
        }
      })(t.database.db)
      const { app, state } = effectApp(store)
      state.mode = 'byRef'
      const first = await send(app, 'key-effect-0005')
      expect(first.json()).toMatchObject({ code: 200, data: { expiresIn: 301 } })
      const other = effectApp(new IdempotencyStore(t.database.db))
      for (const retry of [await send(app, 'key-effect-0005'), await send(other.app, 'key-effect-0005')]) {
        expect(retry.headers['idempotent-replay']).toBe('true')
        expect(retry.json()).toEqual(first.json())
      }
      expect([state.effects + other.state.effects, store.completes]).toEqual([1, 0])
      await Promise.all([app.close(), other.app.close()])
    })

    it('stores a refusal made before the effect, and a retry that would now succeed gets that refusal', async () => {
      const { app, state } = effectApp(new IdempotencyStore(t.database.db))
      state.mode = 'refuse'
      const first = await send(app, 'key-effect-0002')
      expect(first.statusCode).toBe(404)
      state.mode = 'ok'
      const retry = await send(app, 'key-effect-0002')
      expect(retry.statusCode).toBe(404)
      expect(retry.headers['idempotent-replay']).toBe('true')
      expect(state.effects).toBe(0)
      await app.close()
    })

    it('a refusal made while another request holds the key answers 409, and stores nothing over it', async () => {
      const { app, state } = effectApp(new IdempotencyStore(t.database.db))
      state.mode = 'crash' // the effect claims the key, then the call fails: the key stays running
      expect((await send(app, 'key-effect-0003')).statusCode).toBe(500)
      state.mode = 'refuse'
      expect((await send(app, 'key-effect-0003')).statusCode).toBe(409)
      const keyId = createHash('sha256').update('key-effect-0003').digest('hex')
      const rows = await query<{ status_code: number | null }>(
        t.database.db,
        sql`SELECT status_code FROM idempotency_keys WHERE scope = 'f:fp-calls-test' AND key = ${keyId}`,
      )
      expect(rows).toEqual([{ status_code: null }])
      await app.close()
    })

    it('never releases a key its effect claimed: after a failure past the effect, a retry gets 409, not a second effect', async () => {
      const { app, state } = effectApp(new IdempotencyStore(t.database.db))
      state.mode = 'crash'
      expect((await send(app, 'key-effect-0004')).statusCode).toBe(500)
      state.mode = 'ok'
      const retry = await send(app, 'key-effect-0004')
      expect(retry.statusCode).toBe(409)
      expect([state.handler, state.effects]).toEqual([2, 1])
      await app.close()
    })
  })
})
