import { describe, expect, it } from 'vitest'
import { StatementBatcher } from './batch.ts'

describe('StatementBatcher', () => {
  it('sends calls made together as one batch and answers each its own result', async () => {
    const batches: number[][] = []
    const b = new StatementBatcher<number, number>(async (items) => {
      batches.push(items)
      return items.map((i) => i * 10)
    })
    expect(await Promise.all([1, 2, 3].map((i) => b.submit(i)))).toEqual([10, 20, 30])
    expect(batches).toEqual([[1, 2, 3]])
  })

  it('queues calls made while a batch is running for the next one, at most maxBatch at a time', async () => {
    const batches: number[][] = []
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => {
      release = r
    })
    const b = new StatementBatcher<number, number>(
      async (items) => {
        batches.push(items)
        if (batches.length === 1) await gate
        return items
      },
      2,
      1,
    )
    const first = b.submit(1)
    await new Promise((r) => setImmediate(r))
    const later = [2, 3, 4].map((i) => b.submit(i))
    release()
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4])
    expect(batches).toEqual([[1], [2, 3], [4]])
  })

  it('fails every call of a failed batch and goes on with the next', async () => {
    let calls = 0
    const b = new StatementBatcher<number, number>(async (items) => {
      calls += 1
      if (calls === 1) throw new Error('database down')
      return items
    })
    const failed = await Promise.allSettled([b.submit(1), b.submit(2)])
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(await b.submit(3)).toBe(3)
  })

  it('has at most maxInFlight batches at the database at once', async () => {
    let running = 0
    let most = 0
    const b = new StatementBatcher<number, number>(
      async (items) => {
        running += 1
        most = Math.max(most, running)
        await new Promise((r) => setTimeout(r, 5))
        running -= 1
        return items
      },
      1,
      3,
    )
    const all = Array.from({ length: 10 }, (_, i) => b.submit(i))
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(most).toBe(3)
  })

  it('runs each item of a batch the database refused on its own, so only the bad one fails', async () => {
    const batches: number[][] = []
    const b = new StatementBatcher<number, number>(async (items) => {
      batches.push(items)
      if (items.includes(2)) throw Object.assign(new Error('insert violates foreign key'), { code: '23503' })
      return items.map((i) => i * 10)
    })
    const results = await Promise.allSettled([1, 2, 3].map((i) => b.submit(i)))
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([10, 'failed', 30])
    expect(batches).toEqual([[1, 2, 3], [1], [2], [3]])
  })

  it('never runs again a batch that failed without a database answer (it may have committed)', async () => {
    let calls = 0
    const b = new StatementBatcher<number, number>(async () => {
      calls += 1
      throw new Error('Connection terminated unexpectedly')
    })
    const results = await Promise.allSettled([b.submit(1), b.submit(2)])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(calls).toBe(1)
  })
})
