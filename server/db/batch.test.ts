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
    const b = new StatementBatcher<number, number>(async (items) => {
      batches.push(items)
      if (batches.length === 1) await gate
      return items
    }, 2)
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
})
