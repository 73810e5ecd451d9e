import { describe, expect, it, vi } from 'vitest'
import type { RequestContext } from '../../contract/request.ts'
import { createWorkerConnection, type WorkerApi } from './telemetry-worker.ts'

const ctx = (token: string | null, locale = 'en'): RequestContext => ({
  fields: { appId: 'app', channel: 'WEB', clientReferrer: '', platform: 0, appVersion: '1.1.1' },
  fingerprint: 'fp',
  locale,
  token,
})

function setup() {
  const api = { setContext: vi.fn(async (_ctx: RequestContext) => {}) }
  let current = ctx('tok-1')
  let changed: (() => void) | null = null
  const create = vi.fn(() => api as unknown as WorkerApi)
  const connection = createWorkerConnection({
    create,
    context: () => current,
    watch: (fn) => {
      changed = fn
      return () => {
        changed = null
      }
    },
  })
  const change = (next: RequestContext) => {
    current = next
    changed?.()
  }
  return { api, create, connection, change, watching: () => changed !== null }
}

describe('the connection to the background worker', () => {
  it('starts the worker on first use only, once', () => {
    const { create, connection, watching } = setup()
    expect(create).not.toHaveBeenCalled()
    expect(watching()).toBe(false)
    connection.get()
    connection.get()
    expect(create).toHaveBeenCalledTimes(1)
    expect(watching()).toBe(true)
  })

  it('hands the worker each new context (login, logout, locale), never the same one twice', () => {
    const { api, connection, change } = setup()
    connection.get()
    expect(connection.context()).toEqual(ctx('tok-1'))
    change(ctx('tok-1')) // a session change that left the context as it was (a profile edit)
    change(ctx(null)) // logout
    change(ctx('tok-2')) // login
    change(ctx('tok-2', 'es')) // another locale
    expect(api.setContext.mock.calls.map(([c]) => [c.token, c.locale])).toEqual([
      [null, 'en'],
      ['tok-2', 'en'],
      ['tok-2', 'es'],
    ])
  })
})
