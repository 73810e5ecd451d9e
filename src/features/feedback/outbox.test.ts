import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors.ts'
import { createOutbox, type OutboxDeps } from './outbox.ts'
import { openFeedbackDb } from './outbox-db.ts'

let dbCount = 0
function setup(add: OutboxDeps['add']) {
  const storage = new Map<string, string>()
  const uploads: number[] = []
  const deps: OutboxDeps = {
    db: openFeedbackDb(`fb-test-${++dbCount}`),
    // fake-indexeddb keeps no Blob contents under Node: ids go by upload order.
    upload: async () => {
      uploads.push(uploads.length + 1)
      return { id: `${'a'.repeat(63)}${uploads.length}`, type: 'image/png', width: 1, height: 1, bytes: 1 }
    },
    add,
    storage: { setItem: (k, v) => storage.set(k, v), removeItem: (k) => storage.delete(k) },
    now: () => 1000,
  }
  return { outbox: createOutbox(deps), storage, uploads }
}

const network = () => new ApiError({ call: 'addFeedback', code: 0, msg: 'network', status: 0 })
const draft = { category: 'bug' as const, content: 'It froze', files: [new Blob(['12']), new Blob(['345'])] }

describe('feedback outbox', () => {
  it('keeps a ticket written offline and sends it once, under one key, when the network returns', async () => {
    const keys: string[] = []
    const bodies: unknown[] = []
    let online = false
    const { outbox, storage, uploads } = setup(async (body, key) => {
      keys.push(key)
      if (!online) throw network()
      bodies.push(body)
      return { id: 41 }
    })
    const key = await outbox.enqueue(7, draft)
    expect(storage.get('ll-feedback-pending')).toBe('1')
    expect(await outbox.flush(7)).toEqual([])
    expect((await outbox.list(7)).map((p) => p.state)).toEqual(['waiting'])
    online = true
    expect(await outbox.flush(7)).toEqual([41])
    expect(await outbox.flush(7)).toEqual([])
    expect(keys).toEqual([key, key])
    expect(bodies[0]).toEqual({
      category: 'bug',
      content: 'It froze',
      images: [`${'a'.repeat(63)}1`, `${'a'.repeat(63)}2`],
    })
    // Images uploaded once: the first attempt's ids were kept.
    expect(uploads).toEqual([1, 2])
    expect(await outbox.list(7)).toEqual([])
    expect(storage.has('ll-feedback-pending')).toBe(false)
  })

  it('a reply lost on the way (timeout, 5xx) resends the same key; two flushes at once send once', async () => {
    const keys: string[] = []
    let calls = 0
    const { outbox } = setup(async (_body, key) => {
      keys.push(key)
      calls++
      if (calls === 1) throw new ApiError({ call: 'addFeedback', code: 500, msg: 'internal', status: 500 })
      return { id: 9 }
    })
    const key = await outbox.enqueue(7, { ...draft, files: [] })
    await outbox.flush(7)
    const [a, b] = await Promise.all([outbox.flush(7), outbox.flush(7)])
    expect(a).toEqual([9])
    expect(b).toEqual([9])
    expect(keys).toEqual([key, key])
  })

  it('a refusal is kept as failed with its reason and never resent; another player sees nothing', async () => {
    let calls = 0
    const { outbox } = setup(async () => {
      calls++
      throw new ApiError({ call: 'addFeedback', code: 2104, msg: 'feedbackTooManyImages', status: 400 })
    })
    await outbox.enqueue(7, { ...draft, files: [] })
    await outbox.flush(7)
    await outbox.flush(7)
    expect(calls).toBe(1)
    expect((await outbox.list(7)).map((p) => [p.state, p.error])).toEqual([
      ['failed', 'feedbackTooManyImages'],
    ])
    expect(await outbox.list(8)).toEqual([])
  })
})
